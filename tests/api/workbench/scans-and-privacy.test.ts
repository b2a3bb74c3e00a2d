import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentSegmentations, documentSegments } from "../../../src/server/db/schema/workbench";
import { createDocumentAnalyser } from "../../../src/server/documents/analysis-pool";
import { workbenchPageKey } from "../../../src/server/storage/storage-key";
import { finishPurge, markPurgeIntent } from "../../../src/server/files/purge-order-files";
import { pngDimensions } from "../../../src/server/documents/image-dimensions";
import type { DocumentSegmentsDto } from "../../../src/shared/schemas/workbench";
import { verifiedAdminCookie } from "../admin/admin-session";
import { approvedTranslator, assignOrThrow, get, type SignedInTranslator } from "../jobs/fixtures";
import { renderTextPng } from "../../support/ocr-fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { paidOrderWith, segment } from "./fixtures";

// Issue 39 items 1 and 5 (docs/workbench.md, "Reading the text" and "Privacy"): a photographed extract is read by
// OCR in the analysis pool's threads, its lines keep their boxes on the stored page image, and deleting the order's
// files deletes the segments and the page image too.

let t: TestApp;
let admin: string;
let customer: string;
let translator: SignedInTranslator;
const reader = createDocumentAnalyser({ threads: 1 });

beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  customer = (await t.registerCustomer()).cookie;
  translator = await approvedTranslator(t, admin);
}, 180_000);
afterAll(async () => {
  await reader.close();
  await t.close();
});

describe("a scanned extract", () => {
  it("is read by OCR with each segment's box on the stored page image, which only the translator gets, until the files are deleted", async () => {
    const photo = renderTextPng(["NÜFUS KAYIT ÖRNEĞİ", "Baba Adı: MEHMET", "Ana Adı: FATMA", "Doğum Yeri: ANKARA"], {
      fontSize: 30,
    });
    const { orderId, documentId } = await paidOrderWith(t, customer, {
      name: "kayit.png",
      bytes: photo,
      type: "image/png",
    });
    const jobId = await assignOrThrow(t, admin, orderId, translator.translatorId);
    // Through the pool's threads, as the job runs it.
    expect(await segment(t, documentId, reader)).toBe("ready");

    const answer = (
      await get(t, `/api/translator/jobs/${jobId}/documents/${documentId}/segments`, translator.cookie)
    ).json<DocumentSegmentsDto>();
    expect(answer.pageImages).toBe(1);
    const pairs = answer.segments.filter((s) => s.kind === "label" || s.kind === "value").map((s) => s.source);
    expect(pairs).toEqual(["Baba Adı", "MEHMET", "Ana Adı", "FATMA", "Doğum Yeri", "ANKARA"]);
    const father = answer.segments.find((s) => s.source === "Baba Adı")!;
    const mother = answer.segments.find((s) => s.source === "Ana Adı")!;
    expect(father.box).toMatchObject({ page: 1 });
    // Lines lower on the page have boxes lower on the image.
    expect(mother.box!.y).toBeGreaterThan(father.box!.y);

    const page = await get(t, `/api/translator/jobs/${jobId}/documents/${documentId}/pages/1`, translator.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("image/png");
    expect(page.headers["cache-control"]).toMatch(/^private/);
    expect(pngDimensions(page.rawPayload)).not.toBeNull();
    const stranger = await approvedTranslator(t, admin, { fullName: "Başka Çevirmen" });
    expect(
      (await get(t, `/api/translator/jobs/${jobId}/documents/${documentId}/pages/1`, stranger.cookie)).statusCode,
    ).toBe(404);

    // The retention sweep (or the customer's "delete my files") purges the order's files: intent, then deletion.
    await t.db.transaction((tx) => markPurgeIntent(tx, { orderId, reason: "retention", requestedBy: null }));
    await finishPurge({ db: t.db, storage: t.storage, orderId });
    expect(await t.storage.exists(workbenchPageKey(documentId, 1))).toBe(false);
    expect(await t.db.select().from(documentSegments).where(eq(documentSegments.documentId, documentId))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(documentSegmentations)
        .where(inArray(documentSegmentations.documentId, [documentId])),
    ).toEqual([]);
    expect(
      (await get(t, `/api/translator/jobs/${jobId}/documents/${documentId}/pages/1`, translator.cookie)).statusCode,
    ).toBe(410);
  }, 240_000);
});
