import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderDraftDto } from "../../../src/shared/schemas/order-draft";
import { documents } from "../../../src/server/db/schema/documents";
import { orderDraftFiles, orderDrafts } from "../../../src/server/db/schema/order-drafts";
import { sweepExpiredDrafts } from "../../../src/server/order-drafts/sweep-order-drafts";
import { sweepStorage } from "../../../src/server/storage/sweep-storage";
import { buildPdf, multipartBody, payOrder, type UploadFile } from "../../support/fixtures";
import { ENGLISH_LINES, renderTextPng } from "../../support/ocr-fixtures";
import { createTestApp, newCustomerFields, sessionCookie, type TestApp } from "../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const TWELVE_WORDS = "This is the certified translation of a birth certificate issued in Istanbul.";

function draftCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "bt_draft");
  if (!cookie) throw new Error(`no draft cookie in ${response.statusCode}: ${response.body}`);
  expect(cookie.httpOnly).toBe(true);
  return `bt_draft=${cookie.value}`;
}

async function addFile(cookie: string | undefined, file: UploadFile, fields: Record<string, string> = {}) {
  const body = await multipartBody(fields, [file]);
  return t.app.inject({
    method: "POST",
    url: "/api/order-draft/files",
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

async function getDraft(cookie: string): Promise<OrderDraftDto | null> {
  const response = await t.app.inject({ method: "GET", url: "/api/order-draft", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{ draft: OrderDraftDto | null }>().draft;
}

/** Asks again, as the page does, until no file is being read. */
async function settledDraft(cookie: string): Promise<OrderDraftDto> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const draft = await getDraft(cookie);
    if (draft && draft.files.every((file) => file.status !== "reading")) return draft;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the draft's files were never read");
}

/** Signs up in the browser holding the draft, and types the e-mailed code: the cookie header then carries both. */
async function signUpWithDraft(draft: string) {
  const fields = newCustomerFields();
  const response = await t.app.inject({
    method: "POST",
    url: "/api/register",
    headers: { cookie: draft },
    payload: fields,
  });
  expect(response.statusCode).toBe(201);
  const cookie = `${draft}; ${sessionCookie(response)}`;
  const [mail] = await t.mailer.listOutbox({ to: fields.email, limit: 1 });
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  const verified = await t.app.inject({
    method: "POST",
    url: "/api/verify-email-code",
    headers: { cookie },
    payload: { code },
  });
  expect(verified.statusCode).toBe(200);
  return { cookie, fields };
}

describe("a visitor's order draft (files first, issue 41)", () => {
  it("takes a PDF and a phone photo without an account, prices them from their words, and becomes the paid order at that price", async () => {
    const pdf = await addFile(undefined, { name: "contract.pdf", bytes: await buildPdf([[TWELVE_WORDS]]) });
    expect(pdf.statusCode).toBe(201);
    const draft = draftCookie(pdf);
    expect(pdf.json<OrderDraftDto>().files).toMatchObject([
      { name: "contract.pdf", status: "reading", wordCount: null },
    ]);

    const photo = await addFile(
      draft,
      { name: "IMG_2041.png", bytes: renderTextPng(ENGLISH_LINES) },
      { documentType: "other" },
    );
    expect(photo.statusCode).toBe(201);
    // The same browser keeps its draft: no second cookie.
    expect(photo.cookies.find((c) => c.name === "bt_draft")).toBeUndefined();

    const read = await settledDraft(draft);
    expect(read.files).toMatchObject([
      { name: "contract.pdf", status: "counted", wordCount: 12, wordCountSource: "text" },
      { name: "IMG_2041.png", status: "counted", wordCountSource: "scan" },
    ]);
    const photoWords = read.files[1]!.wordCount!;
    expect(photoWords).toBeGreaterThanOrEqual(45);
    expect(photoWords).toBeLessThanOrEqual(55);

    // The visitor makes the photo a contract and chooses rush; the typed words of a file's document are ignored.
    const [pdfFile, photoFile] = read.files;
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/order-draft",
      headers: { cookie: draft },
      payload: {
        serviceType: "certified",
        translationDirection: "tr-en",
        isRush: true,
        isPhysicalDelivery: false,
        items: [
          { fileId: pdfFile!.id, documentType: "other", wordCount: 999 },
          { fileId: photoFile!.id, documentType: "contract" },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const priced = saved.json<OrderDraftDto>();
    expect(priced.items.map((item) => item.wordCount)).toEqual([12, photoWords]);
    expect(priced.price?.totalCents).toBeGreaterThan(0);
    const shownCents = priced.price!.totalCents;

    // Not an order before the visitor has an account with a proven address.
    const anonymous = await t.app.inject({ method: "POST", url: "/api/order-draft/order", headers: { cookie: draft } });
    expect(anonymous.statusCode).toBe(401);

    const { cookie, fields } = await signUpWithDraft(draft);
    // The e-mailed link opened on a phone: signed in there without the draft's cookie, the account finds the same draft.
    const phone = await t.login(fields.username, fields.password);
    const tie = await t.app.inject({
      method: "PUT",
      url: "/api/order-draft",
      headers: { cookie },
      payload: saved.json<OrderDraftDto>() as unknown as Record<string, unknown>,
    });
    expect(tie.statusCode).toBe(200);
    expect((await getDraft(phone.cookie))?.files.map((file) => file.name)).toEqual(["contract.pdf", "IMG_2041.png"]);

    const ordered = await t.app.inject({ method: "POST", url: "/api/order-draft/order", headers: { cookie } });
    expect(ordered.statusCode).toBe(201);
    const { orderId } = ordered.json<{ orderId: number }>();
    // A double click or the other tab: the same order.
    const again = await t.app.inject({ method: "POST", url: "/api/order-draft/order", headers: { cookie } });
    expect(again.json()).toEqual({ orderId });
    expect((await getDraft(cookie))?.orderId).toBe(orderId);

    const order = await t.app.inject({ method: "GET", url: `/api/orders/${orderId}`, headers: { cookie } });
    const detail = order.json<{
      totalCents: number;
      isRush: boolean;
      documents: { originalFilename: string; wordCount: number; wordCountSource: string }[];
    }>();
    expect(detail.totalCents).toBe(shownCents);
    expect(detail.isRush).toBe(true);
    expect(detail.documents).toMatchObject([
      { originalFilename: "contract.pdf", wordCount: 12, wordCountSource: "text" },
      { originalFilename: "IMG_2041.png", wordCount: photoWords, wordCountSource: "scan" },
    ]);

    const { confirm } = await payOrder(t, cookie, orderId);
    expect(confirm.statusCode).toBe(200);
    const payments = await t.app.inject({ method: "GET", url: `/api/orders/${orderId}`, headers: { cookie } });
    const paid = payments.json<{
      status: string;
      payments: { amountCents?: number; amount: number; status: string }[];
    }>();
    expect(paid.status).toBe("processing");
    expect(Math.round(paid.payments[0]!.amount * 100)).toBe(shownCents);

    // The documents are the draft's files, stored once: the order's download gives the bytes the visitor chose.
    const [document] = await t.db.select().from(documents).where(eq(documents.orderId, orderId));
    const download = await t.app.inject({
      method: "GET",
      url: `/api/documents/${document!.id}/download`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  }, 180_000);

  it("refuses to order with a refused file or a document without its file", async () => {
    const first = await addFile(undefined, {
      name: "broken.pdf",
      bytes: Buffer.from("%PDF-1.4\nnot really a pdf\n%%EOF"),
    });
    expect(first.statusCode).toBe(201);
    const draft = draftCookie(first);
    const { cookie } = await signUpWithDraft(draft);

    const settled = await settledDraft(draft);
    expect(settled.files[0]).toMatchObject({ status: "failed", errorCode: "UNREADABLE_DOCUMENT", wordCount: null });
    expect(settled.price).toBeNull();
    const refused = await t.app.inject({ method: "POST", url: "/api/order-draft/order", headers: { cookie } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("DOCUMENT_NOT_READ");

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/order-draft/files/${settled.files[0]!.id}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<OrderDraftDto>().files).toEqual([]);

    const typedOnly = await t.app.inject({
      method: "PUT",
      url: "/api/order-draft",
      headers: { cookie },
      payload: {
        serviceType: "certified",
        translationDirection: "tr-en",
        items: [{ documentType: "other", wordCount: 300 }],
      },
    });
    expect(typedOnly.json<OrderDraftDto>().price?.totalCents).toBe(4500);
    const noFile = await t.app.inject({ method: "POST", url: "/api/order-draft/order", headers: { cookie } });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({
      code: "DRAFT_NEEDS_FILES",
      message: "Please add the file of each document to translate.",
    });
  }, 120_000);

  it("keeps each browser's draft to itself", async () => {
    const mine = await addFile(undefined, { name: "mine.pdf", bytes: await buildPdf([[TWELVE_WORDS]]) });
    const cookie = draftCookie(mine);
    const fileId = mine.json<OrderDraftDto>().files[0]!.id;
    const stranger = await t.app.inject({ method: "DELETE", url: `/api/order-draft/files/${fileId}` });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe("DRAFT_NOT_FOUND");
    const forged = await t.app.inject({
      method: "GET",
      url: "/api/order-draft",
      headers: { cookie: "bt_draft=forged" },
    });
    expect(forged.json()).toEqual({ draft: null });
    // An unknown file named in the documents is refused, not silently dropped.
    const unknown = await t.app.inject({
      method: "PUT",
      url: "/api/order-draft",
      headers: { cookie },
      payload: {
        serviceType: "certified",
        translationDirection: "tr-en",
        items: [{ documentType: "other", fileId: fileId + 999 }],
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe("DRAFT_FILE_NOT_FOUND");
    const refusedType = await addFile(cookie, { name: "notes.exe", bytes: Buffer.from("MZ") });
    expect(refusedType.statusCode).toBe(400);
    await settledDraft(cookie);
  }, 60_000);

  it("deletes a draft and its stored files 24 hours after its last change, and the storage sweep leaves live drafts' files alone", async () => {
    const response = await addFile(undefined, { name: "old.pdf", bytes: await buildPdf([[TWELVE_WORDS]]) });
    const cookie = draftCookie(response);
    await settledDraft(cookie);
    const [file] = await t.db
      .select()
      .from(orderDraftFiles)
      .where(eq(orderDraftFiles.id, response.json<OrderDraftDto>().files[0]!.id));
    const stored = path.join(t.dataDir, "uploads", file!.storageKey);
    expect(fs.existsSync(stored)).toBe(true);

    // An hour-old file with a live draft is not debris.
    await sweepStorage({ db: t.db, storage: t.storage, now: new Date(Date.now() + 2 * 3_600_000) });
    expect(fs.existsSync(stored)).toBe(true);

    const inADay = new Date(Date.now() + 24 * 3_600_000 + 60_000);
    const swept = await sweepExpiredDrafts({ db: t.db, storage: t.storage }, inADay);
    expect(swept.drafts).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(stored)).toBe(false);
    expect(await t.db.select().from(orderDrafts).where(eq(orderDrafts.id, file!.draftId))).toEqual([]);
    expect(await getDraft(cookie)).toBeNull();
  }, 60_000);
});
