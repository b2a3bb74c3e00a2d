import { describe, expect, it } from "vitest";
import { codeOfText, coded, ERROR_TEXTS, errorText, type ErrorCode } from "./error-codes";
import enErrors from "./i18n/catalogs/en/errors";
import trErrors from "./i18n/catalogs/tr/errors";

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const codes = Object.keys(ERROR_TEXTS) as ErrorCode[];

/** Codes whose text is missing or empty in `catalog`, or whose {{placeholders}} differ from the list's. */
function untranslated(catalog: Partial<Record<string, string>>): string[] {
  return codes.filter((code) => {
    const text = catalog[code];
    return (
      typeof text !== "string" ||
      text.trim() === "" ||
      placeholders(text).join() !== placeholders(ERROR_TEXTS[code]).join()
    );
  });
}

describe("error codes", () => {
  it("has an English and a Turkish text for every code, with the same {{params}}", () => {
    expect(untranslated(enErrors)).toEqual([]);
    expect(untranslated(trErrors)).toEqual([]);
    expect(Object.keys(trErrors).filter((code) => !(code in ERROR_TEXTS))).toEqual([]);
  });

  it("fails when a code has no text, or a text lost a value", () => {
    const { ORDER_NOT_PENDING: _dropped, ...missing } = trErrors;
    expect(untranslated(missing)).toEqual(["ORDER_NOT_PENDING"]);
    expect(untranslated({ ...trErrors, FILE_TOO_LARGE: "Dosya çok büyük" })).toEqual(["FILE_TOO_LARGE"]);
  });

  it("names codes in SCREAMING_SNAKE, each text once", () => {
    expect(codes.filter((code) => !/^[A-Z][A-Z0-9_]*$/.test(code))).toEqual([]);
    const texts = Object.values(ERROR_TEXTS);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it("writes the English with its values, numbers the American way", () => {
    expect(errorText("FILE_TOO_LARGE", { mb: 10 })).toBe("File size exceeds 10MB limit");
    expect(errorText("ORDER_TOO_MANY_WORDS", { words: 2_500_000 })).toContain("at most 2,500,000 words");
    expect(coded("FILE_TOO_LARGE", { mb: 10 })).toEqual({ code: "FILE_TOO_LARGE", params: { mb: 10 } });
    expect(coded("ORDER_NOT_PENDING")).toEqual({ code: "ORDER_NOT_PENDING" });
  });

  it("finds the code of a fixed text exactly, never of a text with values", () => {
    expect(codeOfText("Only pending orders can be paid")).toBe("ORDER_NOT_PENDING");
    expect(codeOfText("Only pending orders can be paid.")).toBeUndefined();
    expect(codeOfText(ERROR_TEXTS.FILE_TOO_LARGE)).toBeUndefined();
  });
});
