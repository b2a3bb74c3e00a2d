import type { SegmentBox } from "../schemas/workbench";
import { unionBox, type LayoutLine, type SegmentDraft } from "./layout";
import { splitSentences } from "./sentences";

/** A label longer than this is a sentence with a colon in it ("Karar: Davanın kabulüne …"), not a form's label. */
const MAX_LABEL_CHARS = 40;
const MAX_LABEL_WORDS = 6;
/** A value longer than this is running text (a court decision's "HÜKÜM: …"): split into sentences instead. */
const MAX_VALUE_CHARS = 160;
/** A line at least this long that does not end a sentence wraps on into the next line of its paragraph. */
const WRAPPED_LINE_CHARS = 50;
const MAX_HEADING_WORDS = 10;

type Pair = { label: string; value: string };
type Line = LayoutLine & { cells: string[] };
type LineClass = "table" | "pairs" | "heading" | "text";

/**
 * A document's lines → its segments, in reading order (docs/workbench.md, "Segments"): table rows become cells
 * (a shared `row`, `col` from 0), "label: value" rows (a colon, or two runs apart on one line) become a label (col 0)
 * and a value (col 1) sharing a `row`, so the memory offers the label again on the next extract of its kind; short
 * upper-case lines and the file's own headings become headings; running text is joined across wrapped lines and split
 * into sentences (splitSentences), a single sentence staying one line. Pure: the same lines always give the same
 * segments.
 */
export function segmentLines(input: readonly LayoutLine[]): SegmentDraft[] {
  const lines = input.map(normaliseLine).filter((line) => line.cells.length > 0);
  const classes = lines.map((line, index) => classify(line, index > 0 ? lines[index - 1]! : null));
  const drafts: SegmentDraft[] = [];
  let row = 0;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const kind = classes[index]!;
    if (kind === "table") {
      line.cells.forEach((cell, col) =>
        drafts.push({ kind: "cell", row, col, source: cell, box: line.cellBoxes?.[col] ?? line.box }),
      );
      row += 1;
    } else if (kind === "pairs") {
      for (const { pair, box } of pairsOf(line)) {
        drafts.push({ kind: "label", row, col: 0, source: pair.label, box: box.label });
        if (pair.value) drafts.push({ kind: "value", row, col: 1, source: pair.value, box: box.value });
        row += 1;
      }
    } else if (kind === "heading") {
      drafts.push({ kind: "heading", row: null, col: null, source: line.cells.join(" "), box: line.box });
    } else {
      // Running text: the following lines of the same paragraph join it before it is split into sentences.
      const paragraph = [line];
      while (
        index + 1 < lines.length &&
        classes[index + 1] === "text" &&
        continues(paragraph.at(-1)!, lines[index + 1]!)
      )
        paragraph.push(lines[(index += 1)]!);
      drafts.push(...sentencesOf(paragraph));
    }
  }
  return drafts;
}

function normaliseLine(line: LayoutLine): Line {
  const cells: string[] = [];
  const cellBoxes: (SegmentBox | null)[] = [];
  line.cells.forEach((cell, index) => {
    const text = cell.replace(/\s+/gu, " ").trim();
    // A lone colon between a label and its value ("Baba Adı   :   MEHMET") belongs to neither.
    if (text === "" || text === ":") return;
    cells.push(text);
    cellBoxes.push(line.cellBoxes?.[index] ?? null);
  });
  return { ...line, cells, cellBoxes: line.cellBoxes ? cellBoxes : undefined };
}

function classify(line: Line, previous: Line | null): LineClass {
  if (line.table) return "table";
  if (line.cells.length >= 3) return line.cells.every((cell) => colonPair(cell)) ? "pairs" : "table";
  if (line.cells.length === 2) {
    if (line.cells.every((cell) => colonPair(cell))) return "pairs";
    // Two runs inside a table of three or more columns (an empty cell) stay cells of that table.
    if (previous && (previous.table || previous.cells.length >= 3) && !line.cells.some(hasColonEdge)) return "table";
    return "pairs";
  }
  const text = line.cells[0]!;
  if (line.heading) return "heading";
  if (colonPair(text)) return "pairs";
  if (looksLikeHeading(text)) return "heading";
  return "text";
}

function hasColonEdge(cell: string): boolean {
  return cell.endsWith(":") || cell.startsWith(":");
}

/** "Baba Adı: MEHMET" → { label: "Baba Adı", value: "MEHMET" }; "Açıklama:" → a label with no value; else null. */
export function colonPair(text: string): Pair | null {
  const match = /:(?=\s|$)/u.exec(text);
  if (!match) return null;
  const label = text.slice(0, match.index).trim();
  const value = text.slice(match.index + 1).trim();
  if (!label || label.length > MAX_LABEL_CHARS || label.split(" ").length > MAX_LABEL_WORDS) return null;
  if (!/^\p{L}/u.test(label) || value.length > MAX_VALUE_CHARS) return null;
  return { label, value };
}

function pairsOf(line: Line): { pair: Pair; box: { label: SegmentBox | null; value: SegmentBox | null } }[] {
  const boxOf = (index: number) => line.cellBoxes?.[index] ?? line.box;
  const pairs = line.cells.map((cell) => colonPair(cell));
  if (pairs.every(Boolean))
    return pairs.map((pair, index) => ({ pair: pair!, box: { label: boxOf(index), value: boxOf(index) } }));
  // Two runs apart: "Doğum Yeri          ANKARA", or "Baba Adı :" / ": MEHMET".
  const [label, value] = line.cells as [string, string];
  return [
    {
      pair: { label: label.replace(/\s*:$/u, ""), value: value.replace(/^:\s*/u, "") },
      box: { label: boxOf(0), value: boxOf(1) },
    },
  ];
}

function looksLikeHeading(text: string): boolean {
  if (!/\p{L}.*\p{L}/u.test(text) || text.split(" ").length > MAX_HEADING_WORDS) return false;
  return text === text.toLocaleUpperCase("tr") && !/[.!?;,]$/u.test(text.replace(/^(?:T\.C\.)$/u, "TC"));
}

function continues(last: Line, next: Line): boolean {
  if (last.whole || next.whole || next.breakBefore || next.page !== last.page) return false;
  const text = last.cells.join(" ");
  if (text.length < WRAPPED_LINE_CHARS) return false;
  return !/[.!?:;]["')”’]*$/u.test(text) || /^\p{Ll}/u.test(next.cells.join(" "));
}

/** One paragraph's sentences (or the paragraph as one line), each with the box of the lines it covers. */
function sentencesOf(paragraph: Line[]): SegmentDraft[] {
  const spans: { start: number; end: number; box: SegmentBox | null }[] = [];
  let text = "";
  for (const line of paragraph) {
    if (text) text += " ";
    const start = text.length;
    text += line.cells.join(" ");
    spans.push({ start, end: text.length, box: line.box });
  }
  const sentences = splitSentences(text);
  const boxOf = (start: number, end: number) =>
    unionBox(spans.filter((span) => span.start < end && span.end > start).map((span) => span.box));
  if (sentences.length <= 1)
    return [{ kind: "line", row: null, col: null, source: text, box: unionBox(spans.map((span) => span.box)) }];
  return sentences.map((sentence) => ({
    kind: "sentence",
    row: null,
    col: null,
    source: sentence.text,
    box: boxOf(sentence.start, sentence.end),
  }));
}
