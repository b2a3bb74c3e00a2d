// Text helpers shared by the checks: Turkish-aware case folding, word matching with Unicode boundaries.

/** Letters only Turkish uses among the Latin alphabets the documents meet (ç ğ ı İ ö ş ü). */
export const TURKISH_LETTER = /[çğıİöşüÇĞÖŞÜ]/u;

const ASCII_OF: Record<string, string> = {
  ç: "c",
  ğ: "g",
  ı: "i",
  ö: "o",
  ş: "s",
  ü: "u",
  â: "a",
  î: "i",
  û: "u",
  Ç: "C",
  Ğ: "G",
  İ: "I",
  Ö: "O",
  Ş: "S",
  Ü: "U",
  Â: "A",
  Î: "I",
  Û: "U",
};

/** Lower case with Turkish rules: "I" → "ı", "İ" → "i" (English lower-casing turns "İ" into two characters). */
export function trLower(text: string): string {
  return text.toLocaleLowerCase("tr");
}

/** Turkish letters replaced by their ASCII look-alikes: "Ağustos" → "Agustos". */
export function asciiFold(text: string): string {
  return text.replace(/[çğıöşüâîûÇĞİÖŞÜÂÎÛ]/gu, (letter) => ASCII_OF[letter]!);
}

/** The comparison key of a word or phrase: lower case, ASCII letters, single spaces. */
export function foldKey(text: string): string {
  return asciiFold(trLower(text)).replace(/\s+/gu, " ").trim();
}

const WORD = /[\p{L}\p{M}]+/gu;

/** The words (letter runs) of a text; an apostrophe splits a Turkish suffix off ("Ayşe'nin" → "Ayşe", "nin"). */
export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A regular expression finding a word or phrase as whole words, spaces between its words matching any spacing.
 * Run it on text folded the same way as the phrase (the caller's choice: trLower, foldKey…).
 */
export function phrasePattern(phrase: string, flags = "u"): RegExp {
  const body = phrase.trim().split(/\s+/u).map(escapeRegExp).join("\\s+");
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${body}(?![\\p{L}\\p{M}\\p{N}])`, flags);
}

export interface Span {
  start: number;
  end: number;
}

/** The text with the spans blanked out (same length, so positions stay valid). */
export function maskSpans(text: string, spans: readonly Span[]): string {
  if (spans.length === 0) return text;
  let out = "";
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + " ".repeat(span.end - span.start);
    at = span.end;
  }
  return out + text.slice(at);
}
