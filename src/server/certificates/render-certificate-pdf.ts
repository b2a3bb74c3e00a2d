import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { certificateFontBytes } from "./certificate-fonts";
import type { CertificateContent } from "./certificate-content";
import { printableText, wrapText } from "./pdf-text";

const PAGE = { width: 612, height: 792 }; // US Letter
const MARGIN = 64;
const WIDTH = PAGE.width - 2 * MARGIN;
const NAVY = rgb(0.09, 0.16, 0.32);
const GREY = rgb(0.35, 0.38, 0.43);

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Lays the certificate's wording out on one US Letter page and returns the PDF's bytes. */
export async function renderCertificatePdf(content: CertificateContent, meta: { issuedAt: Date }): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const bytes = certificateFontBytes();
  const fonts: Fonts = { regular: await pdf.embedFont(bytes.regular, { subset: true }), bold: await pdf.embedFont(bytes.bold, { subset: true }) };
  pdf.setTitle(content.title);
  pdf.setAuthor(printableText(content.letterhead.name, fonts.regular));
  pdf.setCreationDate(meta.issuedAt);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const write = (text: string, options: { font?: PDFFont; size?: number; x?: number; width?: number; color?: typeof NAVY; gap?: number } = {}) => {
    const font = options.font ?? fonts.regular;
    const size = options.size ?? 11;
    for (const line of wrapText(printableText(text, font), font, size, options.width ?? WIDTH)) {
      y -= size * 1.4;
      page.drawText(line, { x: options.x ?? MARGIN, y, size, font, color: options.color ?? rgb(0, 0, 0) });
    }
    y -= options.gap ?? 0;
  };

  // Letterhead.
  write(content.letterhead.name, { font: fonts.bold, size: 20, color: NAVY, gap: 2 });
  write(content.letterhead.contact, { size: 9, color: GREY, gap: 10 });
  rule(page, y, 1.2);
  y -= 36;

  const titleWidth = fonts.bold.widthOfTextAtSize(content.title, 18);
  page.drawText(content.title, { x: (PAGE.width - titleWidth) / 2, y, size: 18, font: fonts.bold, color: NAVY });
  y -= 24;

  for (const [label, value] of content.facts) {
    const top = y;
    write(`${label}:`, { font: fonts.bold, size: 10.5 });
    y = top;
    write(value, { size: 10.5, x: MARGIN + 110, width: WIDTH - 110, gap: 2 });
  }
  y -= 18;

  write(content.competenceStatement, { gap: 10 });
  write(content.accuracyStatement, { gap: 44 });

  write(content.signature.line, { size: 11, gap: 2 });
  write(content.signature.name, { font: fonts.bold, size: 11 });
  write(content.signature.date, { size: 11 });

  y = MARGIN + 36;
  rule(page, y + 14, 0.6);
  write(content.footer, { size: 8, color: GREY });
  return Buffer.from(await pdf.save());
}

function rule(page: PDFPage, y: number, thickness: number) {
  page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE.width - MARGIN, y }, thickness, color: NAVY });
}
