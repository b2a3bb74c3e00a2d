import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../../../src/server/db/schema/documents";
import { documentSegments } from "../../../src/server/db/schema/workbench";
import type { XliffImportResultDto } from "../../../src/shared/schemas/xliff";
import { multipartBody } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { approvedTranslator, assignOrThrow, get, paidOrder, type SignedInTranslator } from "../jobs/fixtures";

// Issue 39 item 6: XLIFF 2.0 / 1.2 out of a document's segments and back in.

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

const EXTRACT = [
  { kind: "heading", row: null, col: null, source: "NÜFUS KAYIT ÖRNEĞİ", target: "CIVIL REGISTRY EXTRACT" },
  { kind: "label", row: 0, col: 0, source: "Baba Adı", target: "Father's Name" },
  { kind: "value", row: 0, col: 1, source: "MEHMET", target: "" },
  { kind: "cell", row: 1, col: 2, source: "Doğum Yeri & <İli>", target: "Place of Birth & <Province>" },
  { kind: "sentence", row: null, col: null, source: "Bu belge 12.03.2024 tarihinde verilmiştir.", target: "" },
] as const;

/** A job of `translator` whose one document has the extract's segments (the first two confirmed). */
async function jobWithSegments() {
  const order = await paidOrder(t, customer.cookie);
  const jobId = await assignOrThrow(t, admin, order.id, translator.translatorId);
  const [document] = await t.db.select().from(documents).where(eq(documents.orderId, order.id));
  await t.db.insert(documentSegments).values(
    EXTRACT.map((segment, position) => ({
      ...segment,
      documentId: document!.id,
      position,
      status: position < 2 ? ("confirmed" as const) : ("draft" as const),
      confirmedAt: position < 2 ? new Date("2026-11-01T10:00:00Z") : null,
      revision: position,
    })),
  );
  return { jobId, documentId: document!.id, url: `/api/translator/jobs/${jobId}/documents/${document!.id}/xliff` };
}

const rows = (documentId: number) =>
  t.db
    .select()
    .from(documentSegments)
    .where(eq(documentSegments.documentId, documentId))
    .orderBy(asc(documentSegments.position));

async function importXliff(url: string, xml: string, cookie = translator.cookie) {
  const body = await multipartBody({}, [
    { name: "document.xlf", bytes: Buffer.from(xml), type: "application/xliff+xml" },
  ]);
  return t.app.inject({ method: "POST", url, headers: { ...body.headers, cookie }, payload: body.payload });
}

describe.each(["2.0", "1.2"] as const)("XLIFF %s", (version) => {
  it("exports every segment as a unit named by its id, with its notes, and an unchanged import changes nothing", async () => {
    const { url, documentId } = await jobWithSegments();
    const before = await rows(documentId);
    const exported = await get(t, `${url}?version=${version}`, translator.cookie);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toBe("application/xliff+xml; charset=utf-8");
    expect(exported.headers["content-disposition"]).toMatch(/attachment/);
    const xml = exported.body;
    expect(xml).toContain(`version="${version}"`);
    for (const segment of before) expect(xml).toContain(`id="${segment.id}"`);
    expect(xml).toContain("<note>kind: value</note>");
    expect(xml).toContain("<note>row 0, col 1</note>");
    expect(xml).toContain("<note>pairs with: Baba Adı</note>");
    expect(xml).toContain("Doğum Yeri &amp; &lt;İli&gt;");

    const imported = await importXliff(url, xml);
    expect(imported.statusCode).toBe(200);
    expect(imported.json<XliffImportResultDto>()).toEqual({
      documentId,
      version,
      updated: 0,
      unchanged: 5,
      progress: { total: 5, confirmed: 2 },
    });
    expect(await rows(documentId)).toEqual(before);
    // Out again after the round trip: the same file, notes included.
    expect((await get(t, `${url}?version=${version}`, translator.cookie)).body).toBe(xml);
  });

  it("takes the translated targets: final units confirmed, the others drafts, revisions bumped only where changed", async () => {
    const { url, documentId } = await jobWithSegments();
    const before = await rows(documentId);
    const xml = (await get(t, `${url}?version=${version}`, translator.cookie)).body;
    const [, , value, , sentence] = before;
    const translated =
      version === "2.0"
        ? xml
            .replace(
              new RegExp(`(<unit id="${value!.id}">[\\s\\S]*?)<segment state="initial">([\\s\\S]*?)<target/>`),
              `$1<segment state="final">$2<target>MEHMET</target>`,
            )
            .replace(
              new RegExp(`(<unit id="${sentence!.id}">[\\s\\S]*?)<target/>`),
              `$1<target>This document was issued on 12.03.2024.</target>`,
            )
        : xml
            .replace(
              new RegExp(`(<trans-unit id="${value!.id}") approved="no">([\\s\\S]*?)<target state="new"/>`),
              `$1 approved="yes">$2<target state="translated">MEHMET</target>`,
            )
            .replace(
              new RegExp(`(<trans-unit id="${sentence!.id}"[\\s\\S]*?)<target state="new"/>`),
              `$1<target state="new">This document was issued on 12.03.2024.</target>`,
            );
    expect(translated).not.toBe(xml);

    const imported = await importXliff(url, translated);
    expect(imported.statusCode).toBe(200);
    expect(imported.json<XliffImportResultDto>()).toMatchObject({
      updated: 2,
      unchanged: 3,
      progress: { confirmed: 3 },
    });
    const after = await rows(documentId);
    expect(after[2]).toMatchObject({ target: "MEHMET", status: "confirmed", revision: value!.revision + 1 });
    expect(after[2]!.confirmedAt).not.toBeNull();
    expect(after[4]).toMatchObject({
      target: "This document was issued on 12.03.2024.",
      status: "draft",
      revision: sentence!.revision + 1,
      updatedBy: translator.userId,
    });
    for (const index of [0, 1, 3]) expect(after[index]).toEqual(before[index]);
  });
});

describe("refused imports write nothing", () => {
  it("names a unit that is not a segment of the document", async () => {
    const { url, documentId } = await jobWithSegments();
    const before = await rows(documentId);
    const xml = (await get(t, `${url}?version=2.0`, translator.cookie)).body;
    const wrong = xml
      .replace(`<unit id="${before[4]!.id}">`, `<unit id="999999">`)
      .replace("<target/>", "<target>x</target>");
    const response = await importXliff(url, wrong);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "XLIFF_UNKNOWN_UNIT",
      message: "Unit 999999 of the file is not a segment of this document: nothing was imported",
    });
    expect(await rows(documentId)).toEqual(before);
  });

  it("names the unit whose source differs, with both texts", async () => {
    const { url, documentId } = await jobWithSegments();
    const before = await rows(documentId);
    const xml = (await get(t, `${url}?version=1.2`, translator.cookie)).body;
    const wrong = xml
      .replace("<source>MEHMET</source>", "<source>AHMET</source>")
      .replace('state="new"/>', 'state="new">x</target>');
    const response = await importXliff(url, wrong);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "XLIFF_SOURCE_CHANGED",
      message: `The source of unit ${before[2]!.id} differs from the document's (file: “AHMET”, document: “MEHMET”): nothing was imported`,
    });
    expect(await rows(documentId)).toEqual(before);
  });

  it("names a segment the file leaves out", async () => {
    const { url, documentId } = await jobWithSegments();
    const before = await rows(documentId);
    const xml = (await get(t, `${url}?version=2.0`, translator.cookie)).body;
    const lastUnit = new RegExp(`<unit id="${before[4]!.id}">[\\s\\S]*?</unit>`);
    const response = await importXliff(url, xml.replace("<target/>", "<target>MEHMET</target>").replace(lastUnit, ""));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "XLIFF_MISSING_UNIT", params: { id: String(before[4]!.id) } });
    expect(await rows(documentId)).toEqual(before);
  });

  it("refuses a file that is not XLIFF", async () => {
    const { url } = await jobWithSegments();
    const response = await importXliff(url, "<html><body>hello</body></html>");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "XLIFF_UNREADABLE",
      message: "This file could not be read as XLIFF 2.0 or 1.2: The file is not XLIFF 2.0 or 1.2",
    });
  });

  it("answers another translator's document as not found, both ways", async () => {
    const { url } = await jobWithSegments();
    const exported = await get(t, `${url}?version=2.0`, translator.cookie);
    expect((await get(t, `${url}?version=2.0`, colleague.cookie)).statusCode).toBe(404);
    expect((await importXliff(url, exported.body, colleague.cookie)).statusCode).toBe(404);
  });

  it("refuses an unknown version", async () => {
    const { url } = await jobWithSegments();
    const response = await get(t, `${url}?version=3.0`, translator.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "XLIFF version must be 2.0 or 1.2" });
  });
});
