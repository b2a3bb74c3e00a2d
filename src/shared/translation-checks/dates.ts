// Finding dates in text, as Turkish documents and US translations write them. A numeric date is read in its side's
// convention (Turkish: day first; US: month first) and, when valid, also the other way round, so a check can tell
// "the same day" from "day and month swapped" (12.03.1985 written 12/03/1985 reads December 3 to a US officer).
import { foldKey, type Span } from "./text";

export interface Ymd {
  year: number;
  month: number;
  day: number;
}

export type DateForm = "numeric" | "iso" | "named-mdy" | "named-dmy";

export interface DateMention extends Span {
  text: string;
  form: DateForm;
  /** The date in the side's own convention; null when that reading is not a calendar date (25/03/1985 as US). */
  date: Ymd | null;
  /** A numeric date read with day and month exchanged; null for other forms or when not a calendar date. */
  swapped: Ymd | null;
}

export type DateConvention = "tr" | "us";

const TURKISH_MONTHS: Record<string, number> = {
  ocak: 1,
  subat: 2,
  mart: 3,
  nisan: 4,
  mayis: 5,
  haziran: 6,
  temmuz: 7,
  agustos: 8,
  eylul: 9,
  ekim: 10,
  kasim: 11,
  aralik: 12,
};
const ENGLISH_MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function ymd(year: number, month: number, day: number): Ymd | null {
  return isCalendarDate(year, month, day) ? { year, month, day } : null;
}

export function sameDay(a: Ymd | null, b: Ymd | null): boolean {
  return a !== null && b !== null && a.year === b.year && a.month === b.month && a.day === b.day;
}

/** The month of a Turkish month name in any case or without Turkish letters ("MART", "Şubat", "Agustos"). */
export function turkishMonth(word: string): number | undefined {
  return TURKISH_MONTHS[foldKey(word)];
}

/** The month of an English month name or abbreviation ("March", "Mar", "Sept"). */
export function englishMonth(word: string): number | undefined {
  const key = word.toLowerCase();
  if (key === "sept") return 9;
  const index =
    key.length === 3 ? ENGLISH_MONTHS.findIndex((name) => name.startsWith(key)) : ENGLISH_MONTHS.indexOf(key);
  return index >= 0 ? index + 1 : undefined;
}

// Same separator twice; not inside a longer number or a dotted/slashed run.
const NUMERIC = /(?<![\d./-])(\d{1,2})([./-])(\d{1,2})\2(\d{4})(?![\d]|[./-]\d)/gu;
const ISO = /(?<![\d./-])(\d{4})-(\d{2})-(\d{2})(?![\d]|[./-]\d)/gu;
// "12 Mart 1985", "12. Mart 1985"; in English also "12th of March, 1985".
const DAY_MONTH_YEAR = /(?<![\p{L}\p{N}])(\d{1,2})(?:\.|st|nd|rd|th)?\s+(?:of\s+)?(\p{L}+)\.?,?\s+(\d{4})(?!\d)/gu;
const MONTH_DAY_YEAR = /(?<![\p{L}\p{N}])(\p{L}+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?!\d)/gu;

/** Every date of the text, in order, non-overlapping. */
export function findDates(text: string, convention: DateConvention): DateMention[] {
  const found: DateMention[] = [];
  const add = (match: RegExpExecArray, form: DateForm, date: Ymd | null, swapped: Ymd | null) => {
    if (date || swapped)
      found.push({ start: match.index, end: match.index + match[0].length, text: match[0], form, date, swapped });
  };
  for (const match of text.matchAll(NUMERIC)) {
    const first = Number(match[1]);
    const second = Number(match[3]);
    const year = Number(match[4]);
    const [month, day] = convention === "tr" ? [second, first] : [first, second];
    add(match, "numeric", ymd(year, month, day), month === day ? null : ymd(year, day, month));
  }
  for (const match of text.matchAll(ISO))
    add(match, "iso", ymd(Number(match[1]), Number(match[2]), Number(match[3])), null);
  const monthOf = convention === "tr" ? turkishMonth : englishMonth;
  for (const match of text.matchAll(DAY_MONTH_YEAR)) {
    const month = monthOf(match[2]!);
    if (month) add(match, "named-dmy", ymd(Number(match[3]), month, Number(match[1])), null);
  }
  if (convention === "us") {
    for (const match of text.matchAll(MONTH_DAY_YEAR)) {
      const month = englishMonth(match[1]!);
      if (month) add(match, "named-mdy", ymd(Number(match[3]), month, Number(match[2])), null);
    }
  }
  found.sort((a, b) => a.start - b.start);
  // A later match inside an earlier one is the same date seen by another pattern.
  let end = 0;
  return found.filter((mention) => {
    if (mention.start < end) return false;
    end = mention.end;
    return true;
  });
}

/** "March 12, 1985": the form the translation should carry (tr-en). */
export function usLongDate(date: Ymd): string {
  const month = ENGLISH_MONTHS[date.month - 1]!;
  return `${month[0]!.toUpperCase()}${month.slice(1)} ${date.day}, ${date.year}`;
}

/** "12.03.1985": the Turkish numeric form (en-tr). */
export function turkishNumericDate(date: Ymd): string {
  return `${String(date.day).padStart(2, "0")}.${String(date.month).padStart(2, "0")}.${date.year}`;
}
