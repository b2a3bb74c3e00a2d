import { describe, expect, it } from "vitest";
import { alignLines } from "./align-lines";

const SOURCE = [
  "NÜFUS KAYIT ÖRNEĞİ",
  "T.C. Kimlik No: 12345678950",
  "Adı: AYŞE",
  "Soyadı: YILMAZ",
  "Baba Adı: MEHMET",
  "Ana Adı: FATMA",
  "Doğum Yeri: ÜSKÜDAR",
  "Doğum Tarihi: 12.03.1985",
  "Medeni Hali: Evli",
];
const TARGET = [
  "CIVIL REGISTRY RECORD",
  "Turkish ID No: 12345678950",
  "Name: AYSE",
  "Surname: YILMAZ",
  "Father's Name: MEHMET",
  "Mother's Name: FATMA",
  "Place of Birth: ÜSKÜDAR",
  "Date of Birth: March 12, 1985",
  "Marital Status: Married",
];

describe("alignLines", () => {
  it("pairs equal counts by position", () => {
    expect(alignLines(SOURCE, TARGET, "tr-en")).toEqual(SOURCE.map((_, index) => [index, index]));
  });

  it("leaves the omitted line alone and pairs the lines after it", () => {
    const target = TARGET.filter((_, index) => index !== 5);
    expect(alignLines(SOURCE, target, "tr-en")).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, null],
      [6, 5],
      [7, 6],
      [8, 7],
    ]);
  });

  it("finds a line added to the translation", () => {
    const target = [...TARGET.slice(0, 3), "Translator's note: 2 pages", ...TARGET.slice(3)];
    const pairs = alignLines(SOURCE, target, "tr-en");
    expect(pairs).toContainEqual([null, 3]);
    expect(
      pairs.filter(
        ([sourceIndex, targetIndex]) =>
          sourceIndex !== null &&
          targetIndex !== null &&
          targetIndex !== (sourceIndex < 3 ? sourceIndex : sourceIndex + 1),
      ),
    ).toEqual([]);
  });
});
