import type { LayoutLine } from "./layout";

/** Three spaces or a tab between two runs of a line: a column gap ("Baba Adı      MEHMET"), not a word space. */
const COLUMN_GAP = /\t+| {3,}/u;

/**
 * A plain-text document's lines (a .txt upload, or text in tests): one layout line per line, split into cells at
 * column gaps; a blank line starts a new paragraph.
 */
export function linesFromPlainText(text: string, page = 1): LayoutLine[] {
  const lines: LayoutLine[] = [];
  let blank = false;
  for (const raw of text.replace(/\r\n?/gu, "\n").split("\n")) {
    const cells = raw
      .split(COLUMN_GAP)
      .map((cell) => cell.trim())
      .filter(Boolean);
    if (cells.length === 0) {
      blank = true;
      continue;
    }
    lines.push({ page, cells, box: null, ...(blank ? { breakBefore: true } : {}) });
    blank = false;
  }
  return lines;
}
