import { describe, expect, it } from "vitest";
import { AppError } from "../http/app-error";
import type { TermInput } from "../../shared/schemas/termbase";
import { checkImportedTerms } from "./imported-term";
import { readTermsCsv, writeTermsCsv } from "./termbase-csv";
import { readTermsTbx, writeTermsTbx } from "./termbase-tbx";

const TERMS: TermInput[] = [
  {
    tr: "Nüfus Kayıt Örneği",
    en: "Civil Registry Record",
    documentTypes: [],
    note: 'Said "extract" by some agencies; keep the official name.\nSecond line, with a comma',
    forbidden: ["Population Register Sample", "Census Record Sample"],
  },
  { tr: "Esas No", en: "Docket No.", documentTypes: ["court_document"], note: null, forbidden: [] },
  {
    tr: "Ağırlıklı Genel Not Ortalaması",
    en: "Cumulative Weighted GPA",
    documentTypes: ["diploma", "other"],
    note: "A & B < C",
    forbidden: ["Weighted General Note Average"],
  },
];

/** The code and values of the refusal `run` throws. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, code: error.code, params: error.params };
    throw error;
  }
  throw new Error("nothing was refused");
}

const csv = (...lines: string[]) => ["tr,en,document_types,note,forbidden", ...lines].join("\r\n");

describe("termbase CSV", () => {
  it("comes back the same after a round trip (quotes, commas, line breaks, Turkish letters, lists)", () => {
    const written = writeTermsCsv(TERMS);
    expect(written.startsWith("\ufefftr,en,document_types,note,forbidden\r\n")).toBe(true);
    expect(written).toContain(
      '"Said ""extract"" by some agencies; keep the official name.\nSecond line, with a comma"',
    );
    expect(checkImportedTerms(readTermsCsv(written))).toEqual(TERMS);
  });

  it("reads lists separated by ; and names the line each entry starts on", () => {
    const entries = readTermsCsv(csv('Dul,Widowed,"birth_certificate; marriage_certificate",,', "", "Evli,Married,,,"));
    expect(entries.map((entry) => [entry.place, entry.raw.documentTypes])).toEqual([
      [{ format: "csv", line: 2 }, ["birth_certificate", "marriage_certificate"]],
      [{ format: "csv", line: 4 }, []],
    ]);
  });

  it("refuses a bad file naming the line and the problem", () => {
    expect(refusal(() => readTermsCsv("turkish,english\r\nDul,Widowed"))).toMatchObject({
      status: 400,
      code: "TERMBASE_CSV_HEADER",
    });
    expect(refusal(() => readTermsCsv(csv("Dul,Widowed,,,", "Evli,Married")))).toMatchObject({
      code: "TERMBASE_CSV_UNREADABLE",
      params: { line: 3 },
    });
    expect(refusal(() => readTermsCsv(csv('"Dul,Widowed,,,')))).toMatchObject({ code: "TERMBASE_CSV_UNREADABLE" });
    expect(refusal(() => checkImportedTerms(readTermsCsv(csv("Dul,Widowed,,,", ",Married,,,"))))).toMatchObject({
      code: "TERMBASE_CSV_TERM_MISSING",
      params: { line: 3 },
    });
    expect(refusal(() => checkImportedTerms(readTermsCsv(csv("Dul,Widowed,transcript,,"))))).toMatchObject({
      code: "TERMBASE_CSV_DOCUMENT_TYPE",
      params: { line: 2, value: "transcript" },
    });
    expect(refusal(() => checkImportedTerms(readTermsCsv(csv(`Dul,${"W".repeat(201)},,,`))))).toMatchObject({
      code: "TERMBASE_CSV_TOO_LONG",
      params: { line: 2 },
    });
    // The same Turkish term (folded: DUL = Dul) for the same document types, twice.
    expect(
      refusal(() => checkImportedTerms(readTermsCsv(csv("Dul,Widowed,,,", "Evli,Married,,,", "DUL,Widow,,,")))),
    ).toMatchObject({
      code: "TERMBASE_CSV_DUPLICATE",
      params: { line: 4, first: 2 },
    });
    expect(refusal(() => checkImportedTerms(readTermsCsv(csv())))).toMatchObject({ code: "TERMBASE_FILE_EMPTY" });
  });
});

const tbx = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">
  <tbxHeader><fileDesc><sourceDesc><p>From another tool</p></sourceDesc></fileDesc></tbxHeader>
  <text><body>${body}</body></text>
</tbx>`;

describe("termbase TBX", () => {
  it("comes back the same after a round trip through TBX-Basic", () => {
    const written = writeTermsTbx(TERMS);
    expect(written).toContain('<martif type="TBX-Basic" xml:lang="en">');
    expect(written).toContain(
      '<tig><term>Population Register Sample</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></tig>',
    );
    expect(checkImportedTerms(readTermsTbx(written))).toEqual(TERMS);
  });

  it("reads TBX v3 (conceptEntry, langSec, termSec), deprecated English terms as forbidden variants", () => {
    const entries = readTermsTbx(
      tbx(`
      <conceptEntry id="c1">
        <descrip type="subjectField">court_document</descrip>
        <note>Top of every court decision.</note>
        <langSec xml:lang="tr-TR"><termSec><term>Esas No</term></termSec></langSec>
        <langSec xml:lang="en-US">
          <termSec><term>Basis No.</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></termSec>
          <termSec><term>Docket No.</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></termSec>
        </langSec>
      </conceptEntry>`),
    );
    expect(checkImportedTerms(entries)).toEqual([
      {
        tr: "Esas No",
        en: "Docket No.",
        documentTypes: ["court_document"],
        note: "Top of every court decision.",
        forbidden: ["Basis No."],
      },
    ]);
  });

  it("refuses a bad file naming the entry and the problem", () => {
    expect(refusal(() => readTermsTbx("<martif><text><body><termEntry></body></text></martif>"))).toMatchObject({
      status: 400,
      code: "TERMBASE_TBX_XML",
    });
    expect(refusal(() => readTermsTbx("<glossary><entry/></glossary>"))).toMatchObject({ code: "TERMBASE_TBX_ROOT" });
    expect(refusal(() => readTermsTbx("just text"))).toMatchObject({ code: "TERMBASE_TBX_ROOT" });
    const entry = (tr: string, en: string, types = "") =>
      `<termEntry>${types}<langSet xml:lang="tr"><tig><term>${tr}</term></tig></langSet><langSet xml:lang="en"><tig><term>${en}</term></tig></langSet></termEntry>`;
    expect(
      refusal(() => checkImportedTerms(readTermsTbx(tbx(entry("Dul", "Widowed") + entry("Evli", ""))))),
    ).toMatchObject({
      code: "TERMBASE_TBX_TERM_MISSING",
      params: { entry: 2 },
    });
    expect(
      refusal(() =>
        checkImportedTerms(readTermsTbx(tbx(entry("Dul", "Widowed", '<descrip type="subjectField">civil</descrip>')))),
      ),
    ).toMatchObject({ code: "TERMBASE_TBX_DOCUMENT_TYPE", params: { entry: 1, value: "civil" } });
    expect(
      refusal(() => checkImportedTerms(readTermsTbx(tbx(entry("Dul", "Widowed") + entry("dul", "Widow"))))),
    ).toMatchObject({
      code: "TERMBASE_TBX_DUPLICATE",
      params: { entry: 2, first: 1 },
    });
  });
});
