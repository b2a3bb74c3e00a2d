import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../../../src/server/db/schema/documents";
import { documentSegments } from "../../../src/server/db/schema/workbench";
import type { DocumentTermsDto } from "../../../src/shared/schemas/workbench";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { approvedTranslator, assignOrThrow, get, paidOrder, type SignedInTranslator } from "../jobs/fixtures";

// GET /api/translator/jobs/:id/documents/:documentId/terms: the termbase's hits in a document's segments, for the
// job's own translator only (docs/workbench.md, "Termbase").

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
  // Two translators through the whole application (e-mail, identity, approval, password): slow on a busy machine.
}, 180_000);
afterAll(async () => t.close());

/** A paid court-document order assigned to `to`, its document split into the given segments. */
async function jobWithSegments(sources: string[], to = translator) {
  const order = await paidOrder(t, customer.cookie, {
    items: [{ documentType: "court_document", wordCount: 300 }],
  });
  const jobId = await assignOrThrow(t, admin, order.id, to.translatorId);
  const [document] = await t.db.select().from(documents).where(eq(documents.orderId, order.id));
  const segments = await t.db
    .insert(documentSegments)
    .values(sources.map((source, position) => ({ documentId: document!.id, position, kind: "line" as const, source })))
    .returning({ id: documentSegments.id });
  return { jobId, documentId: document!.id, segmentIds: segments.map((segment) => segment.id) };
}

describe("GET /api/translator/jobs/:id/documents/:documentId/terms", () => {
  it("lists every term hit of the document's segments with the approved English and forbidden variants", async () => {
    const sources = [
      "T.C. ANKARA 3. ASLİYE HUKUK MAHKEMESİ",
      "ESAS NO: 2024/118",
      "Davacının Nüfus Kayıt Örneğinde yazılı T.C. Kimlik No: 12345678901",
    ];
    const { jobId, documentId, segmentIds } = await jobWithSegments(sources);
    const response = await get(t, `/api/translator/jobs/${jobId}/documents/${documentId}/terms`, translator.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json<DocumentTermsDto>();
    expect(body.documentId).toBe(documentId);
    const shown = body.hits.map((hit) => [
      sources[segmentIds.indexOf(hit.segmentId)]!.slice(hit.start, hit.end),
      hit.source,
      hit.approved,
    ]);
    expect(shown).toEqual([
      ["T.C.", "T.C.", "Republic of Türkiye"],
      ["ASLİYE HUKUK MAHKEMESİ", "ASLİYE HUKUK MAHKEMESİ", "Civil Court of First Instance"],
      ["ESAS NO", "ESAS NO", "Docket No."],
      // "Davacı" with the genitive suffix.
      ["Davacının", "Davacının", "Plaintiff"],
      ["Nüfus Kayıt Örneğinde", "Nüfus Kayıt Örneğinde", "Civil Registry Record"],
      ["T.C. Kimlik No", "T.C. Kimlik No", "T.R. Identity No."],
    ]);
    const registry = body.hits.find((hit) => hit.approved === "Civil Registry Record");
    expect(registry?.forbidden).toContain("Population Register Sample");
  }, 120_000);

  it("uses only the terms for the document's type and those for every type", async () => {
    // "Kredi" is a diploma term: in a court document it is no hit; "Tanık" holds for every type.
    const { jobId, documentId } = await jobWithSegments(["Kredi: 4", "Tanık: Ayşe Yılmaz"]);
    const response = await get(t, `/api/translator/jobs/${jobId}/documents/${documentId}/terms`, translator.cookie);
    expect(response.json<DocumentTermsDto>().hits.map((hit) => hit.approved)).toEqual(["Witness"]);
  }, 120_000);

  it("is the job's own translator's only: another translator, another order's document, others are refused", async () => {
    const { jobId, documentId } = await jobWithSegments(["Davacı"]);
    const url = `/api/translator/jobs/${jobId}/documents/${documentId}/terms`;
    expect((await get(t, url, colleague.cookie)).statusCode).toBe(404);
    const other = await jobWithSegments(["Davalı"], colleague);
    const foreign = await get(
      t,
      `/api/translator/jobs/${jobId}/documents/${other.documentId}/terms`,
      translator.cookie,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: "DOCUMENT_NOT_FOUND" });
    expect((await get(t, url, customer.cookie)).statusCode).toBe(403);
    expect((await get(t, url, admin)).statusCode).toBe(403);
    expect((await get(t, url)).statusCode).toBe(401);
  }, 120_000);
});

describe("the termbase's admin routes", () => {
  it("are for a verified admin only", async () => {
    for (const cookie of [translator.cookie, customer.cookie]) {
      expect((await get(t, "/api/admin/termbase", cookie)).statusCode).toBe(403);
      expect((await get(t, "/api/admin/termbase-files/export?format=csv", cookie)).statusCode).toBe(403);
      const created = await t.app.inject({
        method: "POST",
        url: "/api/admin/termbase",
        headers: { cookie },
        payload: { tr: "Davacı", en: "Claimant", documentTypes: [], forbidden: [] },
      });
      expect(created.statusCode).toBe(403);
    }
    expect((await get(t, "/api/admin/termbase")).statusCode).toBe(401);
    expect((await get(t, "/api/admin/termbase", admin)).statusCode).toBe(200);
  });
});
