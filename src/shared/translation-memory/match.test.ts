import { describe, expect, it } from "vitest";
import { MATCH_THRESHOLD, diffWords, matchUnit } from "./match";
import { memoryKey, tokenize } from "./placeables";

const trEn = { direction: "tr-en" as const };

describe("memoryKey: the normalised source", () => {
  it("lower-cases the Turkish way (İ/ı), collapses spacing, and turns numbers, dates and names into tokens", () => {
    expect(
      memoryKey(
        "Baba Adı:  MEHMET, Doğum Tarihi 12.03.1985, T.C. Kimlik No: 12345678901, Esas No: 2019/345, Tutar 1.250,50 TL",
        "tr-en",
      ),
    ).toBe("baba adi {name} dogum tarihi {date} t c kimlik no {id} esas no {reference} tutar {number} tl");
    expect(memoryKey("İSTANBUL NÜFUS MÜDÜRLÜĞÜ", "tr-en")).toBe(memoryKey("istanbul nüfus müdürlüğü", "tr-en"));
    expect(memoryKey("ISPARTA", "tr-en")).toBe("isparta");
  });

  it("reads names only in value positions: after a colon, or anywhere in a value segment", () => {
    expect(memoryKey("NÜFUS KAYIT ÖRNEĞİ", "tr-en")).toBe("nufus kayit ornegi");
    expect(memoryKey("AYŞE YILMAZ", "tr-en", { value: true })).toBe("{name} {name}");
    expect(memoryKey("Adı Soyadı: Ayşe Yılmaz'ın kızı", "tr-en")).toBe("adi soyadi {name} {name} in kizi");
  });

  it("reads Turkish decimals (3,45) and US dates on the English side", () => {
    expect(tokenize("Not ortalaması 3,45", "tr").map((token) => [token.kind, token.key])).toContainEqual([
      "number",
      "3.45",
    ]);
    expect(memoryKey("Date of birth: March 12, 1985", "en-tr")).toBe("date of birth {date}");
  });
});

describe("matchUnit: scores and suggestions on civil-registry lines", () => {
  it("scores the same text 100 and offers the stored target", () => {
    const match = matchUnit(
      "Medeni Hali: Evli",
      { source: "Medeni Hali: Evli", target: "Marital Status: Married" },
      trEn,
    );
    expect(match).toMatchObject({ score: 100, suggestion: "Marital Status: Married" });
  });

  it("offers a line differing only in its date at 95 or more, the date in the target's US form", () => {
    const match = matchUnit(
      "Doğum Tarihi: 05.11.1990",
      { source: "Doğum Tarihi: 12.03.1985", target: "Date of Birth: March 12, 1985" },
      trEn,
    );
    expect(match.score).toBeGreaterThanOrEqual(95);
    expect(match.suggestion).toBe("Date of Birth: November 5, 1990");
    expect(match.diff).toEqual([
      { op: "equal", text: "Doğum Tarihi:" },
      { op: "delete", text: " 12.03.1985" },
      { op: "insert", text: " 05.11.1990" },
    ]);
  });

  it("keeps a numeric US date numeric, month first", () => {
    const match = matchUnit(
      "Doğum yeri ve tarihi: Ankara 01.02.2000",
      { source: "Doğum yeri ve tarihi: İstanbul 12.03.1985", target: "Place and date of birth: Istanbul, 03/12/1985" },
      trEn,
    );
    expect(match.score).toBeGreaterThanOrEqual(95);
    expect(match.suggestion).toBe("Place and date of birth: Ankara, 02/01/2000");
  });

  it("carries names in the passport spelling the translator used (ÖZTÜRK → OZTURK, so ŞAHİN → SAHIN)", () => {
    expect(matchUnit("Soyadı: ŞAHİN", { source: "Soyadı: ÖZTÜRK", target: "Surname: OZTURK" }, trEn)).toMatchObject({
      score: 98,
      suggestion: "Surname: SAHIN",
    });
    expect(
      matchUnit("Baba Adı: AHMET", { source: "Baba Adı: MEHMET", target: "Father's Name: Mehmet" }, trEn).suggestion,
    ).toBe("Father's Name: Ahmet");
  });

  it("converts Turkish amounts and keeps T.C. Kimlik Nos and case numbers as written", () => {
    expect(
      matchUnit("Harç: 2.500,75 TL", { source: "Harç: 1.250,50 TL", target: "Fee: TRY 1,250.50" }, trEn).suggestion,
    ).toBe("Fee: TRY 2,500.75");
    const court = matchUnit(
      "Esas No: 2021/88 Karar No: 2022/14 T.C. Kimlik No: 10000000146",
      {
        source: "Esas No: 2019/345 Karar No: 2020/12 T.C. Kimlik No: 12345678950",
        target: "Case No: 2019/345 Decision No: 2020/12 T.R. ID No: 12345678950",
      },
      trEn,
    );
    expect(court.score).toBeGreaterThanOrEqual(95);
    expect(court.suggestion).toBe("Case No: 2021/88 Decision No: 2022/14 T.R. ID No: 10000000146");
  });

  it("puts a name only where a name of the same shape stood", () => {
    expect(matchUnit("Bekar", { source: "AYŞE", target: "AYSE" }, { ...trEn, value: true }).score).toBe(0);
  });

  it("does not treat a translated word as a name: Evli → Married is no placeable, Bekar is a different segment", () => {
    const match = matchUnit(
      "Medeni Hali: Bekar",
      { source: "Medeni Hali: Evli", target: "Marital Status: Married" },
      trEn,
    );
    expect(match.score).toBeLessThan(MATCH_THRESHOLD);
    expect(match.suggestion).toBe("Marital Status: Married");
  });

  it("scores a changed word as a fuzzy match, below the placeable floor", () => {
    const match = matchUnit(
      "Yukarıda kimliği yazılı kişinin nüfus kaydı aşağıda gösterilmiştir.",
      {
        source: "Yukarıda kimliği yazılı kişinin nüfus kaydı aşağıdadır.",
        target: "The civil registry record of the person identified above is given below.",
      },
      trEn,
    );
    expect(match.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(match.score).toBeLessThan(95);
  });

  it("converts dates into Turkish for en-tr", () => {
    expect(
      matchUnit(
        "Date of birth: March 5, 1990",
        { source: "Date of birth: June 12, 1985", target: "Doğum tarihi: 12.06.1985" },
        {
          direction: "en-tr",
        },
      ).suggestion,
    ).toBe("Doğum tarihi: 05.03.1990");
    expect(
      matchUnit(
        "Issued on March 5, 1990",
        { source: "Issued on June 12, 1985", target: "12 Haziran 1985 tarihinde verildi" },
        {
          direction: "en-tr",
        },
      ).suggestion,
    ).toBe("5 Mart 1990 tarihinde verildi");
  });

  it("compares whole value segments: one name for another", () => {
    expect(matchUnit("AYŞE", { source: "FATMA", target: "FATMA" }, { ...trEn, value: true })).toMatchObject({
      score: 97,
      suggestion: "AYŞE",
    });
    expect(matchUnit("AYŞE", { source: "ÖZGÜR", target: "OZGUR" }, { ...trEn, value: true }).suggestion).toBe("AYSE");
  });
});

describe("diffWords", () => {
  it("marks what only the stored source has as delete and what only the segment has as insert", () => {
    expect(diffWords("Anne Adı: FATMA", "Anne Adı: AYŞE HANIM")).toEqual([
      { op: "equal", text: "Anne Adı:" },
      { op: "delete", text: " FATMA" },
      { op: "insert", text: " AYŞE HANIM" },
    ]);
  });
});
