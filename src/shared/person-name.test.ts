import { describe, expect, it } from "vitest";
import { z } from "zod";
import { hasFormatCharacter, isOneScriptPerWord, PERSON_NAME_MESSAGES, personName } from "./person-name";

const schema = personName(z.string().trim().min(1, "required").max(20, "too long"), "required");
const firstIssue = (value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("person names", () => {
  it("accepts Turkish, other Latin, Cyrillic, Greek, Arabic and Japanese names, and scripts side by side in separate words", () => {
    for (const name of [
      "Şükrü Işık",
      "İbrahim Öztürk",
      "O'Brien-Çelik",
      "Иван Петров",
      "Ελένη",
      "محمد",
      "山田 はなこ",
      "Anna Иванова",
      "José Núñez",
    ]) {
      expect(isOneScriptPerWord(name), name).toBe(true);
      expect(hasFormatCharacter(name), name).toBe(false);
    }
  });

  it("refuses the issue's names: bidi overrides and isolates, zero-width characters", () => {
    for (const name of [
      "SUKRU \u202EKISI",
      "AY\u200BSE\u200D",
      "\u2067MEHMET\u2069",
      "Ay\u00ADşe",
      "\uFEFFAli Veli\u200E",
    ]) {
      expect(hasFormatCharacter(name), JSON.stringify(name)).toBe(true);
    }
    expect(firstIssue("SUKRU \u202EKISI")).toBe(PERSON_NAME_MESSAGES.formatCharacter);
    expect(firstIssue("\u2067MEHMET\u2069")).toBe(PERSON_NAME_MESSAGES.formatCharacter);
    // Only invisible characters: refused as such, not saved as an empty-looking name.
    expect(firstIssue("\u200B\u202E")).toBe(PERSON_NAME_MESSAGES.formatCharacter);
  });

  it("refuses a word mixing scripts: a Cyrillic or Greek look-alike in a Latin name", () => {
    for (const name of ["\u0410HMET", "AYS\u0415", "Mehmet \u0391li", "Ay\u015Fe\u0435"])
      expect(isOneScriptPerWord(name), name).toBe(false);
    expect(firstIssue("\u0410HMET YILMAZ")).toBe(PERSON_NAME_MESSAGES.mixedScripts);
  });

  it("stores the NFC form: a dotted I written with a combining dot is the Turkish letter", () => {
    expect(schema.parse("  I\u0307lknur S\u0327en ")).toBe("\u0130lknur \u015Een");
    expect(schema.parse("\u0130lknur \u015Een")).toBe("\u0130lknur \u015Een");
  });

  it("keeps the field's own messages first", () => {
    expect(firstIssue(undefined)).toBe("required");
    expect(firstIssue("   ")).toBe("required");
    expect(firstIssue("x".repeat(21))).toBe("too long");
  });
});
