// A civil-registry extract (Nüfus Kayıt Örneği) and its English translation, as an officer would read them:
// the correct translation passes, each planted error is reported and blocks delivery (issue 40, item 1).
import { describe, expect, it } from "vitest";
import { findingText, type Finding } from "./codes";
import { hasBlockingFindings, runChecks, runDocumentChecks } from "./index";
import { isValidTcKimlik } from "./numbers";
import type { CheckContext, Segment } from "./types";

const ID = "12345678950";

const SOURCE = [
  "T.C. İÇİŞLERİ BAKANLIĞI NÜFUS VE VATANDAŞLIK İŞLERİ GENEL MÜDÜRLÜĞÜ",
  "NÜFUS KAYIT ÖRNEĞİ",
  `T.C. Kimlik No: ${ID}`,
  "Adı: AYŞE",
  "Soyadı: YILMAZ",
  "Baba Adı: MEHMET",
  "Ana Adı: FATMA",
  "Doğum Yeri: ÜSKÜDAR",
  "Doğum Tarihi: 12.03.1985",
  "Medeni Hali: Evli",
  "Veriliş Tarihi: 05 Ocak 2024",
  "Esas No: 2019/345",
  "Harç: 1.250,50 TL",
  "Bu belge, nüfus kütüğündeki kayıtların aslının aynısı olarak düzenlenmiştir.",
  "İl: İSTANBUL İlçe: ÜSKÜDAR Mahalle/Köy: CUMHURİYET",
  "Cilt No: 12 Aile Sıra No: 45 Sıra No: 7",
  "Cinsiyeti: Kadın Dini: İslam",
  "Olaylar: Evlenme 14.06.2010, saat 14.30",
];

const TRANSLATION = [
  "REPUBLIC OF TÜRKİYE MINISTRY OF INTERIOR GENERAL DIRECTORATE OF POPULATION AND CITIZENSHIP AFFAIRS",
  "CIVIL REGISTRY RECORD",
  `T.R. Identity No.: ${ID}`,
  "Name: AYSE",
  "Surname: YILMAZ",
  "Father's Name: MEHMET",
  "Mother's Name: FATMA",
  "Place of Birth: ÜSKÜDAR",
  "Date of Birth: March 12, 1985",
  "Marital Status: Married",
  "Date of Issue: January 5, 2024",
  "Case No.: 2019/345",
  "Fee: TRY 1,250.50",
  "This document has been issued as a true copy of the records in the civil registry.",
  "Province: ISTANBUL District: ÜSKÜDAR Neighborhood/Village: CUMHURİYET",
  "Volume No: 12 Family Sequence No.: 45 Sequence No.: 7",
  "Sex: Female Religion: Islam",
  "Events: Marriage June 14, 2010, at 2:30 PM",
];

const CONTEXT: CheckContext = {
  direction: "tr-en",
  names: [{ asWritten: "Ayşe Yılmaz", passportSpelling: "AYSE YILMAZ" }],
  terms: [
    { tr: "Nüfus Kayıt Örneği", en: "Civil Registry Record", forbidden: ["Population Register Sample"] },
    { tr: "Esas No", en: "Case No.", forbidden: ["Docket No.", "Principal No."] },
  ],
};

function segments(target: readonly string[]): Segment[] {
  return SOURCE.map((source, index) => ({ id: `s${index + 1}`, source, target: target[index]! }));
}

function withTarget(changes: Record<number, string>): Segment[] {
  return segments(TRANSLATION.map((text, index) => changes[index + 1] ?? text));
}

/** Findings as the reviewer reads them: "s9 error DATE_SWAPPED …", every placeholder filled. */
function read(findings: Finding[]): string[] {
  return findings.map((found) => {
    const text = findingText(found.code, found.params);
    expect(text, found.code).not.toContain("{{");
    return `${found.segmentId} ${found.severity} ${found.code}: ${text}`;
  });
}

describe("translation checks on a civil-registry extract (tr-en)", () => {
  it("uses a T.C. Kimlik No whose check digits are right", () => {
    expect(isValidTcKimlik(ID)).toBe(true);
  });

  it("passes the correct translation with no error and at most one warning", () => {
    const findings = runChecks(segments(TRANSLATION), CONTEXT);
    expect(findings.filter((found) => found.severity === "warning").length).toBeLessThanOrEqual(1);
    expect(read(findings.filter((found) => found.severity === "error"))).toEqual([]);
    expect(hasBlockingFindings(findings)).toBe(false);
  });

  it("reports a date with day and month swapped", () => {
    const findings = runChecks(withTarget({ 9: "Date of Birth: 12/03/1985" }), CONTEXT);
    expect(read(findings)).toEqual([
      "s9 error DATE_SWAPPED: The date 12.03.1985 reads as another day in the translation: 12/03/1985 (expected March 12, 1985)",
    ]);
    expect(hasBlockingFindings(findings)).toBe(true);
  });

  it("reports a changed digit of the ID number as one error naming both", () => {
    const findings = runChecks(withTarget({ 3: "T.R. Identity No.: 12345678960" }), CONTEXT);
    expect(read(findings)).toEqual([
      "s3 error ID_NUMBER_CHANGED: ID number 12345678950 is written 12345678960 in the translation",
    ]);
  });

  it("reports a name left with Turkish letters when the passport spells it without", () => {
    const findings = runChecks(withTarget({ 4: "Name: Ayşe" }), CONTEXT);
    expect(read(findings)).toEqual([
      "s4 error NAME_TURKISH_LETTERS: The name Ayşe keeps Turkish letters: the passport spells it AYSE",
    ]);
  });

  it("accepts the passport spelling in any case", () => {
    expect(runChecks(withTarget({ 4: "Name: Ayse", 5: "Surname: Yilmaz" }), CONTEXT)).toEqual([]);
  });

  it("reports a name spelled unlike the passport", () => {
    const findings = runChecks(withTarget({ 4: "Name: Aishe" }), CONTEXT);
    expect(read(findings)).toEqual([
      "s4 error NAME_NOT_AS_PASSPORT: The name Ayşe is not written as in the passport: AYSE",
    ]);
  });

  it("reports an omitted line: an empty segment, or a shorter translated document", () => {
    const findings = runChecks(withTarget({ 7: "" }), CONTEXT);
    expect(read(findings)).toEqual(["s7 error TARGET_EMPTY: The segment is not translated (the translation is empty)"]);

    // As an uploaded document: the count differs, and the omitted line is the one reported (lines after it pair up).
    const document = runDocumentChecks(
      SOURCE.join("\n"),
      TRANSLATION.filter((_, index) => index !== 6).join("\n"),
      CONTEXT,
    );
    expect(document[0]).toEqual({
      segmentId: null,
      check: "length",
      severity: "error",
      code: "SEGMENT_COUNT_MISMATCH",
      params: { source: 18, target: 17 },
    });
    expect(read(document)).toEqual([
      "null error SEGMENT_COUNT_MISMATCH: The source has 18 lines and the translation 17: a line is omitted or added",
      "7 error TARGET_EMPTY: The segment is not translated (the translation is empty)",
    ]);
  });

  it("passes the whole correct document line for line", () => {
    const findings = runDocumentChecks(SOURCE.join("\n"), `\n${TRANSLATION.join("\r\n")}\n\n`, CONTEXT);
    expect(hasBlockingFindings(findings)).toBe(false);
  });

  it("reports a Turkish word left untranslated", () => {
    const findings = runChecks(withTarget({ 10: "Marital Status: Evli" }), CONTEXT);
    expect(read(findings)).toEqual([
      "s10 error SOURCE_WORDS_LEFT: Words of the source language are left untranslated: Evli",
    ]);
  });

  it("reports a term translated with a forbidden variant", () => {
    const findings = runChecks(withTarget({ 12: "Docket No.: 2019/345" }), CONTEXT);
    expect(read(findings)).toEqual([
      "s12 error TERM_FORBIDDEN: Docket No. must not be used: the approved translation of Esas No is Case No.",
      "s12 warning TERM_MISSING: The term Esas No is not translated with the approved Case No.",
    ]);
  });

  it("reports every planted error at once, each on its segment", () => {
    const findings = runChecks(
      withTarget({
        3: "T.R. Identity No.: 12345678960",
        4: "Name: Ayşe",
        7: "",
        9: "Date of Birth: 12/03/1985",
        10: "Marital Status: Evli",
        12: "Docket No.: 2019/345",
      }),
      CONTEXT,
    );
    const errors = findings
      .filter((found) => found.severity === "error")
      .map((found) => `${found.segmentId} ${found.code}`);
    expect(errors).toEqual([
      "s3 ID_NUMBER_CHANGED",
      "s4 NAME_TURKISH_LETTERS",
      "s7 TARGET_EMPTY",
      "s9 DATE_SWAPPED",
      "s10 SOURCE_WORDS_LEFT",
      "s12 TERM_FORBIDDEN",
    ]);
  });
});
