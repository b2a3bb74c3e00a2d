import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tmUnits } from "../../../src/server/db/schema/translation-memory";
import { documentSegments } from "../../../src/server/db/schema/workbench";
import { addDeliveredSegmentsToMemory } from "../../../src/server/translation-memory/add-delivered-segments";
import { findMemoryMatches } from "../../../src/server/translation-memory/find-memory-matches";
import { preTranslateFromMemory } from "../../../src/server/translation-memory/pre-translate-from-memory";
import { saveMemoryUnits } from "../../../src/server/translation-memory/save-memory-units";
import { deleteMemoryUnit, updateMemoryUnit } from "../../../src/server/memory-api/edit-memory-unit";
import type { MemoryImportResult, MemoryPage } from "../../../src/shared/schemas/translation-memory";
import type { SegmentMatchesDto } from "../../../src/shared/schemas/workbench";
import { verifiedAdminCookie } from "../admin/admin-session";
import { approvedTranslator, assignOrThrow, get, paidOrder, type SignedInTranslator } from "../jobs/fixtures";
import { multipartBody } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { DEMIR_EXTRACT, OZTURK_EXTRACT, firstDocumentOf, translateInWorkbench, writeSegments } from "./fixtures";

// Issue 39 item 3 (docs/workbench.md "Translation memory"): the memory fills when an order completes, offers
// matches with the new values put in, and goes out and back in as TMX.

let t: TestApp;
let admin: string;
let translator: SignedInTranslator;
let customer: Awaited<ReturnType<TestApp["registerCustomer"]>>;
let first: { orderId: number; jobId: number; documentId: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  translator = await approvedTranslator(t, admin, { fullName: "Deniz Aydın" });
  customer = await t.registerCustomer();
  first = await translateInWorkbench(t, {
    admin,
    customerCookie: customer.cookie,
    translator,
    segments: OZTURK_EXTRACT,
  });
}, 180_000);
afterAll(async () => t.close());

const unitsOf = (orderId: number) => t.db.select().from(tmUnits).where(eq(tmUnits.orderId, orderId));

async function importTmx(xml: string, cookie = admin) {
  const body = await multipartBody({}, [{ name: "memory.tmx", bytes: Buffer.from(xml), type: "application/xml" }]);
  return t.app.inject({
    method: "POST",
    url: "/api/admin/memory-files/import",
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

describe("filling the memory when the order is completed", () => {
  it("stores every confirmed segment once, with direction, document type, translator and provenance", async () => {
    const units = await unitsOf(first.orderId);
    expect(units).toHaveLength(OZTURK_EXTRACT.length);
    const birth = units.find((unit) => unit.source === "12.03.1985")!;
    expect(birth).toMatchObject({
      target: "March 12, 1985",
      direction: "tr-en",
      origin: "job",
      translatorName: "Deniz Aydın",
      translatorId: translator.translatorId,
      sourceKey: "{date}",
    });
    expect(birth.documentType).not.toBeNull();
  });

  it("adds nothing when the completion runs again", async () => {
    const before = await t.db.select({ id: tmUnits.id }).from(tmUnits);
    expect(await addDeliveredSegmentsToMemory(t.db, { orderId: first.orderId })).toEqual({
      inserted: 0,
      duplicates: OZTURK_EXTRACT.length,
    });
    const again = await t.app.inject({
      method: "PUT",
      url: `/api/admin/orders/${first.orderId}/status`,
      headers: { cookie: admin },
      payload: { status: "completed" },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await t.db.select({ id: tmUnits.id }).from(tmUnits)).toHaveLength(before.length);
  });
});

describe("matches for another family's extract", () => {
  let second: { orderId: number; jobId: number; documentId: number };
  let segments: (typeof documentSegments.$inferSelect)[];

  beforeAll(async () => {
    const order = await paidOrder(t, customer.cookie);
    const jobId = await assignOrThrow(t, admin, order.id, translator.translatorId);
    const documentId = await firstDocumentOf(t, order.id);
    segments = await writeSegments(t, documentId, DEMIR_EXTRACT, { confirm: false });
    second = { orderId: order.id, jobId, documentId };
  }, 120_000);

  it("offers at least 60 % of the segments at 85 % or more, numbers, dates and names already substituted", async () => {
    let offered = 0;
    for (const [index, segment] of segments.entries()) {
      const response = await get(
        t,
        `/api/translator/jobs/${second.jobId}/segments/${segment.id}/matches`,
        translator.cookie,
      );
      expect(response.statusCode, response.body).toBe(200);
      const { matches } = response.json<SegmentMatchesDto>();
      expect(matches.length).toBeLessThanOrEqual(3);
      const best = matches[0];
      if (best && best.score >= 85 && best.suggestion === DEMIR_EXTRACT[index]!.target) offered++;
    }
    expect(offered / segments.length).toBeGreaterThanOrEqual(0.6);
    expect(offered).toBe(DEMIR_EXTRACT.length - 1); // all but "Bekar" (Single), which the memory has never seen
  });

  it("shows the score, the stored pair and the differences", async () => {
    const date = segments.find((segment) => segment.source.startsWith("Bu belge"))!;
    const { matches } = (
      await get(t, `/api/translator/jobs/${second.jobId}/segments/${date.id}/matches`, translator.cookie)
    ).json<SegmentMatchesDto>();
    expect(matches[0]).toMatchObject({
      score: 98,
      source: "Bu belge 15.01.2024 tarihinde e-Devlet üzerinden alınmıştır.",
      target: "This document was obtained via e-Government on January 15, 2024.",
      suggestion: "This document was obtained via e-Government on September 3, 2024.",
      translatorName: "Deniz Aydın",
      diff: [
        { op: "equal", text: "Bu belge" },
        { op: "delete", text: " 15.01.2024" },
        { op: "insert", text: " 03.09.2024" },
        { op: "equal", text: " tarihinde e-Devlet üzerinden alınmıştır." },
      ],
    });
    const exact = segments.find((segment) => segment.source === "NÜFUS KAYIT ÖRNEĞİ")!;
    const heading = (
      await get(t, `/api/translator/jobs/${second.jobId}/segments/${exact.id}/matches`, translator.cookie)
    ).json<SegmentMatchesDto>();
    expect(heading.matches.map((match) => [match.score, match.suggestion])).toEqual([[100, "CIVIL REGISTRY RECORD"]]);
  });

  it("offers a fuzzy match from 70 % and nothing for an unrelated sentence", async () => {
    const fuzzy = await findMemoryMatches(t.db, {
      source: "Yukarıda kimliği yazılı kişinin nüfus kaydı aşağıda gösterilmiştir.",
      direction: "tr-en",
    });
    expect(fuzzy[0]!.score).toBeGreaterThanOrEqual(70);
    expect(fuzzy[0]!.score).toBeLessThan(95);
    expect(await findMemoryMatches(t.db, { source: "Mahkeme kararı kesinleşmiştir.", direction: "tr-en" })).toEqual([]);
    expect(await findMemoryMatches(t.db, { source: "NÜFUS KAYIT ÖRNEĞİ", direction: "en-tr" })).toEqual([]);
  });

  it("finds fuzzy matches through the memory's distinct keys, as units are added, edited and deleted", async () => {
    const stored = "Mahkeme heyeti tapu iptal davasının reddine oybirliğiyle karar vermiştir.";
    const segment = "Mahkeme heyeti tapu iptal davasının kabulüne oybirliğiyle karar vermiştir.";
    const lookup = () => findMemoryMatches(t.db, { source: segment, direction: "tr-en" });
    expect(await lookup()).toEqual([]);
    await saveMemoryUnits(t.db, [
      {
        direction: "tr-en",
        source: stored,
        target: "The panel unanimously dismissed the land title case.",
        origin: "import",
      },
    ]);
    const [unit] = await t.db.select().from(tmUnits).where(eq(tmUnits.source, stored));
    const [offered] = await lookup();
    expect(offered).toMatchObject({ unitId: unit!.id, source: stored });
    expect(offered!.score).toBeGreaterThanOrEqual(70);
    expect(offered!.score).toBeLessThan(95);
    // The same sentence as a value segment (a table cell): its fuzzy neighbours are not looked for.
    expect(await findMemoryMatches(t.db, { source: segment, direction: "tr-en", value: true })).toEqual([]);
    // Edited into another text, the unit is found for that text and no longer for this one.
    await updateMemoryUnit(t.db, unit!.id, {
      source: "Tanık beyanı tutanağa geçirilmiştir.",
      target: "The witness statement was recorded.",
    });
    expect(await lookup()).toEqual([]);
    const [moved] = await findMemoryMatches(t.db, {
      source: "Tanık beyanı tutanağa aynen geçirilmiştir.",
      direction: "tr-en",
    });
    expect(moved?.unitId).toBe(unit!.id);
    await deleteMemoryUnit(t.db, unit!.id);
    expect(
      await findMemoryMatches(t.db, { source: "Tanık beyanı tutanağa aynen geçirilmiştir.", direction: "tr-en" }),
    ).toEqual([]);
  });

  it("answers only the job's own translator", async () => {
    const segment = segments[0]!;
    const url = `/api/translator/jobs/${second.jobId}/segments/${segment.id}/matches`;
    const other = await approvedTranslator(t, admin, { fullName: "Can Kara" });
    expect((await get(t, url, other.cookie)).json()).toMatchObject({ message: "Job not found" });
    expect((await get(t, url, other.cookie)).statusCode).toBe(404);
    expect((await get(t, url, customer.cookie)).statusCode).toBe(403);
    expect((await get(t, url, admin)).statusCode).toBe(403);
    expect((await get(t, url)).statusCode).toBe(401);
    // A segment of another order's document, through this job: not found.
    const [foreign] = await t.db
      .select({ id: documentSegments.id })
      .from(documentSegments)
      .where(eq(documentSegments.documentId, first.documentId))
      .limit(1);
    const crossed = await get(
      t,
      `/api/translator/jobs/${second.jobId}/segments/${foreign!.id}/matches`,
      translator.cookie,
    );
    expect(crossed.statusCode).toBe(404);
  });

  it("pre-translates the empty drafts whose best match is 95 % or more", async () => {
    const filled = await preTranslateFromMemory(t.db, second.documentId, "tr-en");
    const rows = await t.db
      .select()
      .from(documentSegments)
      .where(eq(documentSegments.documentId, second.documentId))
      .orderBy(documentSegments.position);
    expect(filled).toBe(DEMIR_EXTRACT.length - 1);
    const single = rows.find((row) => row.source === "Bekar")!;
    expect(single).toMatchObject({ target: "", origin: "manual", matchScore: null });
    const name = rows.find((row) => row.source === "ELİF")!;
    expect(name).toMatchObject({ target: "ELIF", origin: "memory", status: "draft" });
    expect(name.matchScore).toBeGreaterThanOrEqual(95);
    // Run again: the filled segments are no longer empty, nothing changes.
    expect(await preTranslateFromMemory(t.db, second.documentId, "tr-en")).toBe(0);
  });
});

describe("the admin's memory", () => {
  it("lists a page with search and direction filter, edits and deletes a unit; admins only", async () => {
    const page = (await get(t, "/api/admin/memory?search=kadikoy&limit=10", admin)).json<MemoryPage>();
    expect(page.items.map((unit) => unit.source).sort()).toEqual(["KADIKÖY", "İl: İSTANBUL İlçe: KADIKÖY"]);
    expect(page.total).toBe(2);
    expect((await get(t, "/api/admin/memory?direction=en-tr", admin)).json<MemoryPage>().items).toEqual([]);
    expect((await get(t, "/api/admin/memory", translator.cookie)).statusCode).toBe(403);
    expect((await get(t, "/api/admin/memory", customer.cookie)).statusCode).toBe(403);

    const unit = page.items.find((item) => item.source === "KADIKÖY")!;
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/admin/memory/${unit.id}`,
      headers: { cookie: admin },
      payload: { source: "KADIKÖY", target: "KADIKÖY (Istanbul)" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ target: "KADIKÖY (Istanbul)", origin: "admin" });
    const twin = page.items.find((item) => item.source !== "KADIKÖY")!;
    const duplicate = await t.app.inject({
      method: "PUT",
      url: `/api/admin/memory/${unit.id}`,
      headers: { cookie: admin },
      payload: { source: twin.source, target: twin.target },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: "MEMORY_UNIT_DUPLICATE" });

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/memory/${unit.id}`,
      headers: { cookie: admin },
    });
    expect(removed.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/memory/${unit.id}`,
      headers: { cookie: admin },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: "MEMORY_UNIT_NOT_FOUND" });
  });

  it("exports TMX 1.4b and imports it back into an empty memory unchanged", async () => {
    await importTmx(`<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4"><header creationtool="x" creationtoolversion="1" segtype="sentence" o-tmf="x" adminlang="en" srclang="en" datatype="plaintext"/>
<body><tu><tuv xml:lang="en-US"><seg>Certified true copy &amp; <ph>&lt;b&gt;</ph>seal</seg></tuv><tuv xml:lang="tr-TR"><seg>Aslının aynıdır &amp; mühür</seg></tuv></tu></body></tmx>`);
    const before = await t.db.select().from(tmUnits).orderBy(tmUnits.id);
    const exported = await get(t, "/api/admin/memory-files/export", admin);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toContain("application/x-tmx+xml");
    expect(exported.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<tmx version="1.4">/u);
    expect(exported.body).toMatch(/<header [^>]*srclang="\*all\*"[^>]*creationdate="\d{8}T\d{6}Z"/u);
    expect(exported.body).toContain(`tuid="${before[0]!.id}"`);
    expect(exported.body).toContain("<seg>Certified true copy &amp; seal</seg>");

    await t.db.delete(tmUnits);
    const response = await importTmx(exported.body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MemoryImportResult>()).toEqual({ imported: before.length, duplicates: 0, skipped: 0 });
    const after = await t.db.select().from(tmUnits).orderBy(tmUnits.id);
    const pairs = (units: typeof before) =>
      units.map((unit) => ({
        direction: unit.direction,
        source: unit.source,
        target: unit.target,
        documentType: unit.documentType,
        createdAt: Math.floor(unit.createdAt.getTime() / 1000),
      }));
    expect(pairs(after)).toEqual(pairs(before));
    // The same file again: all duplicates.
    expect((await importTmx(exported.body)).json()).toEqual({ imported: 0, duplicates: before.length, skipped: 0 });
  });

  it("refuses a file that is not TMX, and a broken one, with a clear message", async () => {
    const html = await importTmx("<html><body>hello</body></html>");
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ code: "TMX_NOT_TMX" });
    expect((await importTmx("just text")).json()).toMatchObject({ code: "TMX_NOT_TMX" });
    const broken = await importTmx(
      '<tmx version="1.4"><header srclang="tr"/><body><tu><tuv xml:lang="tr"><seg>a</tuv>',
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ message: string; code: string }>()).toMatchObject({ code: "TMX_INVALID" });
    expect((await importTmx("<tmx/>", translator.cookie)).statusCode).toBe(403);
  });
});
