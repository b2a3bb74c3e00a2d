import { degrees, PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { formatUsLongDate } from "../../shared/format";

const RED = rgb(0.75, 0.05, 0.08);

/** "REVOKED on November 26, 2026": printed across every page of a revoked certificate's download. */
export function revokedMark(revokedAt: Date): string {
  return `REVOKED on ${formatUsLongDate(revokedAt)}`;
}

/**
 * The stored certificate with every page marked revoked: a red banner across the top and the same words
 * diagonally over the page, so a printed or forwarded copy cannot pass for valid. The stored bytes (whose SHA-256
 * the verify page shows) are unchanged; only what is downloaded after the revocation carries the mark.
 */
export async function stampRevokedCertificate(stored: Uint8Array, revokedAt: Date): Promise<Buffer> {
  const pdf = await PDFDocument.load(stored, { updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  const mark = revokedMark(revokedAt);
  const banner = `${mark}: this certificate is no longer valid`;
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    const bannerSize = 12;
    page.drawRectangle({ x: 0, y: height - 30, width, height: 30, color: RED });
    page.drawText(banner, {
      x: (width - font.widthOfTextAtSize(banner, bannerSize)) / 2,
      y: height - 20,
      size: bannerSize,
      font,
      color: rgb(1, 1, 1),
    });
    // Diagonal through the centre, two thirds of the diagonal long (clear of the corners and most of the QR code).
    const angle = Math.atan2(height, width);
    const size = Math.min(64, (Math.hypot(width, height) * 0.65) / font.widthOfTextAtSize(mark, 1));
    const textWidth = font.widthOfTextAtSize(mark, size);
    const textHeight = font.heightAtSize(size, { descender: false });
    const x = width / 2 - (Math.cos(angle) * textWidth) / 2 + (Math.sin(angle) * textHeight) / 2;
    const y = height / 2 - (Math.sin(angle) * textWidth) / 2 - (Math.cos(angle) * textHeight) / 2;
    page.drawText(mark, { x, y, size, font, color: RED, opacity: 0.3, rotate: degrees((angle * 180) / Math.PI) });
  }
  return Buffer.from(await pdf.save());
}
