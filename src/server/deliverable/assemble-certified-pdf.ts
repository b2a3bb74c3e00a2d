import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFEmbeddedPage, type PDFFont, type PDFPage } from "pdf-lib";
import { certifiedPageFooter } from "../../shared/deliverable";
import { certificateFontBytes } from "./certificate-fonts";
import { embedQrCode } from "./draw-qr-code";
import { printableText } from "./pdf-text";
import { LETTER } from "./render-segments-pdf";

/** A part of the certified PDF: a PDF's pages as they are, or an image laid on a US Letter page. */
export type PdfPart = { kind: "pdf"; bytes: Uint8Array } | { kind: "png" | "jpg"; bytes: Uint8Array };

export type AssembleOptions = {
  /** The document's name: the PDF's title ("Birth Certificate — Ayşe Yılmaz"). */
  title: string;
  certificateNumber: string;
  verificationUrl: string;
  /** Null when the translation cannot be a PDF (a DOCX with no LibreOffice): it is delivered beside this PDF. */
  translation: PdfPart | null;
  certificate: Uint8Array;
  /** The copy of the source document, when the customer asked for it. */
  source: PdfPart | null;
  createdAt: Date;
};

const IMAGE_MARGIN = 36;
/** The band at the bottom of an image page kept for the footer. */
const FOOTER_BAND = 48;

/**
 * One PDF per document (issue 40 item 2): the translation, then the certificate of accuracy, then the copy of the
 * source when asked for. Every page gets the footer "Certified translation <number> · page N of M" and a small QR
 * code to the verification page. Pages keep their own size (a translator's A4 PDF stays A4); images are laid on US
 * Letter. Returns the bytes and the page count.
 */
export async function assembleCertifiedPdf(options: AssembleOptions): Promise<{ pdf: Buffer; pageCount: number }> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(certificateFontBytes().regular, { subset: true });
  pdf.setTitle(printableText(options.title, font), { showInWindowTitleBar: true });
  pdf.setSubject(`Certified translation ${options.certificateNumber}`);
  pdf.setCreationDate(options.createdAt);
  pdf.setModificationDate(options.createdAt);

  if (options.translation) await addPart(pdf, options.translation);
  await addPart(pdf, { kind: "pdf", bytes: options.certificate });
  if (options.source) await addPart(pdf, options.source);

  const qr = await embedQrCode(pdf, options.verificationUrl, rgb(0, 0, 0));
  const pages = pdf.getPages();
  pages.forEach((page, index) => stampPage(page, index + 1, pages.length, options, font, qr));
  return { pdf: Buffer.from(await pdf.save()), pageCount: pages.length };
}

async function addPart(pdf: PDFDocument, part: PdfPart) {
  if (part.kind === "pdf") {
    const source = await PDFDocument.load(part.bytes, { ignoreEncryption: true, updateMetadata: false });
    const copied = await pdf.copyPages(source, source.getPageIndices());
    for (const page of copied) pdf.addPage(page);
    return;
  }
  const image = part.kind === "png" ? await pdf.embedPng(part.bytes) : await pdf.embedJpg(part.bytes);
  const page = pdf.addPage([LETTER.width, LETTER.height]);
  const box = { width: LETTER.width - 2 * IMAGE_MARGIN, height: LETTER.height - IMAGE_MARGIN - FOOTER_BAND };
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, {
    x: (LETTER.width - width) / 2,
    y: FOOTER_BAND + (box.height - height) / 2,
    width,
    height,
  });
}

/** The footer line, centred at the foot of the page, and the QR code at its right. */
function stampPage(
  page: PDFPage,
  number: number,
  count: number,
  options: AssembleOptions,
  font: PDFFont,
  qrCode: PDFEmbeddedPage,
) {
  const { width, x: left, y: bottom } = page.getMediaBox();
  const text = printableText(certifiedPageFooter(options.certificateNumber, number, count), font);
  const size = 8;
  const qr = 30;
  const textWidth = font.widthOfTextAtSize(text, size);
  // A white band under the text so it stays legible over a scan that runs to the edge.
  page.drawRectangle({
    x: left + (width - textWidth) / 2 - 4,
    y: bottom + 14,
    width: textWidth + 8,
    height: size + 6,
    color: rgb(1, 1, 1),
  });
  page.drawText(text, {
    x: left + (width - textWidth) / 2,
    y: bottom + 18,
    size,
    font,
    color: rgb(0.2, 0.22, 0.27),
  });
  // The code (on its white square) is one object of the PDF, placed on every page.
  page.drawPage(qrCode, { x: left + width - 24 - qr, y: bottom + 8, width: qr, height: qr });
}
