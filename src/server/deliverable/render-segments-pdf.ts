import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { directionLanguages } from "../../shared/assignment";
import {
  applyPassportNames,
  layoutSegments,
  splitBracketedNotes,
  type RenderableSegment,
} from "../../shared/deliverable";
import type { TranslationDirection } from "../../shared/enums";
import { certificateFontBytes } from "./certificate-fonts";
import { printableText } from "./pdf-text";

export const LETTER = { width: 612, height: 792 };
const MARGIN = 60;
/** Room kept free at the bottom of every page for the certified PDF's footer and QR code (stamp-pages.ts). */
const BOTTOM = 84;
const WIDTH = LETTER.width - 2 * MARGIN;
const SIZE = 10.5;
const LEADING = 1.35;
const CELL_PAD = 5;
const BORDER = rgb(0.55, 0.58, 0.63);
const NOTE = rgb(0.25, 0.28, 0.33);

type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };
type Word = { text: string; font: PDFFont; space: boolean; note: boolean };

export type RenderSegmentsOptions = {
  documentTitle: string;
  passportNames: readonly { inDocument: string; inPassport: string }[];
  direction: TranslationDirection;
};

/**
 * The translation as a document, from its confirmed segments (issue 39 item 7): US Letter, the document's title,
 * label–value rows as a two-column table, table cells as a table, headings, lines; the translator's bracketed notes
 * ("[signature]", "[seal: …]", "[illegible]") kept and set apart in italic; every name of the order's "names as in
 * passport" written as the passport says. Text wraps and flows onto new pages; the fonts carry Turkish letters.
 */
export async function renderSegmentsPdf(
  segments: readonly RenderableSegment[],
  options: RenderSegmentsOptions,
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const bytes = certificateFontBytes();
  const fonts: Fonts = {
    regular: await pdf.embedFont(bytes.regular, { subset: true }),
    bold: await pdf.embedFont(bytes.bold, { subset: true }),
    italic: await pdf.embedFont(bytes.italic, { subset: true }),
  };
  const { target } = directionLanguages(options.direction);
  pdf.setTitle(`${options.documentTitle} (${target} translation)`);
  const layout = new Layout(pdf, fonts);

  layout.heading(options.documentTitle, 15);
  layout.paragraph(`${target} translation`, { color: NOTE, size: 9 });
  layout.gap(8);
  const named = segments.map((segment) => ({
    ...segment,
    target: applyPassportNames(segment.target, options.passportNames),
  }));
  for (const block of layoutSegments(named)) {
    if (block.type === "heading") layout.heading(block.text, 12.5);
    else if (block.type === "paragraph") layout.paragraph(block.text);
    else if (block.type === "pairs") layout.table(block.rows, [0.38, 0.62], true);
    else layout.table(block.rows, evenColumns(block.rows[0]?.length ?? 1), false);
  }
  return Buffer.from(await pdf.save());
}

const evenColumns = (count: number) => Array.from({ length: Math.max(1, count) }, () => 1 / Math.max(1, count));

/** A cursor over pages: writes wrapped rich text and tables, starting a new page when the next piece does not fit. */
class Layout {
  private page: PDFPage;
  private y = LETTER.height - MARGIN;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = pdf.addPage([LETTER.width, LETTER.height]);
  }

  gap(points: number) {
    this.y -= points;
  }

  private ensure(height: number) {
    if (this.y - height >= BOTTOM) return;
    this.page = this.pdf.addPage([LETTER.width, LETTER.height]);
    this.y = LETTER.height - MARGIN;
  }

  heading(text: string, size: number) {
    const lines = wrapWords(words(text, this.fonts, this.fonts.bold), size, WIDTH);
    this.gap(size * 0.4);
    for (const line of lines) {
      this.ensure(size * LEADING);
      this.y -= size * LEADING;
      drawLine(this.page, line, MARGIN, this.y, size, rgb(0.09, 0.16, 0.32));
    }
    this.gap(size * 0.3);
  }

  paragraph(text: string, options: { size?: number; color?: ReturnType<typeof rgb> } = {}) {
    const size = options.size ?? SIZE;
    for (const line of wrapWords(words(text, this.fonts, this.fonts.regular), size, WIDTH)) {
      this.ensure(size * LEADING);
      this.y -= size * LEADING;
      drawLine(this.page, line, MARGIN, this.y, size, options.color);
    }
    this.gap(size * 0.45);
  }

  /** Rows of cells with borders; `labels`: the first column is a label (bold). A row never splits across pages. */
  table(rows: readonly string[][], fractions: number[], labels: boolean) {
    const widths = fractions.map((fraction) => fraction * WIDTH);
    this.gap(3);
    for (const row of rows) {
      const cells = widths.map((width, col) => {
        const font = labels && col === 0 ? this.fonts.bold : this.fonts.regular;
        return wrapWords(words(row[col] ?? "", this.fonts, font), SIZE, width - 2 * CELL_PAD);
      });
      const lineCount = Math.max(1, ...cells.map((lines) => lines.length));
      const maxLines = Math.floor((LETTER.height - MARGIN - BOTTOM - 2 * CELL_PAD) / (SIZE * LEADING));
      // A cell longer than a whole page is cut into page-sized rows.
      for (let first = 0; first < lineCount; first += maxLines) {
        const count = Math.min(maxLines, lineCount - first);
        const height = count * SIZE * LEADING + 2 * CELL_PAD;
        this.ensure(height);
        let x = MARGIN;
        cells.forEach((lines, col) => {
          const width = widths[col]!;
          this.page.drawRectangle({
            x,
            y: this.y - height,
            width,
            height,
            borderColor: BORDER,
            borderWidth: 0.6,
            color: labels && col === 0 ? rgb(0.96, 0.97, 0.98) : undefined,
          });
          let lineY = this.y - CELL_PAD;
          for (const line of lines.slice(first, first + count)) {
            lineY -= SIZE * LEADING;
            drawLine(this.page, line, x + CELL_PAD, lineY + SIZE * 0.25, SIZE);
          }
          x += width;
        });
        this.y -= height;
      }
    }
    this.gap(SIZE * 0.8);
  }
}

// fontkit lays text out on every width asked for; documents repeat their words, so widths are kept per font.
const widths = new WeakMap<PDFFont, Map<string, number>>();
function widthOf(font: PDFFont, text: string, size: number): number {
  let known = widths.get(font);
  if (!known) widths.set(font, (known = new Map()));
  let width = known.get(text);
  if (width === undefined) known.set(text, (width = font.widthOfTextAtSize(text, 1000) / 1000));
  return width * size;
}

/** The words of a text with their fonts: bracketed notes in italic, the rest in `font`. */
function words(text: string, fonts: Fonts, font: PDFFont): Word[] {
  const result: Word[] = [];
  for (const run of splitBracketedNotes(text)) {
    const runFont = run.note ? fonts.italic : font;
    const parts = run.text.split(/(\s+)/);
    let space = result.length > 0 && /^\s/.test(run.text);
    for (const part of parts) {
      if (!part) continue;
      if (/^\s+$/.test(part)) {
        space = true;
        continue;
      }
      result.push({
        text: printableText(part, runFont),
        font: runFont,
        space: space && result.length > 0,
        note: run.note,
      });
      space = false;
    }
  }
  return result;
}

/** Lines of words no wider than `width` (a word wider than a line is cut). */
function wrapWords(list: readonly Word[], size: number, width: number): Word[][] {
  const lines: Word[][] = [];
  let line: Word[] = [];
  let lineWidth = 0;
  const spaceWidth = (font: PDFFont) => widthOf(font, " ", size);
  for (const original of list) {
    let word = original;
    let wordWidth = widthOf(word.font, word.text, size);
    const gapWidth = line.length > 0 && word.space ? spaceWidth(word.font) : 0;
    if (line.length > 0 && lineWidth + gapWidth + wordWidth > width) {
      lines.push(line);
      line = [];
      lineWidth = 0;
    }
    while (wordWidth > width && word.text.length > 1) {
      let cut = word.text.length - 1;
      while (cut > 1 && widthOf(word.font, word.text.slice(0, cut), size) > width) cut -= 1;
      lines.push([{ ...word, text: word.text.slice(0, cut), space: false }]);
      word = { ...word, text: word.text.slice(cut), space: false };
      wordWidth = widthOf(word.font, word.text, size);
    }
    const gap = line.length > 0 && word.space ? spaceWidth(word.font) : 0;
    line.push(line.length === 0 ? { ...word, space: false } : word);
    lineWidth += gap + wordWidth;
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

function drawLine(page: PDFPage, line: readonly Word[], x: number, y: number, size: number, color = rgb(0, 0, 0)) {
  // Words of one font and kind are drawn as one run: each drawText lays its text out again.
  let cursor = x;
  let index = 0;
  while (index < line.length) {
    const first = line[index]!;
    if (first.space) cursor += widthOf(first.font, " ", size);
    let text = first.text;
    index += 1;
    while (index < line.length && line[index]!.font === first.font && line[index]!.note === first.note) {
      text += `${line[index]!.space ? " " : ""}${line[index]!.text}`;
      index += 1;
    }
    page.drawText(text, { x: cursor, y, size, font: first.font, color: first.note ? NOTE : color });
    cursor += widthOf(first.font, text, size);
  }
}
