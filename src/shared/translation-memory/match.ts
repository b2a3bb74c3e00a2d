// Scoring a memory unit against a segment, and the suggestion it offers (issue 39 item 3; docs/workbench.md
// "Translation memory"). Word-level edit distance over the normalised tokens, placeables compared as tokens: a
// placeable whose value changed costs nothing when the stored target shows where it went (so the new value can be
// put there), and counts as a changed word otherwise ("Evli" → "Married" is no name to carry over).
import type { TranslationDirection } from "../enums";
import { foldKey, maskSpans, TURKISH_LETTER } from "../translation-checks/text";
import { usLongDate, type Ymd } from "../translation-checks/dates";
import { findDateTokens, findNumberTokens, languagesOf, tokenize, type Language, type Token } from "./placeables";

export type DiffOp = { op: "equal" | "insert" | "delete"; text: string };

export interface MemoryMatch {
  score: number;
  /** The stored target with this segment's placeables put in. */
  suggestion: string;
  /** The stored source against the segment's source: delete = only in the stored source, insert = only in the segment. */
  diff: DiffOp[];
}

/** Matches below this are not offered (issue 39: fuzzy from 70 %). */
export const MATCH_THRESHOLD = 70;
/** A segment that differs from a unit only in placeables scores at least this. */
export const PLACEABLE_MATCH_FLOOR = 95;
/** Longer segments are compared on their first tokens only: the table stays small, the score barely moves. */
const MAX_TOKENS = 300;

export interface MatchOptions {
  direction: TranslationDirection;
  /** The segment is a value (of a label–value pair, or a table cell): its capitalised words are names. */
  value?: boolean;
}

const collapse = (text: string) => text.replace(/\s+/gu, " ").trim();
const upper = (word: string) => word === word.toLocaleUpperCase("tr-TR");

export function matchUnit(
  segmentSource: string,
  unit: { source: string; target: string },
  options: MatchOptions,
): MemoryMatch {
  const languages = languagesOf(options.direction);
  const diff = diffWords(unit.source, segmentSource);
  if (collapse(unit.source) === collapse(segmentSource)) return { score: 100, suggestion: unit.target, diff };
  const stored = tokenize(unit.source, languages.source, options).slice(0, MAX_TOKENS);
  const wanted = tokenize(segmentSource, languages.source, options).slice(0, MAX_TOKENS);
  const spans = locateInTarget(stored, unit.target, languages.target);
  const { cost, pairs } = align(stored, wanted, spans);
  const changed = pairs.filter(([i, j]) => stored[i]!.key !== wanted[j]!.key);
  const longest = Math.max(stored.length, wanted.length, 1);
  const base = Math.floor(100 * (1 - cost / longest));
  // A new name with Turkish letters put where the stored target shows no Turkish letter to learn from: less sure.
  const unsure = changed.filter(
    ([i, j]) =>
      stored[i]!.kind === "name" && TURKISH_LETTER.test(wanted[j]!.text) && !TURKISH_LETTER.test(stored[i]!.text),
  ).length;
  const score = Math.max(0, Math.min(99, base) - Math.min(4, changed.length + unsure));
  const replacements = changed.map(([i, j]) => ({
    span: spans[i]!,
    text: render(stored[i]!, wanted[j]!, spans[i]!, languages),
  }));
  return { score, suggestion: replaceSpans(unit.target, replacements), diff };
}

type Located = Token & { source: Token };

/** Where each placeable of the stored source sits in the stored target (null for words and for values not found). */
function locateInTarget(tokens: Token[], target: string, language: Language): (Located | null)[] {
  const dates = findDateTokens(target, language);
  const numbers = findNumberTokens(maskSpans(target, dates), language);
  const words = [...target.matchAll(/[\p{L}\p{M}]+/gu)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    text: match[0],
  }));
  const used = new Set<number>();
  return tokens.map((token) => {
    if (token.kind === "word") return null;
    let found: { start: number; end: number; text: string; date?: Ymd } | undefined;
    if (token.kind === "date") found = dates.find((date) => !used.has(date.start) && date.key === token.key);
    else if (token.kind === "name") {
      found = words.find((word) => !used.has(word.start) && foldKey(word.text) === token.key);
    } else found = numbers.find((number) => !used.has(number.start) && number.key === token.key);
    if (!found) return null;
    used.add(found.start);
    return { ...token, start: found.start, end: found.end, text: found.text, date: found.date, source: token };
  });
}

/**
 * Word-level edit distance (insert, delete, substitute: 1 each). Two placeables of one kind are equal when their
 * values are, and also when the stored one can be carried into the target. Returns the cost and the aligned pairs.
 */
function align(a: Token[], b: Token[], spans: (Located | null)[]): { cost: number; pairs: [number, number][] } {
  const same = (i: number, j: number) => {
    const x = a[i]!;
    const y = b[j]!;
    if (x.kind !== y.kind) return false;
    if (x.key === y.key) return true;
    // A name stands for another name of its shape: MEHMET for AHMET, not "Bekar" (a Title-case word) for AYŞE.
    if (x.kind === "name" && upper(x.text) !== upper(y.text)) return false;
    return x.kind !== "word" && spans[i] !== null;
  };
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint16Array(rows * cols);
  for (let i = 0; i < rows; i++) table[i * cols] = i;
  for (let j = 0; j < cols; j++) table[j] = j;
  for (let i = 1; i < rows; i++)
    for (let j = 1; j < cols; j++) {
      const substitute = table[(i - 1) * cols + j - 1]! + (same(i - 1, j - 1) ? 0 : 1);
      table[i * cols + j] = Math.min(substitute, table[(i - 1) * cols + j]! + 1, table[i * cols + j - 1]! + 1);
    }
  const pairs: [number, number][] = [];
  let i = a.length;
  let j = b.length;
  while (i > 0 && j > 0) {
    const here = table[i * cols + j]!;
    if (same(i - 1, j - 1) && here === table[(i - 1) * cols + j - 1]) {
      pairs.push([i - 1, j - 1]);
      i--;
      j--;
    } else if (here === table[(i - 1) * cols + j - 1]! + 1) {
      i--;
      j--;
    } else if (here === table[(i - 1) * cols + j]! + 1) i--;
    else j--;
  }
  return { cost: table[rows * cols - 1]!, pairs: pairs.reverse() };
}

const ENGLISH_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const TURKISH_MONTHS = [
  "Ocak",
  "Şubat",
  "Mart",
  "Nisan",
  "Mayıs",
  "Haziran",
  "Temmuz",
  "Ağustos",
  "Eylül",
  "Ekim",
  "Kasım",
  "Aralık",
];

/** The segment's value written the way the stored target wrote the stored one. */
function render(stored: Token, wanted: Token, inTarget: Located, languages: { target: Language }): string {
  if (stored.kind === "date") return renderDate(wanted.date!, inTarget, languages.target);
  if (stored.kind === "name") return renderName(wanted.text, stored.text, inTarget.text);
  // A number the target wrote as the source did (an id, a case number, "12"): as written; else in the other
  // convention (1.250,50 ⇄ 1,250.50).
  if (inTarget.text === stored.text) return wanted.text;
  return wanted.text.replace(/[.,]/gu, (mark) => (mark === "." ? "," : "."));
}

function renderDate(date: Ymd, inTarget: Located, language: Language): string {
  const text = inTarget.text;
  const pad = (value: number, like: string | undefined) =>
    like && like.length === 2 ? String(value).padStart(2, "0") : String(value);
  if (/^\d{4}-\d{2}-\d{2}$/u.test(text)) return `${date.year}-${pad(date.month, "00")}-${pad(date.day, "00")}`;
  const numeric = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4})$/u.exec(text);
  if (numeric) {
    const stored = inTarget.date!;
    // Month first when the stored date reads so (a US translation's 03/12/1985).
    const monthFirst = Number(numeric[1]) === stored.month && Number(numeric[3]) === stored.day;
    const [first, second] = monthFirst ? [date.month, date.day] : [date.day, date.month];
    return `${pad(first, numeric[1])}${numeric[2]}${pad(second, numeric[3])}${numeric[2]}${date.year}`;
  }
  if (language === "en") {
    // "12 March 1985" keeps day first; anything else the US long form.
    const dayFirst = /^\d/u.test(text);
    const month = ENGLISH_MONTHS[date.month - 1]!;
    return dayFirst ? `${date.day} ${month} ${date.year}` : usLongDate(date);
  }
  const dayText = /^0\d/u.test(text) ? String(date.day).padStart(2, "0") : String(date.day);
  const month = TURKISH_MONTHS[date.month - 1]!;
  const capitals = /^\d+\.?\s+\p{Lu}{2}/u.test(text);
  return `${dayText} ${capitals ? month.toLocaleUpperCase("tr-TR") : month} ${date.year}`;
}

/**
 * The segment's name in the stored target's spelling of the stored name: ASCII when the translator wrote it so
 * (passport spelling: ÖZTÜRK → OZTURK), in its case (ALL CAPS, Title case).
 */
function renderName(name: string, storedName: string, inTarget: string): string {
  let out = name;
  if (TURKISH_LETTER.test(storedName) && !TURKISH_LETTER.test(inTarget)) out = foldKeyKeepCase(out);
  if (inTarget === inTarget.toLocaleUpperCase("tr-TR") && inTarget.length > 1) return out.toLocaleUpperCase("tr-TR");
  if (/^\p{Lu}\p{Ll}/u.test(inTarget) && out === out.toLocaleUpperCase("tr-TR"))
    return out[0]! + out.slice(1).toLocaleLowerCase("tr-TR");
  return out;
}

const ASCII: Record<string, string> = {
  ç: "c",
  ğ: "g",
  ı: "i",
  ö: "o",
  ş: "s",
  ü: "u",
  Ç: "C",
  Ğ: "G",
  İ: "I",
  Ö: "O",
  Ş: "S",
  Ü: "U",
};
function foldKeyKeepCase(text: string): string {
  return text.replace(/[çğıöşüÇĞİÖŞÜ]/gu, (letter) => ASCII[letter]!);
}

function replaceSpans(text: string, replacements: { span: { start: number; end: number }; text: string }[]): string {
  let out = text;
  for (const { span, text: value } of [...replacements].sort((a, b) => b.span.start - a.span.start))
    out = out.slice(0, span.start) + value + out.slice(span.end);
  return out;
}

/** Word runs (each with the spacing before it) of the stored source against the segment's, for highlighting. */
export function diffWords(stored: string, segment: string): DiffOp[] {
  const a = stored.match(/\s*\S+/gu)?.slice(0, MAX_TOKENS) ?? [];
  const b = segment.match(/\s*\S+/gu)?.slice(0, MAX_TOKENS) ?? [];
  const key = (word: string) => foldKey(word);
  const ak = a.map(key);
  const bk = b.map(key);
  // Longest common subsequence, then the runs between.
  const cols = b.length + 1;
  const lcs = new Uint16Array((a.length + 1) * cols);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i * cols + j] =
        ak[i] === bk[j] ? lcs[(i + 1) * cols + j + 1]! + 1 : Math.max(lcs[(i + 1) * cols + j]!, lcs[i * cols + j + 1]!);
  const ops: DiffOp[] = [];
  const push = (op: DiffOp["op"], text: string) => {
    const last = ops[ops.length - 1];
    if (last?.op === op) last.text += text;
    else ops.push({ op, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (ak[i] === bk[j]) {
      push("equal", b[j]!);
      i++;
      j++;
    } else if (lcs[(i + 1) * cols + j]! >= lcs[i * cols + j + 1]!) push("delete", a[i++]!);
    else push("insert", b[j++]!);
  }
  while (i < a.length) push("delete", a[i++]!);
  while (j < b.length) push("insert", b[j++]!);
  return ops;
}
