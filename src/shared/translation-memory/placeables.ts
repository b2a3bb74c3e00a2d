// A segment's text as the memory sees it: words and placeables (dates, numbers, T.C. Kimlik Nos, case numbers,
// person names). Placeables are compared as tokens — a birth register line for another family differs from the
// stored one only in them — and carried into the stored target when a match is offered (./match.ts).
import { findDates, type DateConvention, type Ymd } from "../translation-checks/dates";
import { parseNumber, type NumberConvention } from "../translation-checks/numbers";
import { foldKey, maskSpans, type Span } from "../translation-checks/text";
import type { TranslationDirection } from "../enums";

export type Language = "tr" | "en";
export type PlaceableKind = "date" | "number" | "id" | "reference" | "name";

export interface Token extends Span {
  text: string;
  /** A word's comparison key (Turkish lower case, ASCII letters); a placeable's value (the date as ISO, the number). */
  key: string;
  kind: "word" | PlaceableKind;
  date?: Ymd;
}

export const languagesOf = (direction: TranslationDirection): { source: Language; target: Language } =>
  direction === "tr-en" ? { source: "tr", target: "en" } : { source: "en", target: "tr" };

const dateConvention = (language: Language): DateConvention => (language === "tr" ? "tr" : "us");
const numberConvention = (language: Language): NumberConvention => (language === "tr" ? "tr" : "en");

// The patterns of ../translation-checks/numbers.ts, with positions: a reference (2019/345), a grouped number
// (1.250,50 / 1,250.50), a decimal (3,45 / 3.45), an integer.
const NUMBER_PATTERN: Record<Language, RegExp> = {
  tr: /(?<![\d.,/])(\d+(?:\/\d+)+|\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+,\d+|\d+)(?![\d/]|[.,]\d)/gu,
  en: /(?<![\d.,/])(\d+(?:\/\d+)+|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+|\d+)(?![\d/]|[.,]\d)/gu,
};
const WORD = /[\p{L}\p{M}]+/gu;
const ALL_CAPS = /^[\p{Lu}][\p{Lu}\p{M}]+$/u;
const TITLE_CASE = /^[\p{Lu}][\p{Ll}\p{M}]+$/u;

export function isoKey(date: Ymd): string {
  return `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

/** Numbers of a text with their positions (dates masked out by the caller). */
export function findNumberTokens(text: string, language: Language): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(NUMBER_PATTERN[language])) {
    const parsed = parseNumber(match[0], numberConvention(language));
    const kind: PlaceableKind = parsed.kind === "reference" ? "reference" : parsed.kind === "id" ? "id" : "number";
    tokens.push({ start: match.index, end: match.index + match[0].length, text: match[0], key: parsed.value, kind });
  }
  return tokens;
}

export function findDateTokens(text: string, language: Language): Token[] {
  return findDates(text, dateConvention(language)).map((mention) => {
    const date = (mention.date ?? mention.swapped)!;
    return { start: mention.start, end: mention.end, text: mention.text, key: isoKey(date), kind: "date", date };
  });
}

/**
 * The words and placeables of a text, in order (punctuation left out). Names are the ALL-CAPS or Title-case words
 * in value positions: after a colon ("Baba Adı: MEHMET"), or anywhere when the whole segment is a value (`value`,
 * the value half of a label–value pair or a table cell).
 */
export function tokenize(text: string, language: Language, options: { value?: boolean } = {}): Token[] {
  const dates = findDateTokens(text, language);
  let masked = maskSpans(text, dates);
  const numbers = findNumberTokens(masked, language);
  masked = maskSpans(masked, numbers);
  const words: Token[] = [];
  // A name run starts right after a colon and goes on over words of the first one's shape (ALL CAPS or Title case)
  // separated by spaces only: "İl: İSTANBUL İlçe: KADIKÖY" names İSTANBUL and KADIKÖY, not "İlçe".
  let runShape: "caps" | "title" | null = null;
  let previousEnd = 0;
  for (const match of masked.matchAll(WORD)) {
    const word = match[0];
    const gap = text.slice(previousEnd, match.index);
    const shape = ALL_CAPS.test(word) ? "caps" : TITLE_CASE.test(word) ? "title" : null;
    const capitalised = shape !== null;
    if (/:\s*$/u.test(gap)) runShape = shape;
    else if (gap.trim() !== "" || shape !== runShape) runShape = null;
    const inRun = runShape !== null;
    const name = capitalised && (options.value === true || inRun);
    words.push({
      start: match.index,
      end: match.index + word.length,
      text: word,
      key: foldKey(word),
      kind: name ? "name" : "word",
    });
    previousEnd = match.index + word.length;
  }
  return [...dates, ...numbers, ...words].sort((a, b) => a.start - b.start);
}

/** What a token is compared as: a word by its key, a placeable by its kind alone. */
export function tokenShape(token: Token): string {
  return token.kind === "word" ? token.key : `{${token.kind}}`;
}

/**
 * The normalised source the memory stores and looks up (tm_units.source_key): Turkish lower case, ASCII letters,
 * single spaces, no punctuation, placeables as {date} {number} {id} {reference} {name}.
 */
export function memoryKey(text: string, direction: TranslationDirection, options: { value?: boolean } = {}): string {
  return tokenize(text, languagesOf(direction).source, options).map(tokenShape).join(" ");
}
