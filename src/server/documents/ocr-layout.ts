import type { LayoutLine } from "../../shared/segmentation/layout";
import type { SegmentBox } from "../../shared/schemas/workbench";
import { pngDimensions } from "./image-dimensions";
import type { OcrLine } from "./ocr-reader";

/** A gap wider than this many line heights between two words of one OCR line separates two columns. */
const COLUMN_GAP_LINE_HEIGHTS = 1.5;

type Pixels = { x0: number; y0: number; x1: number; y1: number };

/**
 * tesseract's lines → layout lines with their boxes as fractions of the page image they were read from (the PNG the
 * editor shows), split into cells at wide gaps between words ("Baba Adı          MEHMET").
 */
export function linesFromOcr(lines: readonly OcrLine[], png: Uint8Array, page: number): LayoutLine[] {
  const size = pngDimensions(png);
  if (!size) return [];
  const fraction = (box: Pixels): SegmentBox => {
    const x = clamp(box.x0 / size.width);
    const y = clamp(box.y0 / size.height);
    return { page, x, y, w: clamp(box.x1 / size.width) - x, h: clamp(box.y1 / size.height) - y };
  };
  const result: LayoutLine[] = [];
  for (const line of lines) {
    const words = line.words.filter((word) => word.text.trim() !== "");
    if (words.length === 0) continue;
    const height = Math.max(1, median(words.map((word) => word.y1 - word.y0)));
    const cells: { text: string; box: Pixels }[] = [];
    for (const word of words) {
      const last = cells.at(-1);
      if (last && word.x0 - last.box.x1 <= height * COLUMN_GAP_LINE_HEIGHTS) {
        last.text += ` ${word.text}`;
        last.box = {
          x0: last.box.x0,
          y0: Math.min(last.box.y0, word.y0),
          x1: word.x1,
          y1: Math.max(last.box.y1, word.y1),
        };
      } else cells.push({ text: word.text, box: { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 } });
    }
    const whole = {
      x0: Math.min(...cells.map((cell) => cell.box.x0)),
      y0: Math.min(...cells.map((cell) => cell.box.y0)),
      x1: Math.max(...cells.map((cell) => cell.box.x1)),
      y1: Math.max(...cells.map((cell) => cell.box.y1)),
    };
    result.push({
      page,
      cells: cells.map((cell) => cell.text),
      cellBoxes: cells.map((cell) => fraction(cell.box)),
      box: fraction(whole),
      ...(line.paragraphStart ? { breakBefore: true } : {}),
    });
  }
  return result;
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
