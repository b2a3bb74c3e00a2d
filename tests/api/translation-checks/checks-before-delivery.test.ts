import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentSegments } from "../../../src/server/db/schema/workbench";
import { orders } from "../../../src/server/db/schema/orders";
import { deliveryChecksWith } from "../../../src/server/translation-checks/delivery-checks";
import { runQueuedDocumentChecks } from "../../../src/server/translation-checks/run-job-checks";
import type { OrderChecksDto } from "../../../src/shared/schemas/translation-checks";
import { buildDocx, createOrderFor, payOrder, uploadDocument, type UploadFile } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import {
  TRANSLATED_PNG,
  approvedTranslator,
  assignOrThrow,
  completeJob,
  get,
  uploadTranslation,
  type SignedInTranslator,
} from "../jobs/fixtures";
import { NAME_SPELLINGS, PLANTED, SOURCE, TRANSLATION, translationWith } from "./civil-registry";

// Issue 40, item 1: the checks run on the uploaded translation (aligned to the source's lines) and on the editor's
// segments, each planted error is reported and blocks the job's completion until overridden with a reason, and
// the admin sees the reasons (docs/translation-checks.md, "Checks before delivery").

let t: TestApp;
let admin: string;
let customer: { cookie: string };
let translator: SignedInTranslator;
let colleague: SignedInTranslator;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  customer = await t.registerCustomer();
  translator = await approvedTranslator(t, admin, { fullName: "Zeynep Arslan" });
  colleague = await approvedTranslator(t, admin, { fullName: "Can Demir" });
});
afterAll(async () => t.close());

const docx = (lines: readonly string[], name = "translation.docx"): UploadFile => ({
  name,
  bytes: buildDocx([...lines]),
  type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
});

/** A paid tr-en order of the extract as a Word file, with the passport names, assigned to the translator. */
async function assignedExtract() {
  const order = await createOrderFor(t, customer.cookie, { wordCount: 120, nameSpellings: NAME_SPELLINGS });
  const uploaded = await uploadDocument(t, customer.cookie, order.id, docx(SOURCE, "nufus-kayit-ornegi.docx"));
  expect(uploaded.statusCode).toBe(201);
  const { confirm } = await payOrder(t, customer.cookie, order.id);
  expect(confirm.statusCode).toBe(200);
  const jobId = await assignOrThrow(t, admin, order.id, translator.translatorId);
  const documentId = uploaded.json<{ document: { id: number } }>().document.id;
  return { orderId: order.id, jobId, documentId };
}

const runChecks = (jobId: number, documentId: number, cookie = translator.cookie) =>
  t.app.inject({
    method: "POST",
    url: `/api/translator/jobs/${jobId}/documents/${documentId}/checks`,
    headers: { cookie },
  });

const override = (jobId: number, documentId: number, findingId: string, reason: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/translator/jobs/${jobId}/documents/${documentId}/checks/overrides`,
    headers: { cookie: translator.cookie },
    payload: { findingId, reason },
  });

async function jobChecks(jobId: number) {
  const response = await get(t, `/api/translator/jobs/${jobId}/checks`, translator.cookie);
  expect(response.statusCode).toBe(200);
  return response.json<OrderChecksDto>().documents[0]!;
}

async function upload(jobId: number, documentId: number, file: UploadFile) {
  const response = await uploadTranslation(t, translator.cookie, jobId, documentId, file);
  expect(response.statusCode).toBe(201);
}

describe("checks of an uploaded translation", () => {
  it("passes the correct translation with at most one warning, and the job completes", async () => {
    const { jobId, documentId } = await assignedExtract();
    await upload(jobId, documentId, docx(TRANSLATION));
    expect((await jobChecks(jobId)).report).toBeNull();

    const response = await runChecks(jobId, documentId);
    expect(response.statusCode).toBe(200);
    const report = response.json<OrderChecksDto>().documents[0]!.report!;
    expect(report).toMatchObject({ subject: "upload", errors: 0, blocking: 0, stale: false, translationVersion: 1 });
    expect(report.warnings).toBeLessThanOrEqual(1);

    expect((await completeJob(t, translator.cookie, jobId)).statusCode).toBe(200);
  });

  it("reports each planted error and refuses completion (409 TRANSLATION_CHECKS_FAILED) until it is fixed", async () => {
    const { jobId, documentId } = await assignedExtract();
    for (const planted of PLANTED) {
      // A new version makes the previous report stale: completion checks the new one itself.
      await upload(jobId, documentId, docx(translationWith(planted.changes)));
      const refused = await completeJob(t, translator.cookie, jobId);
      expect(refused.statusCode, planted.what).toBe(409);
      expect(refused.json(), planted.what).toMatchObject({
        code: "TRANSLATION_CHECKS_FAILED",
        message: expect.stringContaining("in Other Document — AYSE YILMAZ ("),
      });
      const report = (await jobChecks(jobId)).report!;
      expect(report.stale, planted.what).toBe(false);
      const errors = report.findings.filter((found) => found.severity === "error");
      expect(
        errors.map((found) => `${found.segmentId} ${found.code}`),
        planted.what,
      ).toContain(`${planted.line} ${planted.code}`);
      expect(report.blocking, planted.what).toBe(errors.length);
    }
    await upload(jobId, documentId, docx(TRANSLATION));
    expect((await completeJob(t, translator.cookie, jobId)).statusCode).toBe(200);
  });

  it("names the number of errors and the document in the refusal", async () => {
    const { jobId, documentId } = await assignedExtract();
    await upload(jobId, documentId, docx(translationWith({ 9: "Date of Birth: 12/03/1985", 4: "Name: Ayşe" })));
    const refused = await completeJob(t, translator.cookie, jobId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "The translation checks found 2 error(s) not fixed or overridden, in Other Document — AYSE YILMAZ (2): fix each one or override it with a reason before completing the job",
    );
  });

  it("tells an image-only upload could not be checked (a warning) and lets the job complete", async () => {
    const { jobId, documentId } = await assignedExtract();
    await upload(jobId, documentId, TRANSLATED_PNG);
    const report = (await runChecks(jobId, documentId)).json<OrderChecksDto>().documents[0]!.report!;
    expect(report.findings.map((found) => [found.severity, found.code])).toEqual([["warning", "NOT_CHECKED_NO_TEXT"]]);
    expect((await completeJob(t, translator.cookie, jobId)).statusCode).toBe(200);
  });

  it("runs from the translation.check job the upload sends", async () => {
    const { jobId, documentId } = await assignedExtract();
    await upload(jobId, documentId, docx(translationWith({ 3: "T.R. Identity No.: 12345678960" })));
    await runQueuedDocumentChecks({ db: t.db, storage: t.storage, loadTerms: async () => [], documentId });
    const report = (await jobChecks(jobId)).report!;
    expect(report.findings.filter((found) => found.severity === "error").map((found) => found.code)).toEqual([
      "ID_NUMBER_CHANGED",
    ]);
  });

  it("reports a forbidden term variant from the termbase, and it blocks", async () => {
    const { orderId, jobId, documentId } = await assignedExtract();
    await upload(jobId, documentId, docx(translationWith({ 12: "Docket No.: 2019/345" })));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const gate = deliveryChecksWith(t.storage, async () => [
      { tr: "Esas No", en: "Case No.", forbidden: ["Docket No."] },
    ]);
    await expect(gate(t.db, order!)).rejects.toMatchObject({ statusCode: 409, code: "TRANSLATION_CHECKS_FAILED" });
    const report = (await jobChecks(jobId)).report!;
    expect(report.findings.map((found) => `${found.segmentId} ${found.severity} ${found.code}`)).toContain(
      "12 error TERM_FORBIDDEN",
    );
  });
});

describe("overrides", () => {
  it("lets completion through once every error is overridden with a reason, and the admin reads the reasons", async () => {
    const { orderId, jobId, documentId } = await assignedExtract();
    const planted = Object.assign({}, ...PLANTED.map((item) => item.changes)) as Record<number, string>;
    await upload(jobId, documentId, docx(translationWith(planted)));
    const report = (await runChecks(jobId, documentId)).json<OrderChecksDto>().documents[0]!.report!;
    const errors = report.findings.filter((found) => found.severity === "error");
    expect(errors.length).toBeGreaterThanOrEqual(PLANTED.length);

    const short = await override(jobId, documentId, errors[0]!.id, "ok");
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: "OVERRIDE_REASON_SHORT" });
    const unknown = await override(jobId, documentId, "not-a-finding", "The officer accepts this form");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "CHECK_FINDING_NOT_FOUND" });

    for (const [index, found] of errors.entries()) {
      const response = await override(jobId, documentId, found.id, `Checked against the original, case ${index + 1}`);
      expect(response.statusCode).toBe(200);
      const left = response.json<OrderChecksDto>().documents[0]!.report!.blocking;
      expect(left).toBe(errors.length - index - 1);
      if (index < errors.length - 1) expect((await completeJob(t, translator.cookie, jobId)).statusCode).toBe(409);
    }
    expect((await completeJob(t, translator.cookie, jobId)).statusCode).toBe(200);

    const adminView = await get(t, `/api/admin/orders/${orderId}/checks`, admin);
    expect(adminView.statusCode).toBe(200);
    const adminReport = adminView.json<OrderChecksDto>().documents[0]!.report!;
    expect(adminReport.blocking).toBe(0);
    const reasons = adminReport.findings.filter((found) => found.override).map((found) => found.override!);
    expect(reasons).toHaveLength(errors.length);
    expect(reasons[0]).toMatchObject({ reason: "Checked against the original, case 1", by: "Zeynep Arslan" });
  });

  it("keeps an override on a new version while that exact error is still found", async () => {
    const { jobId, documentId } = await assignedExtract();
    await upload(jobId, documentId, docx(translationWith({ 9: "Date of Birth: 12/03/1985" })));
    const report = (await runChecks(jobId, documentId)).json<OrderChecksDto>().documents[0]!.report!;
    const swapped = report.findings.find((found) => found.code === "DATE_SWAPPED")!;
    expect((await override(jobId, documentId, swapped.id, "The original itself reads month first")).statusCode).toBe(
      200,
    );
    // The same error on a new upload stays overridden; a new error on another line blocks.
    await upload(jobId, documentId, docx(translationWith({ 9: "Date of Birth: 12/03/1985", 4: "Name: Ayşe" })));
    expect((await jobChecks(jobId)).report!.stale).toBe(true);
    const next = (await runChecks(jobId, documentId)).json<OrderChecksDto>().documents[0]!.report!;
    expect(next.findings.find((found) => found.code === "DATE_SWAPPED")!.override?.reason).toBe(
      "The original itself reads month first",
    );
    expect(next.blocking).toBe(1);
  });
});

describe("checks of the editor's segments", () => {
  it("checks the segments, marks the report stale after an edit and re-runs it at completion", async () => {
    const { jobId, documentId } = await assignedExtract();
    const rows = await t.db
      .insert(documentSegments)
      .values(
        SOURCE.map((source, position) => ({
          documentId,
          position,
          kind: "line" as const,
          source,
          target: position === 8 ? "Date of Birth: 12/03/1985" : TRANSLATION[position]!,
        })),
      )
      .returning();
    const dateSegment = rows.find((row) => row.position === 8)!;

    const report = (await runChecks(jobId, documentId)).json<OrderChecksDto>().documents[0]!.report!;
    expect(report.subject).toBe("segments");
    expect(report.translationId).toBeNull();
    expect(report.findings.filter((found) => found.severity === "error")).toEqual([
      expect.objectContaining({
        segmentId: String(dateSegment.id),
        code: "DATE_SWAPPED",
        source: "Doğum Tarihi: 12.03.1985",
        target: "Date of Birth: 12/03/1985",
      }),
    ]);
    // Completion needs a translation version of every document (the rendered PDF: here an upload stands in).
    await upload(jobId, documentId, docx(TRANSLATION));
    expect((await completeJob(t, translator.cookie, jobId)).statusCode).toBe(409);

    await t.db
      .update(documentSegments)
      .set({ target: "Date of Birth: March 12, 1985", revision: 1 })
      .where(eq(documentSegments.id, dateSegment.id));
    expect((await jobChecks(jobId)).report!.stale).toBe(true);
    expect((await completeJob(t, translator.cookie, jobId)).statusCode).toBe(200);
    const final = (await jobChecks(jobId)).report!;
    expect(final).toMatchObject({ subject: "segments", errors: 0, stale: false, translationVersion: 1 });
  });
});

describe("access", () => {
  it("answers 404 Job not found for another translator's job, and 400 when nothing is translated yet", async () => {
    const { jobId, documentId } = await assignedExtract();
    const theirs = await runChecks(jobId, documentId, colleague.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe("Job not found");
    const nothing = await runChecks(jobId, documentId);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ code: "CHECKS_NOTHING_TO_CHECK" });
  });
});
