import type { SegmentBox } from "../schemas/workbench";

/**
 * One line of a document as its reader saw it (src/server/workbench/read-layout.ts): the text runs of the line split
 * where a wide gap separates them (columns of a table, "label      value" layouts), with the line's box on the page
 * image for scans. The segmenter (segment-lines.ts) turns lines into segments.
 */
export type LayoutLine = {
  /** The page, from 1 (a DOCX or TXT file is one page). */
  page: number;
  /** The line's text runs, left to right, split at wide gaps; never empty strings. */
  cells: string[];
  /** Each cell's box on the page image (scans), in the order of `cells`; absent for text layers. */
  cellBoxes?: (SegmentBox | null)[];
  /** The whole line's box on the page image (scans); null for text read from a text layer, DOCX or TXT. */
  box: SegmentBox | null;
  /** A row of a real table (a DOCX table): every cell is a table cell. */
  table?: boolean;
  /** Marked as a heading by the file itself (DOCX Heading styles). */
  heading?: boolean;
  /** A whole paragraph already (DOCX): never joined with the next line into one paragraph. */
  whole?: boolean;
  /** A paragraph starts here (a blank line before it in a TXT file, a wide vertical gap on a page). */
  breakBefore?: boolean;
};

/** What the segmenter makes of lines: the rows of document_segments before ids, targets and positions. */
export type SegmentDraft = {
  kind: "heading" | "line" | "sentence" | "label" | "value" | "cell";
  row: number | null;
  col: number | null;
  source: string;
  box: SegmentBox | null;
};

/** The smallest box holding all of `boxes` (all on one page), or null when none is known. */
export function unionBox(boxes: readonly (SegmentBox | null | undefined)[]): SegmentBox | null {
  const known = boxes.filter((box): box is SegmentBox => Boolean(box));
  if (known.length === 0) return null;
  const page = known[0]!.page;
  const same = known.filter((box) => box.page === page);
  const left = Math.min(...same.map((box) => box.x));
  const top = Math.min(...same.map((box) => box.y));
  const right = Math.max(...same.map((box) => box.x + box.w));
  const bottom = Math.max(...same.map((box) => box.y + box.h));
  return { page, x: left, y: top, w: Math.min(1, right) - left, h: Math.min(1, bottom) - top };
}
