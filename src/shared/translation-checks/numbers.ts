// Numbers as Turkish documents and English translations write them, reduced to one comparable form:
// "1.250,50" (Turkish) and "1,250.50" (English) are both 1250.5; "3,45" is 3.45; "2019/345" stays "2019/345";
// an 11-digit number not starting with 0 is a T.C. Kimlik No candidate; a time of day is "14:30" whether written
// "14.30" (Turkish), "14:30" or "2:30 PM".

import { maskSpans, type Span } from "./text";

export type NumberKind = "id" | "reference" | "decimal" | "integer" | "time";

export interface NumberMention {
  /** The comparable value: digits of an integer or a reference as written, a decimal without grouping and trailing zeros. */
  value: string;
  text: string;
  kind: NumberKind;
  /** Written with a currency beside it (TL, ₺, TRY, USD, $…). */
  currency: boolean;
}

export type NumberConvention = "tr" | "en";

// Order matters: a reference (2019/345) before a grouped number before a decimal before a plain integer.
const TURKISH_NUMBER = /(?<![\d.,/])(\d+(?:\/\d+)+|\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+,\d+|\d+)(?![\d/]|[.,]\d)/gu;
const ENGLISH_NUMBER = /(?<![\d.,/])(\d+(?:\/\d+)+|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+|\d+)(?![\d/]|[.,]\d)/gu;
const CURRENCY_BEFORE = /(?:\b(?:TL|TRY|YTL|USD|EUR|GBP)|[₺$€£])\s?$/u;
const CURRENCY_AFTER =
  /^\s?(?:(?:TL|TRY|YTL|USD|EUR|GBP|Turkish\s+liras?|liras?|dollars?|euros?|(?:ABD\s+)?dolar[ıi]?|avro|sterlin|Türk\s+liras[ıi])(?![\p{L}])|[₺$€£])/iu;

// Turkish writes a time with a dot or a colon; English with a colon only ("12.30" is a decimal there).
const TURKISH_TIME = /(?<![\d.,:/])([01]?\d|2[0-3])[.:]([0-5]\d)(?![\d]|[.,:]\d)/gu;
const ENGLISH_TIME = /(?<![\d.,:/])(1[0-2]|0?\d|2[0-3]|1\d):([0-5]\d)(?:\s?([ap])\.?m\b\.?)?(?![\d]|[.,:]\d)/giu;

function timeValue(hours: number, minutes: string, meridiem: string | undefined): string {
  const meridian = meridiem?.toLowerCase();
  const hour = meridian === "p" && hours < 12 ? hours + 12 : meridian === "a" && hours === 12 ? 0 : hours;
  return `${String(hour).padStart(2, "0")}:${minutes}`;
}

/** The T.C. Kimlik No rule: 11 digits, first not 0, two check digits. */
export function isValidTcKimlik(text: string): boolean {
  if (!/^[1-9]\d{10}$/u.test(text)) return false;
  const d = [...text].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

function decimalValue(integer: string, fraction: string | undefined): string {
  const whole = integer.replace(/^0+(?=\d)/u, "");
  const frac = (fraction ?? "").replace(/0+$/u, "");
  return frac ? `${whole}.${frac}` : whole;
}

/** Parses one number as the convention writes it. */
export function parseNumber(text: string, convention: NumberConvention): Pick<NumberMention, "value" | "kind"> {
  if (text.includes("/")) return { value: text, kind: "reference" };
  const [group, decimal] = convention === "tr" ? [".", ","] : [",", "."];
  const [integer, fraction] = text.split(decimal) as [string, string | undefined];
  const grouped = integer.includes(group);
  if (!grouped && fraction === undefined)
    return { value: integer, kind: /^[1-9]\d{10}$/u.test(integer) ? "id" : "integer" };
  return {
    value: decimalValue(integer.split(group).join(""), fraction),
    kind: fraction === undefined ? "integer" : "decimal",
  };
}

/** Every number of the text (dates should be masked out first), times of day first. */
export function findNumbers(text: string, convention: NumberConvention): NumberMention[] {
  const found: NumberMention[] = [];
  const times: Span[] = [];
  for (const match of text.matchAll(convention === "tr" ? TURKISH_TIME : ENGLISH_TIME)) {
    found.push({
      value: timeValue(Number(match[1]), match[2]!, match[3]),
      text: match[0],
      kind: "time",
      currency: false,
    });
    times.push({ start: match.index, end: match.index + match[0].length });
  }
  if (times.length) text = maskSpans(text, times);
  const pattern = convention === "tr" ? TURKISH_NUMBER : ENGLISH_NUMBER;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    const currency =
      CURRENCY_BEFORE.test(text.slice(Math.max(0, start - 5), start)) || CURRENCY_AFTER.test(text.slice(end, end + 14));
    found.push({ ...parseNumber(match[0], convention), text: match[0], currency });
  }
  return found;
}
