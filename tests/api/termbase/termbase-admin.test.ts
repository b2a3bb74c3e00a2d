import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { terms } from "../../../src/server/db/schema/termbase";
import { seedDatabase } from "../../../src/server/seed/seed-database";
import { SEED_TERMS } from "../../../src/server/termbase/seed-terms";
import type { TermDto, TermImportResult, TermListDto } from "../../../src/shared/schemas/termbase";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";

// The termbase's admin API (docs/workbench.md, "Termbase") on a seeded database: list, search, edit, import, export.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function list(query: string): Promise<TermListDto> {
  const response = await call("GET", `/api/admin/termbase?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<TermListDto>();
}

const liveCount = async () => (await t.db.select({ id: terms.id }).from(terms).where(isNull(terms.deletedAt))).length;

describe("the seeded termbase", () => {
  it("holds every seeded term after the start seed, and a second start adds none", async () => {
    expect(await liveCount()).toBe(SEED_TERMS.length);
    expect(SEED_TERMS.length).toBeGreaterThanOrEqual(300);
    expect((await list("limit=1")).total).toBe(SEED_TERMS.length);
    await seedDatabase(t.db, { admin: TEST_ADMIN });
    expect(await liveCount()).toBe(SEED_TERMS.length);
  });

  it("never overwrites an admin's edit nor brings back a term the admin deleted", async () => {
    const [marital] = (await list("search=Medeni%20Hali")).items.filter((term) => term.tr === "Medeni Hali");
    const edited = await call("PUT", `/api/admin/termbase/${marital!.id}`, {
      tr: "Medeni Hali",
      en: "Marital status",
      documentTypes: [],
      note: "Lower case in tables",
      forbidden: ["Civil State"],
    });
    expect(edited.statusCode).toBe(200);
    const [widowed] = (await list("search=widowed")).items.filter((term) => term.tr === "Dul");
    expect((await call("DELETE", `/api/admin/termbase/${widowed!.id}`)).statusCode).toBe(200);

    await seedDatabase(t.db, { admin: TEST_ADMIN });
    const [row] = await t.db.select().from(terms).where(eq(terms.id, marital!.id));
    expect(row).toMatchObject({ en: "Marital status", note: "Lower case in tables" });
    const dul = await t.db
      .select()
      .from(terms)
      .where(and(eq(terms.trKey, "dul"), isNull(terms.deletedAt)));
    expect(dul).toEqual([]);
  });
});

describe("GET /api/admin/termbase", () => {
  it("searches the Turkish without Turkish letters and the English, case-blind", async () => {
    const found = await list("search=nufus%20kayit%20ornegi");
    expect(found.items.map((term) => term.tr)).toEqual(
      expect.arrayContaining(["Nüfus Kayıt Örneği", "Tam Vukuatlı Nüfus Kayıt Örneği"]),
    );
    expect(found.items.every((term) => /Nüfus Kayıt Örneği/.test(term.tr))).toBe(true);
    const english = await list("search=DOCKET");
    expect(english.items.map((term) => term.tr)).toEqual(["Esas No"]);
  });

  it("filters by document type: the type's own terms and those for every type", async () => {
    const court = await list("documentType=court_document&search=esas%20no");
    expect(court.items.map((term) => term.tr)).toEqual(["Esas No"]);
    const everyType = await list("documentType=court_document&search=t.c.%20kimlik%20no");
    expect(everyType.items.map((term) => term.tr)).toContain("T.C. Kimlik No");
    // "Kredi" is a diploma term; "Toplam Kredi" holds for every type.
    const credits = (await list("documentType=court_document&search=kredi")).items.map((term) => term.tr);
    expect(credits).not.toContain("Kredi");
    expect(credits).toContain("Toplam Kredi");
    const school = (await list("documentType=diploma&search=kredi")).items.map((term) => term.tr);
    expect(school).toEqual(expect.arrayContaining(["Kredi", "Toplam Kredi"]));
  });

  it("pages with a cursor, no term twice", async () => {
    const first = await list("limit=10");
    expect(first.items).toHaveLength(10);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`limit=10&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(10);
    const ids = [...first.items, ...second.items].map((term) => term.id);
    expect(new Set(ids).size).toBe(20);
  });

  it("refuses a bad limit and an unknown document type", async () => {
    expect((await call("GET", "/api/admin/termbase?limit=500")).statusCode).toBe(400);
    const response = await call("GET", "/api/admin/termbase?documentType=transcript");
    expect(response.statusCode).toBe(400);
  });
});

describe("adding, editing and deleting a term", () => {
  it("adds a term with the admin as its editor, and refuses the same Turkish term for the same types", async () => {
    const created = await call("POST", "/api/admin/termbase", {
      tr: "Öğrenim Belgesi",
      en: "Certificate of Education",
      documentTypes: ["other", "diploma", "other"],
      note: "",
      forbidden: ["Learning Document", " ", "Learning Document"].filter((variant) => variant.trim()),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<TermDto>()).toMatchObject({
      tr: "Öğrenim Belgesi",
      en: "Certificate of Education",
      documentTypes: ["diploma", "other"],
      note: null,
      forbidden: ["Learning Document"],
      updatedByName: expect.any(String),
    });
    const again = await call("POST", "/api/admin/termbase", {
      tr: "ÖĞRENİM BELGESİ",
      en: "Education Certificate",
      documentTypes: ["diploma", "other"],
      forbidden: [],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "TERM_EXISTS" });
    // The same term for another set of types is another entry.
    const forCourts = await call("POST", "/api/admin/termbase", {
      tr: "Öğrenim Belgesi",
      en: "Educational Certificate",
      documentTypes: ["court_document"],
      forbidden: [],
    });
    expect(forCourts.statusCode).toBe(201);
  });

  it("refuses an empty term with the form's message", async () => {
    const response = await call("POST", "/api/admin/termbase", { tr: " ", en: "X", documentTypes: [], forbidden: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Please enter the Turkish term", code: "TERM_TR_REQUIRED" });
  });

  it("edits, deletes, answers 404 for the deleted term, and adds it back on request", async () => {
    const created = (
      await call("POST", "/api/admin/termbase", { tr: "Vukuat", en: "Events", documentTypes: [], forbidden: [] })
    ).json<TermDto>();
    const edited = await call("PUT", `/api/admin/termbase/${created.id}`, {
      tr: "Vukuat",
      en: "Recorded Events",
      documentTypes: [],
      forbidden: ["Incidents"],
    });
    expect(edited.json<TermDto>()).toMatchObject({ en: "Recorded Events", forbidden: ["Incidents"] });
    expect((await call("DELETE", `/api/admin/termbase/${created.id}`)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/admin/termbase/${created.id}`)).json()).toMatchObject({
      code: "TERM_NOT_FOUND",
    });
    expect(
      (
        await call("PUT", `/api/admin/termbase/${created.id}`, {
          tr: "Vukuat",
          en: "E",
          documentTypes: [],
          forbidden: [],
        })
      ).statusCode,
    ).toBe(404);
    expect((await list("search=vukuat%20")).items.map((term) => term.tr)).not.toContain("Vukuat");
    const back = await call("POST", "/api/admin/termbase", {
      tr: "Vukuat",
      en: "Events",
      documentTypes: [],
      forbidden: [],
    });
    expect(back.statusCode).toBe(201);
  });

  it("refuses renaming a term onto another live term", async () => {
    const one = (
      await call("POST", "/api/admin/termbase", { tr: "Terim Bir", en: "One", documentTypes: [], forbidden: [] })
    ).json<TermDto>();
    await call("POST", "/api/admin/termbase", { tr: "Terim İki", en: "Two", documentTypes: [], forbidden: [] });
    const clash = await call("PUT", `/api/admin/termbase/${one.id}`, {
      tr: "TERİM İKİ",
      en: "One",
      documentTypes: [],
      forbidden: [],
    });
    expect(clash.statusCode).toBe(409);
  });
});

describe("import and export", () => {
  it("imports a CSV, reporting added, updated and skipped, and exports what it holds", async () => {
    const file = [
      "tr,en,document_types,note,forbidden",
      'Esas No,Docket No.,court_document,,"Basis No.;Principal No.;Essence No."', // as seeded: skipped
      'Karar No,Judgment No.,court_document,"Some courts say ""Judgment"".",', // changed English: updated
      "Celp,Summons,court_document,,Calling Paper", // new
      '"Yabancılar Şubesi","Foreigners\' Branch",,,', // new
    ].join("\n");
    const imported = await call("POST", "/api/admin/termbase-files/import", { format: "csv", content: file });
    expect(imported.statusCode).toBe(200);
    expect(imported.json<TermImportResult>()).toEqual({ added: 2, updated: 1, skipped: 1 });
    const [decision] = (await list("search=karar%20no")).items.filter((term) => term.tr === "Karar No");
    expect(decision).toMatchObject({ en: "Judgment No.", note: 'Some courts say "Judgment".', forbidden: [] });

    const exported = await call("GET", "/api/admin/termbase-files/export?format=csv");
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(exported.headers["content-disposition"]).toMatch(
      /^attachment; filename="?termbase-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    expect(exported.body).toContain("Celp,Summons,court_document,,Calling Paper\r\n");
    // Exported and imported back: nothing changes.
    const again = await call("POST", "/api/admin/termbase-files/import", { format: "csv", content: exported.body });
    expect(again.json<TermImportResult>()).toEqual({ added: 0, updated: 0, skipped: await liveCount() });
  });

  it("exports TBX that imports back unchanged", async () => {
    const exported = await call("GET", "/api/admin/termbase-files/export?format=tbx");
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('<martif type="TBX-Basic" xml:lang="en">');
    expect(exported.body).toContain("<term>Nüfus Kayıt Örneği</term>");
    const again = await call("POST", "/api/admin/termbase-files/import", { format: "tbx", content: exported.body });
    expect(again.json<TermImportResult>()).toEqual({ added: 0, updated: 0, skipped: await liveCount() });
  });

  it("refuses a bad file with the line or entry, writing nothing", async () => {
    const before = await liveCount();
    const csv = await call("POST", "/api/admin/termbase-files/import", {
      format: "csv",
      content: "tr,en,document_types,note,forbidden\nYeni Terim,New Term,,,\nBozuk,,,,",
    });
    expect(csv.statusCode).toBe(400);
    expect(csv.json()).toMatchObject({
      code: "TERMBASE_CSV_TERM_MISSING",
      message: "Line 3: both the Turkish term (tr) and the English (en) are required",
    });
    const tbx = await call("POST", "/api/admin/termbase-files/import", {
      format: "tbx",
      content: '<martif type="TBX-Basic"><text><body><termEntry><langSet xml:lang="tr"></body></text></martif>',
    });
    expect(tbx.statusCode).toBe(400);
    expect(tbx.json()).toMatchObject({ code: "TERMBASE_TBX_XML" });
    expect(await liveCount()).toBe(before);
  });
});
