import {
  concatTransformationMatrix,
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingColor,
  type Color,
  PDFDocument,
  type PDFEmbeddedPage,
  type PDFOperator,
  type PDFPage,
} from "pdf-lib";
import QRCode from "qrcode";

/** The 4-module quiet zone the standard asks for, on each side. */
const QUIET = 4;

/**
 * The code as one filled path in module units (one unit a module, quiet zone included, origin bottom-left): each run
 * of adjacent dark modules of a row is one rectangle (no hairline seams), all filled at once. One `re` operator per
 * run instead of drawRectangle's dozen per square: a certified PDF of 24 pages drew ~7,000 rectangles.
 */
function qrPath(text: string, color: Color, background: boolean): { operators: PDFOperator[]; modules: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = modules.size + 2 * QUIET;
  const operators: PDFOperator[] = [];
  if (background) operators.push(setFillingColor(rgb(1, 1, 1)), rectangle(0, 0, count, count), fill());
  operators.push(setFillingColor(color));
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let col = 0; col <= modules.size; col += 1) {
      const dark = col < modules.size && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        operators.push(rectangle(start + QUIET, count - (row + QUIET + 1), col - start, 1));
        start = -1;
      }
    }
  }
  operators.push(fill());
  return { operators, modules: count };
}

/**
 * Draws `text` as a QR code of vector squares (sharp at any zoom or print size), `size` points wide with its
 * bottom-left corner at (x, y), including the quiet zone.
 */
export function drawQrCode(page: PDFPage, text: string, options: { x: number; y: number; size: number; color: Color }) {
  const { operators, modules } = qrPath(text, options.color, false);
  const scale = options.size / modules;
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(scale, 0, 0, scale, options.x, options.y),
    ...operators,
    popGraphicsState(),
  );
}

/**
 * The code on a white square, made once per PDF as a form XObject: every page of a certified PDF shows the same
 * code, so each page only places it (`page.drawPage(qr, { x, y, width, height })`) instead of carrying its own copy.
 */
export async function embedQrCode(pdf: PDFDocument, text: string, color: Color): Promise<PDFEmbeddedPage> {
  const { operators, modules } = qrPath(text, color, true);
  // A page of a throwaway document holds the drawing; embedPage copies only its content into `pdf`.
  const scratch = await PDFDocument.create();
  const page = scratch.addPage([modules, modules]);
  page.pushOperators(...operators);
  return pdf.embedPage(page);
}
