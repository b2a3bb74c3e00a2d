import type { Color, PDFPage } from "pdf-lib";
import QRCode from "qrcode";

/**
 * Draws `text` as a QR code of vector squares (sharp at any zoom or print size), `size` points wide with its
 * bottom-left corner at (x, y), including the 4-module quiet zone the standard asks for.
 */
// A certified PDF draws the same code on every page: the last one is kept.
let last: { text: string; modules: ReturnType<typeof QRCode.create>["modules"] } | undefined;

export function drawQrCode(page: PDFPage, text: string, options: { x: number; y: number; size: number; color: Color }) {
  if (last?.text !== text) last = { text, modules: QRCode.create(text, { errorCorrectionLevel: "M" }).modules };
  const { modules } = last;
  const count = modules.size + 8;
  const cell = options.size / count;
  for (let row = 0; row < modules.size; row += 1) {
    // Adjacent dark modules of a row become one rectangle: fewer drawing operations, no hairline seams.
    let start = -1;
    for (let col = 0; col <= modules.size; col += 1) {
      const dark = col < modules.size && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        page.drawRectangle({
          x: options.x + (start + 4) * cell,
          y: options.y + options.size - (row + 5) * cell,
          width: (col - start) * cell,
          height: cell,
          color: options.color,
        });
        start = -1;
      }
    }
  }
}
