import { needsCertificate } from "./assignment";
import type { ServiceType } from "./enums";

// The certified deliverable (issue 40 items 2–5, issue 39 item 7; docs/deliverable.md): what each document's PDF is
// called, what goes into it, and how the translator's segments become its text.

/**
 * Whether a certified PDF ends with a copy of the source document when the customer did not say. No field of an
 * order says "for USCIS"; the certified plans are the ones sold for it (premium is certified and notarized), so
 * both default to yes. A standard order has no certificate and so no certified PDF.
 */
export function defaultIncludeSourceCopy(serviceType: ServiceType): boolean {
  return needsCertificate(serviceType);
}

export const TITLE_DASH = " — ";

/**
 * "Birth Certificate — Ayşe Yılmaz": the document type (its catalog label) and the person the document is about.
 * The subject is the first "names as in passport" entry's passport spelling; without one, the type alone.
 */
export function documentTitle(typeLabel: string, subject: string | null | undefined): string {
  const type = titleCase(typeLabel.trim()) || "Document";
  const person = subject?.trim().replace(/\s+/g, " ");
  return person ? `${type}${TITLE_DASH}${person}` : type;
}

/** "Birth certificate" → "Birth Certificate"; words already capitalised ("Driver's license") keep their letters. */
function titleCase(label: string): string {
  return label.replace(
    /(^|\s)(\p{Ll})/gu,
    (_, space: string, letter: string) => space + letter.toLocaleUpperCase("en"),
  );
}

/** The person a document is about: the passport spelling of the order's first "names as in passport" entry. */
export function documentSubject(names: readonly { inPassport: string }[]): string | null {
  return names.find((name) => name.inPassport.trim())?.inPassport.trim() ?? null;
}

const FILE_NAME_LIMIT = 120;

/**
 * A file name made from a title: characters no file system accepts removed, at most 120 characters, never empty.
 * Turkish letters stay (the download's filename* carries them; send-attachment.ts writes the ASCII fallback).
 */
export function titleFileName(title: string, extension: string, fallback = "document"): string {
  const cleaned = title
    .normalize("NFC")
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, FILE_NAME_LIMIT)
    .trim();
  return `${cleaned || fallback}${extension}`;
}

/** Names in one ZIP must differ: the second "Diploma — Ali Kaya.pdf" becomes "Diploma — Ali Kaya (2).pdf". */
export function uniqueFileNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const key = name.toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf(".");
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  });
}

/** The footer printed on every page of a certified PDF. */
export function certifiedPageFooter(certificateNumber: string, page: number, pages: number): string {
  return `Certified translation ${certificateNumber} · page ${page} of ${pages}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Names as in the passport, applied to the translation.

const TURKISH_FOLD: Record<string, string> = { ı: "i", İ: "I", ş: "s", Ş: "S", ğ: "g", Ğ: "G", ç: "c", Ç: "C" };
const fold = (char: string) => TURKISH_FOLD[char] ?? char.normalize("NFD").replace(/\p{M}/gu, "");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A class for one letter: its Turkish and plain cases and its letter without marks ("ş" matches ş Ş s S). */
function letterClass(char: string): string {
  const forms = new Set([
    char,
    char.toLocaleLowerCase("tr"),
    char.toLocaleUpperCase("tr"),
    char.toLowerCase(),
    char.toUpperCase(),
  ]);
  for (const form of [...forms]) {
    const plain = fold(form);
    forms.add(plain.toLowerCase());
    forms.add(plain.toUpperCase());
  }
  // The dotless/dotted i pairs fold onto i: "I" and "i" also stand for ı and İ.
  if (forms.has("i") || forms.has("I")) ["i", "I", "ı", "İ"].forEach((form) => forms.add(form));
  const list = [...forms].filter((form) => [...form].length === 1);
  return list.length === 1 ? escape(list[0]!) : `[${list.map(escape).join("")}]`;
}

function namePattern(written: string): RegExp {
  const words = written
    .trim()
    .split(/\s+/u)
    .map((word) => [...word].map(letterClass).join(""));
  return new RegExp(`(?<![\\p{L}\\p{M}])${words.join("\\s+")}(?![\\p{L}\\p{M}])`, "gu");
}

const isUpperCased = (text: string) => text === text.toLocaleUpperCase("tr") && text !== text.toLocaleLowerCase("tr");

/**
 * The target with each name of the order's list written as the passport says: the source's spelling (in any case,
 * with or without its Turkish letters) becomes the passport's. A name written in capitals stays in capitals. Full
 * names first, then word by word when the two spellings have as many words (the surname alone is replaced too).
 */
export function applyPassportNames(text: string, names: readonly { inDocument: string; inPassport: string }[]): string {
  const pairs: [written: string, passport: string][] = [];
  for (const name of names) {
    const written = name.inDocument.trim();
    const passport = name.inPassport.trim();
    if (!written || !passport) continue;
    pairs.push([written, passport]);
    const writtenWords = written.split(/\s+/u);
    const passportWords = passport.split(/\s+/u);
    if (writtenWords.length > 1 && writtenWords.length === passportWords.length)
      writtenWords.forEach((word, index) => pairs.push([word, passportWords[index]!]));
  }
  let result = text;
  for (const [written, passport] of pairs) {
    result = result.replace(namePattern(written), (found) =>
      isUpperCased(found) && !isUpperCased(passport) ? passport.toLocaleUpperCase("en") : passport,
    );
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// Bracketed notes and the layout of segments.

/** A run of a translated text: plain text, or a translator's bracketed note ("[signature]", "[seal: …]"). */
export type TextRun = { text: string; note: boolean };

/** Splits a target into plain runs and bracketed notes; the brackets stay in the note's text. */
export function splitBracketedNotes(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[[^[\]\n]{1,200}\]/g)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), note: false });
    runs.push({ text: match[0], note: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), note: false });
  return runs.filter((run) => run.text.length > 0);
}

/** What the renderer needs of a segment (src/shared/schemas/workbench.ts). */
export type RenderableSegment = {
  position: number;
  kind: "heading" | "line" | "sentence" | "label" | "value" | "cell";
  row: number | null;
  col: number | null;
  target: string;
};

/** The translated document's blocks, in reading order. */
export type DocumentBlock =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "pairs"; rows: [label: string, value: string][] }
  | { type: "table"; rows: string[][] };

/**
 * Groups segments into blocks: consecutive label/value segments into one two-column table (a label and a value of
 * the same row side by side), consecutive cells into a table by row and column, consecutive sentences into one
 * paragraph, headings and lines as they are. Targets are used as written (names applied before).
 */
export function layoutSegments(segments: readonly RenderableSegment[]): DocumentBlock[] {
  const sorted = [...segments].sort((a, b) => a.position - b.position);
  const blocks: DocumentBlock[] = [];
  let index = 0;
  while (index < sorted.length) {
    const segment = sorted[index]!;
    if (segment.kind === "label" || segment.kind === "value") {
      const rows = new Map<string, [string, string]>();
      while (index < sorted.length && (sorted[index]!.kind === "label" || sorted[index]!.kind === "value")) {
        const part = sorted[index]!;
        const key = part.row === null ? `p${part.position}` : `r${part.row}`;
        const row = rows.get(key) ?? ["", ""];
        if (part.kind === "label") row[0] = row[0] ? `${row[0]} ${part.target}` : part.target;
        else row[1] = row[1] ? `${row[1]} ${part.target}` : part.target;
        rows.set(key, row);
        index += 1;
      }
      blocks.push({ type: "pairs", rows: [...rows.values()] });
    } else if (segment.kind === "cell") {
      const rows = new Map<number, string[]>();
      while (index < sorted.length && sorted[index]!.kind === "cell") {
        const cell = sorted[index]!;
        const rowKey = cell.row ?? -1 - index;
        const row = rows.get(rowKey) ?? [];
        row[cell.col ?? row.length] = cell.target;
        rows.set(rowKey, row);
        index += 1;
      }
      const width = Math.max(...[...rows.values()].map((row) => row.length));
      blocks.push({
        type: "table",
        rows: [...rows.values()].map((row) => Array.from({ length: width }, (_, col) => row[col] ?? "")),
      });
    } else if (segment.kind === "sentence") {
      const sentences: string[] = [];
      while (index < sorted.length && sorted[index]!.kind === "sentence") {
        sentences.push(sorted[index]!.target.trim());
        index += 1;
      }
      blocks.push({ type: "paragraph", text: sentences.filter(Boolean).join(" ") });
    } else {
      blocks.push({ type: segment.kind === "heading" ? "heading" : "paragraph", text: segment.target });
      index += 1;
    }
  }
  return blocks;
}
