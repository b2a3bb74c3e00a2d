import { describe, expect, it } from "vitest";
import { asciiFold, foldKey, maskSpans, phrasePattern, trLower, wordsOf } from "./text";

describe("Turkish case folding", () => {
  it("lower-cases as Turkish does, like toLocaleLowerCase('tr')", () => {
    for (const text of ["IŞIK", "İSTANBUL", "Iğdır", "ÇAĞRI ÖZGÜR", "Medeni Hali: EVLİ", "ID No"])
      expect(trLower(text)).toBe(text.toLocaleLowerCase("tr"));
    expect(trLower("İ").length).toBe(1);
  });

  it("folds Turkish letters to ASCII for comparison", () => {
    expect(asciiFold("Şükrü Işık Ağustos")).toBe("Sukru Isik Agustos");
    expect(foldKey("  ŞÜKRÜ   IŞIK ")).toBe("sukru isik");
    expect(foldKey("Bekâr")).toBe(foldKey("BEKAR"));
  });
});

describe("phrasePattern", () => {
  it("finds whole words with any spacing, not parts of words", () => {
    expect(phrasePattern("case no.").test("the case   no.: 5")).toBe(true);
    expect(phrasePattern("ayşe").test("ayşe'nin kızı")).toBe(true);
    expect(phrasePattern("ayşe").test("ayşegül")).toBe(false);
    expect(phrasePattern("no").test("notary")).toBe(false);
    expect(phrasePattern("a+b", "x").test("x")).toBe(true);
  });
});

describe("wordsOf and maskSpans", () => {
  it("splits letter runs, an apostrophe parting a suffix", () => {
    expect(wordsOf("Ayşe'nin doğum yeri: ÜSKÜDAR, 1985")).toEqual(["Ayşe", "nin", "doğum", "yeri", "ÜSKÜDAR"]);
  });

  it("blanks spans keeping positions", () => {
    expect(maskSpans("on 12.03.1985 paid 5", [{ start: 3, end: 13 }])).toBe("on            paid 5");
  });
});
