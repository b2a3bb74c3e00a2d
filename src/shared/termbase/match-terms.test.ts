import { describe, expect, it } from "vitest";
import { compileTermMatcher, termKey } from "./match-terms";

const TERMS = [
  { id: 1, tr: "Nüfus Kayıt Örneği" },
  { id: 2, tr: "Tam Vukuatlı Nüfus Kayıt Örneği" },
  { id: 3, tr: "T.C. Kimlik No" },
  { id: 4, tr: "Asliye Hukuk Mahkemesi" },
  { id: 5, tr: "Mahkemesi" },
  { id: 6, tr: "Medeni Hali" },
  { id: 7, tr: "Kimlik" },
  { id: 8, tr: "Dul" },
  { id: 9, tr: "İl" },
  { id: 10, tr: "Baba Adı" },
];

const matcher = compileTermMatcher(TERMS);
/** Each hit as [term id, the text it covers]. */
const hits = (text: string) => matcher.find(text).map((hit) => [hit.term.id, text.slice(hit.start, hit.end)]);

describe("compileTermMatcher", () => {
  it("finds a term whatever its case, with Turkish İ/I and dotless ı", () => {
    expect(hits("NÜFUS KAYIT ÖRNEĞİ")).toEqual([[1, "NÜFUS KAYIT ÖRNEĞİ"]]);
    expect(hits("nüfus kayıt örneği")).toEqual([[1, "nüfus kayıt örneği"]]);
    expect(hits("MEDENİ HALİ: Evli")).toEqual([[6, "MEDENİ HALİ"]]);
    expect(hits("BABA ADI: MEHMET")).toEqual([[10, "BABA ADI"]]);
    // Text written without Turkish letters still finds the term.
    expect(hits("Nufus Kayit Ornegi")).toEqual([[1, "Nufus Kayit Ornegi"]]);
    // A decomposed İ (I + combining dot), as some PDF text layers give it.
    expect(hits("MEDENI\u0307 HALI\u0307")).toEqual([[6, "MEDENI\u0307 HALI\u0307"]]);
  });

  it("accepts Turkish suffixes on the last word only, with or without an apostrophe", () => {
    expect(hits("Nüfus Kayıt Örneğinde yazılı")).toEqual([[1, "Nüfus Kayıt Örneğinde"]]);
    expect(hits("Asliye Hukuk Mahkemesinin kararı")).toEqual([[4, "Asliye Hukuk Mahkemesinin"]]);
    expect(hits("Asliye Hukuk Mahkemesi'nin")).toEqual([[4, "Asliye Hukuk Mahkemesi'nin"]]);
    // Final k softens to ğ before a vowel: Kimlik → Kimliği.
    expect(hits("kimliğini gösterdi")).toEqual([[7, "kimliğini"]]);
    // A suffix on a word before the last is not the term.
    expect(hits("Nüfusa Kayıt Örneği")).toEqual([]);
  });

  it("does not take a longer word for a short term", () => {
    expect(hits("Dulavratotu")).toEqual([]);
    expect(hits("Dulu")).toEqual([[8, "Dulu"]]);
    // Two-letter words stand alone: "İl" is not in "İlçe" or "ilk".
    expect(hits("İlçe ilk İl")).toEqual([[9, "İl"]]);
  });

  it("reads T.C., T. C. and TC as one word", () => {
    expect(hits("T.C. Kimlik No: 12345678901")).toEqual([[3, "T.C. Kimlik No"]]);
    expect(hits("TC KİMLİK NO 12345678901")).toEqual([[3, "TC KİMLİK NO"]]);
    expect(hits("T. C. Kimlik No")).toEqual([[3, "T. C. Kimlik No"]]);
    expect(compileTermMatcher([{ tr: "T.C." }]).find("T.C. ANKARA")[0]).toMatchObject({ start: 0, end: 4 });
    expect(termKey("T.C. Kimlik No")).toBe(termKey("TC KİMLİK NO"));
    expect(termKey("T.C. Kimlik No")).toBe("tc kimlik no");
  });

  it("keeps the longest of overlapping terms", () => {
    expect(hits("TAM VUKUATLI NÜFUS KAYIT ÖRNEĞİ")).toEqual([[2, "TAM VUKUATLI NÜFUS KAYIT ÖRNEĞİ"]]);
    expect(hits("Ankara 3. Asliye Hukuk Mahkemesi")).toEqual([[4, "Asliye Hukuk Mahkemesi"]]);
    expect(hits("Ankara Aile Mahkemesi")).toEqual([[5, "Mahkemesi"]]);
  });

  it("gives offsets into the original text, several hits in reading order", () => {
    const text = "Baba Adı: Ali — Medeni Hali: Dul";
    const found = matcher.find(text);
    expect(found.map((hit) => [hit.term.id, hit.start, hit.end, hit.text])).toEqual([
      [10, 0, 8, "Baba Adı"],
      [6, 16, 27, "Medeni Hali"],
      [8, 29, 32, "Dul"],
    ]);
  });
});
