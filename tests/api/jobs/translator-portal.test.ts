import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents, translations } from "../../../src/server/db/schema/documents";
import { orderStatusHistory } from "../../../src/server/db/schema/orders";
import { JOB_MESSAGES } from "../../../src/shared/assignment";
import type { TranslatorJobDetailDto, TranslatorJobList } from "../../../src/shared/schemas/jobs";
import { buildPdf } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import {
  TRANSLATED_PNG,
  approvedTranslator,
  assignOrThrow,
  completeJob,
  get,
  jobDetail,
  paidOrder,
  translatedPdf,
  uploadTranslation,
  type SignedInTranslator,
} from "./fixtures";

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

async function assignedJob(to = translator) {
  const order = await paidOrder(t, customer.cookie);
  const jobId = await assignOrThrow(t, admin, order.id, to.translatorId);
  const [document] = await t.db.select().from(documents).where(eq(documents.orderId, order.id));
  return { orderId: order.id, jobId, documentId: document!.id, documentKey: document!.s3Key };
}

describe("GET /api/translator/jobs", () => {
  it("lists only the signed-in translator's jobs with the order's facts", async () => {
    const mine = await assignedJob();
    const theirs = await assignedJob(colleague);
    const response = await get(t, "/api/translator/jobs", translator.cookie);
    expect(response.statusCode).toBe(200);
    const jobs = response.json<TranslatorJobList>().items;
    expect(jobs.map((job) => job.id)).toContain(mine.jobId);
    expect(jobs.map((job) => job.id)).not.toContain(theirs.jobId);
    expect(jobs.find((job) => job.id === mine.jobId)).toMatchObject({
      orderId: mine.orderId,
      status: "Assigned",
      orderStatus: "processing",
      serviceType: "certified",
      translationDirection: "tr-en",
      wordCount: 1000,
      documentCount: 1,
      translatedCount: 0,
      dueDate: expect.any(String),
    });
  });

  it("is refused to visitors (401), customers and admins (403)", async () => {
    expect((await get(t, "/api/translator/jobs")).statusCode).toBe(401);
    const forCustomer = await get(t, "/api/translator/jobs", customer.cookie);
    expect(forCustomer.statusCode).toBe(403);
    expect(forCustomer.json().message).toBe("Translator access required");
    expect((await get(t, "/api/translator/jobs", admin)).statusCode).toBe(403);
  });
});

describe("a job's documents", () => {
  it("answers 404 Job not found for another translator's job", async () => {
    const { jobId, documentId } = await assignedJob(colleague);
    const response = await get(t, `/api/translator/jobs/${jobId}`, translator.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Job not found");
    expect(
      (await get(t, `/api/translator/jobs/${jobId}/documents/${documentId}/download`, translator.cookie)).statusCode,
    ).toBe(404);
    expect((await uploadTranslation(t, translator.cookie, jobId, documentId, await translatedPdf())).statusCode).toBe(
      404,
    );
    expect((await completeJob(t, translator.cookie, jobId)).statusCode).toBe(404);
  });

  it("lets the translator download the source documents of their job, and no other order's", async () => {
    const { jobId, documentId, documentKey } = await assignedJob();
    const response = await get(t, `/api/translator/jobs/${jobId}/documents/${documentId}/download`, translator.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe("attachment; filename=contract.pdf");
    expect(Buffer.compare(response.rawPayload, await t.storage.get(documentKey))).toBe(0);

    const other = await assignedJob(colleague);
    const foreign = await get(
      t,
      `/api/translator/jobs/${jobId}/documents/${other.documentId}/download`,
      translator.cookie,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Document not found");
    // The customers' own download route stays closed to translators too.
    expect((await get(t, `/api/documents/${other.documentId}/download`, translator.cookie)).statusCode).toBe(404);
  });

  it("keeps every uploaded version; the newest is current and the first upload starts the job", async () => {
    const { jobId, documentId } = await assignedJob();
    const first = await uploadTranslation(t, translator.cookie, jobId, documentId, await translatedPdf("First draft"));
    expect(first.statusCode).toBe(201);
    expect(first.json<TranslatorJobDetailDto>()).toMatchObject({
      status: "In Progress",
      translatedCount: 1,
      completionRefusal: null,
    });
    const second = await uploadTranslation(t, translator.cookie, jobId, documentId, TRANSLATED_PNG);
    const doc = second.json<TranslatorJobDetailDto>().documents[0]!;
    expect(doc.current).toMatchObject({
      version: 2,
      fileName: "stamp-translation.png",
      fileType: "image/png",
      fileSize: TRANSLATED_PNG.bytes.length,
    });
    expect(doc.versions.map((v) => v.version)).toEqual([2, 1]);

    const rows = await t.db.select().from(translations).where(eq(translations.documentId, documentId));
    expect(rows.map((row) => [row.version, row.status, row.uploadedBy, row.jobId])).toEqual([
      [1, "translated", translator.userId, jobId],
      [2, "translated", translator.userId, jobId],
    ]);
    for (const row of rows) expect(await t.storage.exists(row.translatedFileKey!)).toBe(true);
    const [document] = await t.db.select().from(documents).where(eq(documents.id, documentId));
    expect(document!.status).toBe("translated");
  });

  it("checks the translated file like a customer's upload", async () => {
    const { jobId, documentId } = await assignedJob();
    const none = await uploadTranslation(t, translator.cookie, jobId, documentId);
    expect(none.json().message).toBe("Please select at least one file to upload.");
    const text = await uploadTranslation(t, translator.cookie, jobId, documentId, {
      name: "notes.txt",
      bytes: Buffer.from("hello"),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe("File type not supported. Allowed types: .pdf, .jpg, .jpeg, .png, .doc, .docx");
    const fake = await uploadTranslation(t, translator.cookie, jobId, documentId, {
      name: "fake.pdf",
      bytes: Buffer.from("not a pdf"),
    });
    expect(fake.json().message).toBe("File content does not match its type");
    expect(await t.db.select().from(translations).where(eq(translations.documentId, documentId))).toEqual([]);
  });
});

describe("POST /api/translator/jobs/:id/complete", () => {
  it("needs a translation of every document, then completes the job and e-mails the agency", async () => {
    const { orderId, jobId, documentId } = await assignedJob();
    const refused = await completeJob(t, translator.cookie, jobId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(JOB_MESSAGES.missingTranslations);

    await uploadTranslation(t, translator.cookie, jobId, documentId, await translatedPdf());
    const response = await completeJob(t, translator.cookie, jobId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "Completed",
      completedAt: expect.any(String),
      workRefusal: JOB_MESSAGES.jobCompleted,
    });

    const [mail] = await t.mailer.listOutbox({ to: "orders@bosphorustranslate.com", limit: 1 });
    expect(mail!.subject).toBe(`Translation delivered to the customer: order #${orderId}`);
    expect(mail!.text).toContain("Zeynep Arslan has completed the translation");
    expect(mail!.text).toContain(`${t.config.publicUrl}/admin/orders/${orderId}`);
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    expect(history.at(-1)!.note).toBe(`Translation job #${jobId} completed by Zeynep Arslan: 1 document translated`);

    const late = await uploadTranslation(t, translator.cookie, jobId, documentId, await translatedPdf());
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(JOB_MESSAGES.jobCompleted);
    expect((await completeJob(t, translator.cookie, jobId)).json().message).toBe(JOB_MESSAGES.jobCompleted);
  });

  it("counts every document of the order", async () => {
    const { orderId, jobId } = await assignedJob();
    // A second document, added straight to the database (the order is already paid).
    const [extra] = await t.db
      .insert(documents)
      .values({
        orderId,
        originalFilename: "second.pdf",
        s3Key: "documents/2026/01/x",
        fileType: "application/pdf",
        fileSize: 10,
      })
      .returning();
    const detail = await jobDetail(t, translator.cookie, jobId);
    for (const doc of detail.documents.filter((d) => d.id !== extra!.id)) {
      await uploadTranslation(t, translator.cookie, jobId, doc.id, await translatedPdf());
    }
    expect((await completeJob(t, translator.cookie, jobId)).json().message).toBe(JOB_MESSAGES.missingTranslations);
    await uploadTranslation(t, translator.cookie, jobId, extra!.id, {
      name: "second.pdf",
      bytes: await buildPdf([["two"]]),
    });
    expect((await completeJob(t, translator.cookie, jobId)).statusCode).toBe(200);
  });

  it("refuses work once the order has left processing", async () => {
    const { orderId, jobId, documentId } = await assignedJob();
    await t.app.inject({
      method: "PUT",
      url: `/api/admin/orders/${orderId}/status`,
      headers: { cookie: admin },
      payload: { status: "cancelled" },
    });
    const response = await uploadTranslation(t, translator.cookie, jobId, documentId, await translatedPdf());
    expect(response.statusCode).toBe(400);
    // Cancelling closed the job (docs/delivery.md "Order lifecycle"), so that is what the translator is told.
    expect(response.json().message).toBe(JOB_MESSAGES.jobCancelled);
  });
});
