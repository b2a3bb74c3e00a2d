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

/**
 * Lower case with Turkish rules: "I" → "ı", "İ" → "i" (English lower-casing turns "İ" into two characters). The
 * two dotted/dotless letters are Turkish's only difference from the default mapping; toLocaleLowerCase("tr")
 * gives the same text at several times the cost (bench/translation-checks.mjs).
 */
export function trLower(text: string): string {
  return text.replace(/[Iİ]/gu, (letter) => (letter === "I" ? "ı" : "i")).toLowerCase();
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

const NOT_IN_WORD_BEFORE = "(?<![\\p{L}\\p{M}\\p{N}])";
const NOT_IN_WORD_AFTER = "(?![\\p{L}\\p{M}\\p{N}])";

/** The pattern source of a phrase, spaces between its words matching any spacing. */
function phraseBody(phrase: string): string {
  return phrase.trim().split(/\s+/u).map(escapeRegExp).join("\\s+");
}

// Compiling a Unicode pattern costs more than running it on a segment: a run's names and terms reuse them.
const compiled = new Map<string, RegExp>();
const MAX_COMPILED = 5_000;

/**
 * A regular expression finding any of the words or phrases as whole words (stateless: no "g" flag). Run it on
 * text folded the same way as the phrases (the caller's choice: trLower, foldKey…).
 */
export function phrasePattern(...phrases: string[]): RegExp {
  const key = phrases.join("\n");
  let pattern = compiled.get(key);
  if (!pattern) {
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    pattern = new RegExp(`${NOT_IN_WORD_BEFORE}(?:${phrases.map(phraseBody).join("|")})${NOT_IN_WORD_AFTER}`, "u");
    compiled.set(key, pattern);
  }
  return pattern;
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
