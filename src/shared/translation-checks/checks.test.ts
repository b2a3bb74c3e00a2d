// Each check on its own cases, through runChecks (what the editor and the server call).
import { describe, expect, it } from "vitest";
import type { Finding } from "./codes";
import { runChecks } from "./index";
import type { CheckContext, Direction } from "./types";

const context = (direction: Direction = "tr-en", extra: Partial<CheckContext> = {}): CheckContext => ({
  direction,
  names: [],
  terms: [],
  ...extra,
});
const one = (source: string, target: string, ctx = context()) => runChecks([{ id: "1", source, target }], ctx);
const codes = (findings: Finding[]) => findings.map((found) => found.code);

describe("numbers", () => {
  it("accepts grades, amounts and case numbers converted to English", () => {
    expect(
      one(
        "Not ortalaması 3,45; harç 1.250,50 TL; 2019/345 Esas",
        "Grade average 3.45; fee TRY 1,250.50; Case No. 2019/345",
      ),
    ).toEqual([]);
    expect(one("Harç: 1.250,50 TL", "Fee: 1,250.50 TL")).toEqual([]);
    expect(one("Harç: 1.250,50 TL", "Fee: TL 1,250.50")).toEqual([]);
  });

  it("reports a grade left with its decimal comma as missing", () => {
    expect(one("Not ortalaması: 3,45", "Grade average: 3,45")).toEqual([
      { segmentId: "1", check: "numbers", severity: "error", code: "NUMBER_MISSING", params: { number: "3,45" } },
    ]);
  });

  it("warns of a number added, but not of the parts of a converted date", () => {
    expect(one("Sayfa 2", "Page 2 of 3")).toMatchObject([
      { code: "NUMBER_ADDED", severity: "warning", params: { number: "3" } },
    ]);
    expect(one("Tarih: 05.01.2024", "Date: January 5, 2024")).toEqual([]);
  });

  it("warns of an amount that lost its currency", () => {
    expect(codes(one("Harç: 1.250,50 TL", "Fee: 1,250.50"))).toEqual(["CURRENCY_MISSING"]);
  });

  it("warns of a source ID number whose check digits are wrong, as a note to compare with the original", () => {
    expect(one("T.C. Kimlik No: 12345678901", "Turkish ID No: 12345678901")).toMatchObject([
      { code: "ID_CHECKSUM_INVALID", severity: "warning" },
    ]);
  });

  it("counts repeated numbers", () => {
    expect(codes(one("12 adet, 12 sayfa", "12 copies, pages"))).toEqual(["NUMBER_MISSING"]);
  });
});

describe("dates", () => {
  it.each(["March 12, 1985", "Mar. 12, 1985", "03/12/1985", "1985-03-12"])("accepts %s for 12 Mart 1985", (target) => {
    expect(one("Doğum Tarihi: 12 MART 1985", `Date of Birth: ${target}`)).toEqual([]);
  });

  it("reports a missing date, and a Turkish order left in a day over 12 as swapped", () => {
    expect(one("Doğum Tarihi: 12.03.1985", "Date of Birth:")).toMatchObject([
      { code: "DATE_MISSING", severity: "error", params: { expected: "March 12, 1985" } },
    ]);
    expect(one("Doğum Tarihi: 25.03.1985", "Date of Birth: 25/03/1985")).toMatchObject([
      { code: "DATE_SWAPPED", severity: "error" },
    ]);
    expect(one("Doğum Tarihi: 12.03.1985", "Date of Birth: March 13, 1985")).toMatchObject([
      { code: "DATE_MISSING" },
      { code: "DATE_ADDED", severity: "warning", params: { found: "March 13, 1985" } },
    ]);
  });

  it("takes a day equal to its month as the same date either way", () => {
    expect(one("03.03.1985", "03/03/1985")).toEqual([]);
  });

  it("warns when the date is right but not in a US form", () => {
    expect(one("Doğum Tarihi: 12.03.1985", "Date of Birth: 12 March 1985")).toMatchObject([
      { code: "DATE_NOT_US_FORM", severity: "warning" },
    ]);
  });
});

describe("names", () => {
  const names = context("tr-en", { names: [{ asWritten: "Şükrü Işık", passportSpelling: "SUKRU ISIK" }] });

  it("checks a full name and its words on separate lines", () => {
    expect(one("Adı Soyadı: ŞÜKRÜ IŞIK", "Full Name: SUKRU ISIK", names)).toEqual([]);
    expect(one("Soyadı: IŞIK", "Surname: Isik", names)).toEqual([]);
    expect(one("Soyadı: IŞIK", "Surname: IŞIK", names)).toMatchObject([
      { code: "NAME_TURKISH_LETTERS", params: { found: "IŞIK", passport: "ISIK" } },
    ]);
    expect(codes(one("Adı: ŞÜKRÜ", "Name: Shukru", names))).toEqual(["NAME_NOT_AS_PASSPORT"]);
  });

  it("leaves names without a passport spelling alone", () => {
    expect(one("Baba Adı: MEHMET", "Father's Name: MEHMET", names)).toEqual([]);
  });
});

describe("untranslated", () => {
  it("reports a translation equal to the source, unless it is numbers, names or one proper noun", () => {
    expect(codes(one("Medeni Hali: Evli", "Medeni Hali: Evli"))).toEqual(["TARGET_SAME_AS_SOURCE"]);
    expect(one("12345678950", "12345678950")).toEqual([]);
    expect(one("ÜSKÜDAR", "ÜSKÜDAR")).toEqual([]);
    expect(codes(one("Evli", "Evli"))).toEqual(["SOURCE_WORDS_LEFT"]);
    expect(codes(one("Medeni Hali: Evli", "Marital Status: EVLİ"))).toEqual(["SOURCE_WORDS_LEFT"]);
    expect(
      one(
        "AYŞE YILMAZ",
        "AYŞE YILMAZ",
        context("tr-en", { names: [{ asWritten: "Ayşe Yılmaz", passportSpelling: "Ayşe Yılmaz" }] }),
      ),
    ).toEqual([]);
  });

  it("warns of Turkish letters outside names and proper nouns copied from the source", () => {
    expect(one("Doğum Yeri: Üsküdar", "Place of Birth: Üsküdar")).toEqual([]);
    expect(one("Açıklama: yok", "Note: açıklama none")).toMatchObject([
      { code: "TURKISH_LETTERS_LEFT", severity: "warning", params: { words: "açıklama" } },
    ]);
  });

  it("reports English words left in an en-tr translation", () => {
    expect(one("Marital Status: Married", "Medeni Hali: Married", context("en-tr"))).toMatchObject([
      { code: "SOURCE_WORDS_LEFT", severity: "error", params: { words: "Married" } },
    ]);
  });
});

describe("length", () => {
  it("warns of a segment far shorter than the document's usual ratio", () => {
    const sentence = "Bu belge nüfus kütüğündeki kayıtların aslının aynısı olarak düzenlenmiştir";
    const english = "This document has been issued as a true copy of the records in the registry";
    const segments = Array.from({ length: 6 }, (_, index) => ({
      id: String(index + 1),
      source: `${sentence} ${index}`,
      target: index === 5 ? "This document 5." : `${english} ${index}`,
    }));
    expect(runChecks(segments, context())).toMatchObject([
      { segmentId: "6", code: "LENGTH_OUTLIER", severity: "warning", params: { median: 1.01 } },
    ]);
  });
});

describe("terminology", () => {
  const terms = context("tr-en", {
    terms: [{ tr: "Nüfus Müdürlüğü", en: "Civil Registry Office", forbidden: ["Population Directorate"] }],
  });

  it("warns when the approved translation is missing and accepts it in any case", () => {
    expect(one("ÜSKÜDAR NÜFUS MÜDÜRLÜĞÜ", "ÜSKÜDAR CIVIL REGISTRY OFFICE", terms)).toEqual([]);
    expect(codes(one("Üsküdar Nüfus Müdürlüğü", "Üsküdar Registry", terms))).toEqual(["TERM_MISSING"]);
  });

  it("reports a forbidden variant as an error", () => {
    expect(codes(one("Üsküdar Nüfus Müdürlüğü", "Üsküdar population directorate", terms))).toEqual([
      "TERM_FORBIDDEN",
      "TERM_MISSING",
    ]);
  });

  it("checks the approved Turkish term in en-tr", () => {
    const enTr = context("en-tr", { terms: terms.terms });
    expect(codes(one("Civil Registry Office of Üsküdar", "Üsküdar Nüfus Dairesi", enTr))).toEqual(["TERM_MISSING"]);
    expect(one("Civil Registry Office of Üsküdar", "Üsküdar Nüfus Müdürlüğü", enTr)).toEqual([]);
  });

  it("asks a term inside a longer one only where it stands alone, and takes the approved term without its final period", () => {
    const nested = context("tr-en", {
      terms: [
        { tr: "T.C.", en: "Republic of Türkiye", forbidden: [] },
        { tr: "Kimlik No", en: "Identity No.", forbidden: [] },
        { tr: "T.C. Kimlik No", en: "T.R. Identity No.", forbidden: [] },
      ],
    });
    expect(one("T.C. Kimlik No: 12345678950", "T.R. Identity No: 12345678950", nested)).toEqual([]);
    const alone = one(
      "T.C. ANKARA VALİLİĞİ T.C. Kimlik No: 12345678950",
      "ANKARA T.R. Identity No.: 12345678950",
      nested,
    );
    expect(alone.map((found) => [found.code, found.params.term])).toEqual([["TERM_MISSING", "T.C."]]);
  });
});

describe("consistency", () => {
  it("warns when the same source is translated two ways", () => {
    const segments = [
      { id: "a", source: "Medeni Hali: Evli", target: "Marital Status: Married" },
      { id: "b", source: "Medeni  hali: evli", target: "Marital status: married" },
      { id: "c", source: "Medeni Hali: Evli", target: "Civil Status: Married" },
    ];
    expect(runChecks(segments, context())).toEqual([
      {
        segmentId: "c",
        check: "consistency",
        severity: "warning",
        code: "INCONSISTENT_TRANSLATION",
        params: { otherSegment: "a" },
      },
    ]);
  });
});

describe("en-tr", () => {
  it("checks dates and numbers the other way", () => {
    expect(
      one(
        "Date of Birth: March 12, 1985; fee $1,250.50",
        "Doğum Tarihi: 12.03.1985; harç 1.250,50 $",
        context("en-tr"),
      ),
    ).toEqual([]);
    expect(codes(one("Date of Birth: 03/12/1985", "Doğum Tarihi: 03.12.1985", context("en-tr")))).toEqual([
      "DATE_SWAPPED",
    ]);
    expect(one("Amount: $1,250.50", "Tutar: 1.250,50 ABD Doları", context("en-tr"))).toEqual([]);
    expect(codes(one("Amount: $1,250.50", "Tutar: 1.250,50", context("en-tr")))).toEqual(["CURRENCY_MISSING"]);
  });
});
