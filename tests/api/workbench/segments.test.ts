import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translatorJobs } from "../../../src/server/db/schema/translators";
import { documentSegmentations, documentSegments } from "../../../src/server/db/schema/workbench";
import { UNREADABLE_LAYOUT_MESSAGES } from "../../../src/server/documents/document-layout";
import type { AdminWorkbenchDto, DocumentSegmentsDto, SegmentDto } from "../../../src/shared/schemas/workbench";
import { verifiedAdminCookie } from "../admin/admin-session";
import { approvedTranslator, assignOrThrow, get, type SignedInTranslator } from "../jobs/fixtures";
import { buildDoc } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { buildLayoutPdf, paidOrderWith, segment } from "./fixtures";

// Issue 39 items 1, 4 and 8 (docs/workbench.md): an accepted job's documents are segmented once, the job's own
// translator reads and saves them with a revision check, and the admin sees the figures.

let t: TestApp;
let admin: string;
let customer: string;
let translator: SignedInTranslator;
let other: SignedInTranslator;
let jobId: number;
let documentId: number;
let orderId: number;

const EXTRACT = [
  [{ x: 200, text: "NÜFUS KAYIT ÖRNEĞİ" }],
  [
    { x: 54, text: "T.C. Kimlik No" },
    { x: 220, text: "12345678901" },
  ],
  [
    { x: 54, text: "Baba Adı" },
    { x: 220, text: "MEHMET" },
  ],
  [
    { x: 54, text: "Ana Adı" },
    { x: 220, text: "FATMA" },
  ],
  [{ x: 54, text: "Doğum Tarihi: 12.03.1985" }],
  [{ x: 54, text: "Bu belge ilgilinin talebi üzerine düzenlenmiştir. Dr. Ayşe Kaya tarafından onaylanmıştır." }],
];

const segmentsUrl = (job: number, document: number) => `/api/translator/jobs/${job}/documents/${document}/segments`;
const save = (cookie: string, segmentId: number, payload: object, job = jobId) =>
  t.app.inject({
    method: "PUT",
    url: `/api/translator/jobs/${job}/segments/${segmentId}`,
    headers: { cookie },
    payload,
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  customer = (await t.registerCustomer()).cookie;
  translator = await approvedTranslator(t, admin, { fullName: "Deniz Aydın" });
  other = await approvedTranslator(t, admin, { fullName: "Selin Er" });
  ({ orderId, documentId } = await paidOrderWith(t, customer, {
    name: "nufus-kayit.pdf",
    bytes: await buildLayoutPdf(EXTRACT),
    type: "application/pdf",
  }));
  jobId = await assignOrThrow(t, admin, orderId, translator.translatorId);
}, 180_000);
afterAll(async () => t.close());

describe("document.segment", () => {
  it("marks the order's documents pending when the job is assigned, and the translator sees them waiting", async () => {
    const [row] = await t.db
      .select()
      .from(documentSegmentations)
      .where(eq(documentSegmentations.documentId, documentId));
    expect(row?.status).toBe("pending");
    const waiting = await get(t, segmentsUrl(jobId, documentId), translator.cookie);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json<DocumentSegmentsDto>()).toMatchObject({
      status: "pending",
      segments: [],
      progress: { total: 0 },
    });
  });

  it("segments the PDF's text layer into heading, label–value pairs and sentences, once", async () => {
    expect(await segment(t, documentId)).toBe("ready");
    expect(await segment(t, documentId)).toBe("skipped");
    const answer = (await get(t, segmentsUrl(jobId, documentId), translator.cookie)).json<DocumentSegmentsDto>();
    expect(answer.status).toBe("ready");
    expect(answer.pageImages).toBe(0);
    expect(answer.segments.map((s) => [s.kind, s.row, s.col, s.source])).toEqual([
      ["heading", null, null, "NÜFUS KAYIT ÖRNEĞİ"],
      ["label", 0, 0, "T.C. Kimlik No"],
      ["value", 0, 1, "12345678901"],
      ["label", 1, 0, "Baba Adı"],
      ["value", 1, 1, "MEHMET"],
      ["label", 2, 0, "Ana Adı"],
      ["value", 2, 1, "FATMA"],
      ["label", 3, 0, "Doğum Tarihi"],
      ["value", 3, 1, "12.03.1985"],
      ["sentence", null, null, "Bu belge ilgilinin talebi üzerine düzenlenmiştir."],
      ["sentence", null, null, "Dr. Ayşe Kaya tarafından onaylanmıştır."],
    ]);
    expect(answer.segments.map((s) => s.position)).toEqual(answer.segments.map((_, index) => index));
    const stored = await t.db.select().from(documentSegments).where(eq(documentSegments.documentId, documentId));
    expect(stored).toHaveLength(11);
  });

  it("marks a document it cannot read failed with the reason, and the translator's prepare queues it again once", async () => {
    const doc = await paidOrderWith(t, customer, { name: "eski.doc", bytes: buildDoc(), type: "application/msword" });
    const job = await assignOrThrow(t, admin, doc.orderId, translator.translatorId);
    expect(await segment(t, doc.documentId)).toBe("failed");
    const failed = (await get(t, segmentsUrl(job, doc.documentId), translator.cookie)).json<DocumentSegmentsDto>();
    expect(failed).toMatchObject({ status: "failed", error: UNREADABLE_LAYOUT_MESSAGES.doc, segments: [] });

    const prepare = () =>
      t.app.inject({
        method: "POST",
        url: `${segmentsUrl(job, doc.documentId)}/prepare`,
        headers: { cookie: translator.cookie },
      });
    const first = await prepare();
    expect(first.statusCode).toBe(202);
    expect(first.json<DocumentSegmentsDto>()).toMatchObject({ status: "pending", error: null });
    const again = await prepare();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "SEGMENTATION_NOT_NEEDED" });
  });
});

describe("segment routes", () => {
  it("answers another translator, and a job id that is not theirs, 404", async () => {
    expect((await get(t, segmentsUrl(jobId, documentId), other.cookie)).statusCode).toBe(404);
    const [segmentRow] = await t.db.select().from(documentSegments).where(eq(documentSegments.documentId, documentId));
    const refused = await save(other.cookie, segmentRow!.id, { target: "x", status: "draft", revision: 0 });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: "Job not found" });
    // The translator's own job, but a document of another order.
    const foreign = await paidOrderWith(t, customer, {
      name: "other.pdf",
      bytes: await buildLayoutPdf(EXTRACT),
      type: "application/pdf",
    });
    expect((await get(t, segmentsUrl(jobId, foreign.documentId), translator.cookie)).json()).toMatchObject({
      code: "DOCUMENT_NOT_FOUND",
    });
  });

  it("keeps the first of two saves made from the same revision and answers the second 409 SEGMENT_CONFLICT", async () => {
    const { segments } = (await get(t, segmentsUrl(jobId, documentId), translator.cookie)).json<DocumentSegmentsDto>();
    const label = segments.find((s) => s.source === "Baba Adı")!;
    const first = await save(translator.cookie, label.id, {
      target: "Father's Name",
      status: "confirmed",
      revision: 0,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<SegmentDto>()).toMatchObject({ target: "Father's Name", status: "confirmed", revision: 1 });
    const second = await save(translator.cookie, label.id, { target: "Name of father", status: "draft", revision: 0 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: "SEGMENT_CONFLICT",
      segment: { id: label.id, target: "Father's Name", revision: 1 },
    });
    const [stored] = await t.db.select().from(documentSegments).where(eq(documentSegments.id, label.id));
    expect(stored).toMatchObject({ target: "Father's Name", status: "confirmed", revision: 1 });
    const progress = (await get(t, segmentsUrl(jobId, documentId), translator.cookie)).json<DocumentSegmentsDto>();
    expect(progress.progress).toEqual({ total: 11, confirmed: 1 });
  });

  it("shows the admin each document's segments done and where their targets came from", async () => {
    const { segments } = (await get(t, segmentsUrl(jobId, documentId), translator.cookie)).json<DocumentSegmentsDto>();
    const value = segments.find((s) => s.source === "MEHMET")!;
    const heading = segments.find((s) => s.kind === "heading")!;
    await save(translator.cookie, value.id, {
      target: "MEHMET",
      status: "confirmed",
      revision: 0,
      origin: "memory",
      matchScore: 100,
    });
    await save(translator.cookie, heading.id, {
      target: "Civil Registry Extract",
      status: "draft",
      revision: 0,
      origin: "mt",
    });
    const forTranslator = await get(t, `/api/admin/orders/${orderId}/workbench`, translator.cookie);
    expect(forTranslator.statusCode).toBe(403);
    const stats = await get(t, `/api/admin/orders/${orderId}/workbench`, admin);
    expect(stats.statusCode).toBe(200);
    expect(stats.json<AdminWorkbenchDto>()).toEqual({
      orderId,
      documents: [
        {
          documentId,
          fileName: "nufus-kayit.pdf",
          title: "Other Document",
          status: "ready",
          error: null,
          total: 11,
          confirmed: 2,
          fromMemory: 1,
          machine: 1,
          leveragePercent: 9,
        },
      ],
    });
  });

  it("refuses saves once the job is completed: 409 WORKBENCH_JOB_CLOSED, nothing written", async () => {
    const { segments } = (await get(t, segmentsUrl(jobId, documentId), translator.cookie)).json<DocumentSegmentsDto>();
    const line = segments.at(-1)!;
    await t.db.update(translatorJobs).set({ status: "Completed" }).where(eq(translatorJobs.id, jobId));
    try {
      const refused = await save(translator.cookie, line.id, { target: "Approved.", status: "draft", revision: 0 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: "WORKBENCH_JOB_CLOSED" });
      const [stored] = await t.db.select().from(documentSegments).where(eq(documentSegments.id, line.id));
      expect(stored).toMatchObject({ target: "", revision: 0 });
    } finally {
      await t.db.update(translatorJobs).set({ status: "Assigned" }).where(eq(translatorJobs.id, jobId));
    }
  });

  it("has no page image for a text PDF", async () => {
    const response = await get(t, `/api/translator/jobs/${jobId}/documents/${documentId}/pages/1`, translator.cookie);
    expect(response.statusCode).toBe(404);
  });
});
