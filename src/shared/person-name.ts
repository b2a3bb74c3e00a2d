import { z } from "zod";
import { errorText } from "./error-codes";

// Every person's name the app takes (sign-up, profile, Edit User, translator application, names as in the passport,
// recipient, contact form, typed signature) ends up on certificates, e-mails and admin screens. Two ways to make
// what a reader sees differ from what is stored (issue 37, item 8; docs/security.md, "Person names"):
// - a format character (Unicode Cf): bidi controls (U+202E, U+2067…) reorder the letters, zero-width ones (U+200B,
//   U+200D) and the soft hyphen hide. "SUKRU \u202EKISI" reads "SUKRU ISIK". Refused, never silently stripped: the
//   customer must see what is kept.
// - a word mixing scripts: Cyrillic "А" in "АHMET" looks Latin. Turkish letters (ç ğ ı İ ö ş ü) are Latin.
// Names are stored in NFC, so "I\u0307" and "İ" are the same name for search, comparison and print.

const FORMAT_CHARACTER = /\p{Cf}/u;

/** Scripts a letter may belong to; Han, kana and Hangul are one group (Japanese and Korean names mix them). */
const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ["Latin", /\p{Script=Latin}/u],
  ["Cyrillic", /\p{Script=Cyrillic}/u],
  ["Greek", /\p{Script=Greek}/u],
  ["Armenian", /\p{Script=Armenian}/u],
  ["Georgian", /\p{Script=Georgian}/u],
  ["Hebrew", /\p{Script=Hebrew}/u],
  ["Arabic", /\p{Script=Arabic}/u],
  ["CJK", /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u],
  ["Devanagari", /\p{Script=Devanagari}/u],
  ["Thai", /\p{Script=Thai}/u],
];

function scriptOf(letter: string): string {
  return SCRIPTS.find(([, pattern]) => pattern.test(letter))?.[0] ?? "Other";
}

/** Whether the name holds a Unicode format character (bidi control, zero-width character, soft hyphen…). */
export function hasFormatCharacter(name: string): boolean {
  return FORMAT_CHARACTER.test(name);
}

/** Whether each word (between spaces) is written in one script; digits, marks and punctuation belong to any. */
export function isOneScriptPerWord(name: string): boolean {
  return name
    .split(/\s+/u)
    .every((word) => new Set([...word].filter((char) => /\p{L}/u.test(char)).map(scriptOf)).size <= 1);
}

export const PERSON_NAME_MESSAGES = {
  formatCharacter: errorText("NAME_INVISIBLE_CHARACTER"),
  mixedScripts: errorText("NAME_MIXED_SCRIPTS"),
} as const;

/**
 * A person's name: the field's own rule (trim, length, single line and their messages) applied to the NFC form,
 * then the two refusals above. `required` answers input that is not text at all.
 */
export function personName(rule: z.ZodString, required: string) {
  return z
    .string({ error: required })
    .transform((value) => value.normalize("NFC"))
    .pipe(
      rule
        .refine((value) => !hasFormatCharacter(value), PERSON_NAME_MESSAGES.formatCharacter)
        .refine(isOneScriptPerWord, PERSON_NAME_MESSAGES.mixedScripts),
    );
}
