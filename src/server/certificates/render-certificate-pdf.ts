import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from "pdf-lib";
import { certificateFontBytes } from "../deliverable/certificate-fonts";
import type { CertificateContent } from "./certificate-content";
import { drawQrCode } from "../deliverable/draw-qr-code";
import { drawRuns, fontRuns, runsWidth } from "./draw-runs";
import { drawSeal } from "./draw-seal";
import { printableText, wrapText } from "../deliverable/pdf-text";

const PAGE = { width: 612, height: 792 }; // US Letter
const MARGIN = 56;
const WIDTH = PAGE.width - 2 * MARGIN;
const NAVY = rgb(0.09, 0.16, 0.32);
const GREY = rgb(0.35, 0.38, 0.43);
const INK = rgb(0.05, 0.1, 0.35);
const SEAL = rgb(0.55, 0.1, 0.12);

/** The translator's signature: their stored image, or their typed name printed in the script font. */
export type SignatureMark =
  { kind: "image"; bytes: Uint8Array; contentType: "image/png" | "image/jpeg" } | { kind: "typed"; name: string };

type Fonts = { regular: PDFFont; bold: PDFFont; script: PDFFont[] };

/** Lays the certificate out on one US Letter page and returns the PDF's bytes (stored as issued, never re-rendered). */
export async function renderCertificatePdf(
  content: CertificateContent,
  meta: { issuedAt: Date; signature: SignatureMark },
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const bytes = certificateFontBytes();
  const fonts: Fonts = {
    regular: await pdf.embedFont(bytes.regular, { subset: true }),
    bold: await pdf.embedFont(bytes.bold, { subset: true }),
    script:
      meta.signature.kind === "typed"
        ? await Promise.all(bytes.script.map((font) => pdf.embedFont(font, { subset: true })))
        : [],
  };
  const signatureImage =
    meta.signature.kind === "image"
      ? meta.signature.contentType === "image/png"
        ? await pdf.embedPng(meta.signature.bytes)
        : await pdf.embedJpg(meta.signature.bytes)
      : null;
  pdf.setTitle(content.title);
  pdf.setSubject(content.number);
  pdf.setAuthor(printableText(content.letterhead.name, fonts.regular));
  pdf.setCreationDate(meta.issuedAt);
  pdf.setModificationDate(meta.issuedAt);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const write = (
    text: string,
    options: {
      font?: PDFFont;
      size?: number;
      x?: number;
      width?: number;
      color?: typeof NAVY;
      gap?: number;
      leading?: number;
    } = {},
  ) => {
    const font = options.font ?? fonts.regular;
    const size = options.size ?? 11;
    for (const line of wrapText(printableText(text, font), font, size, options.width ?? WIDTH)) {
      y -= size * (options.leading ?? 1.4);
      page.drawText(line, { x: options.x ?? MARGIN, y, size, font, color: options.color ?? rgb(0, 0, 0) });
    }
    y -= options.gap ?? 0;
  };
  const centered = (text: string, font: PDFFont, size: number, color = NAVY) => {
    const line = printableText(text, font);
    y -= size * 1.3;
    page.drawText(line, { x: (PAGE.width - font.widthOfTextAtSize(line, size)) / 2, y, size, font, color });
  };

  // A double frame, as on printed certificates.
  page.drawRectangle({
    x: 24,
    y: 24,
    width: PAGE.width - 48,
    height: PAGE.height - 48,
    borderColor: NAVY,
    borderWidth: 1.6,
  });
  page.drawRectangle({
    x: 29,
    y: 29,
    width: PAGE.width - 58,
    height: PAGE.height - 58,
    borderColor: NAVY,
    borderWidth: 0.5,
  });

  // Letterhead.
  write(content.letterhead.name, { font: fonts.bold, size: 19, color: NAVY, gap: 1 });
  write(content.letterhead.contact, { size: 8.5, color: GREY, gap: 8 });
  rule(page, y, 1.2);
  y -= 8;

  centered(content.title, fonts.bold, 18);
  centered(content.number, fonts.regular, 10, GREY);
  y -= 10;

  for (const [label, value] of content.facts) {
    const top = y;
    write(`${label}:`, { font: fonts.bold, size: 10, leading: 1.35 });
    y = top;
    write(value, { size: 10, x: MARGIN + 100, width: WIDTH - 100, leading: 1.35, gap: 1 });
  }
  y -= 10;

  write(content.competenceStatement, { size: 10.5, gap: 6 });
  write(content.accuracyStatement, { size: 10.5, gap: 8 });

  y = signatureBlock(page, content, fonts, signatureImage, meta.signature, y);
  if (content.notary) y = notaryBlock(page, content.notary, fonts, y - 10);

  verificationBlock(page, content.verification, fonts);
  footer(page, content.footer, fonts.regular);
  return Buffer.from(await pdf.save());
}

/** Signature over a rule with name and date under it on the left, the agency's seal on the right. Returns the new y. */
function signatureBlock(
  page: PDFPage,
  content: CertificateContent,
  fonts: Fonts,
  image: PDFImage | null,
  mark: SignatureMark,
  top: number,
): number {
  const lineY = top - 58;
  const lineWidth = 230;
  if (image) {
    const scale = Math.min(lineWidth / image.width, 52 / image.height, 1);
    page.drawImage(image, { x: MARGIN + 6, y: lineY + 3, width: image.width * scale, height: image.height * scale });
  } else if (mark.kind === "typed") {
    const runs = fontRuns(mark.name, fonts.script);
    const size = Math.min(28, ((lineWidth - 12) / Math.max(1, runsWidth(runs, 1))) | 0);
    drawRuns(page, runs, { x: MARGIN + 6, y: lineY + 8, size, color: INK });
  }
  page.drawLine({
    start: { x: MARGIN, y: lineY },
    end: { x: MARGIN + lineWidth, y: lineY },
    thickness: 0.8,
    color: rgb(0, 0, 0),
  });
  let y = lineY;
  const line = (text: string, font: PDFFont, size: number, color = rgb(0, 0, 0)) => {
    y -= size * 1.4;
    page.drawText(printableText(text, font), { x: MARGIN, y, size, font, color });
  };
  line(content.signature.caption, fonts.regular, 8, GREY);
  line(content.signature.name, fonts.bold, 10.5);
  line(content.signature.date, fonts.regular, 10.5);

  drawSeal(page, content.seal, {
    cx: PAGE.width - MARGIN - 62,
    cy: top - 56,
    radius: 52,
    font: fonts.bold,
    color: SEAL,
  });
  return Math.min(y, top - 112);
}

/** The notary public's jurat with blank lines for the notary's signature, name and commission, and a seal box. */
function notaryBlock(
  page: PDFPage,
  notary: NonNullable<CertificateContent["notary"]>,
  fonts: Fonts,
  top: number,
): number {
  const height = 132;
  const bottom = top - height;
  page.drawRectangle({ x: MARGIN, y: bottom, width: WIDTH, height, borderColor: NAVY, borderWidth: 0.8 });
  const boxSize = 96;
  const boxX = MARGIN + WIDTH - boxSize - 10;
  page.drawRectangle({
    x: boxX,
    y: bottom + 10,
    width: boxSize,
    height: boxSize,
    borderColor: GREY,
    borderWidth: 0.6,
    borderDashArray: [3, 2],
  });
  const label = printableText(notary.sealBox, fonts.regular);
  page.drawText(label, {
    x: boxX + (boxSize - fonts.regular.widthOfTextAtSize(label, 8)) / 2,
    y: bottom + 10 + boxSize / 2 - 3,
    size: 8,
    font: fonts.regular,
    color: GREY,
  });

  let y = top - 4;
  const textWidth = WIDTH - boxSize - 34;
  y -= 12;
  page.drawText(printableText(notary.title, fonts.bold), {
    x: MARGIN + 10,
    y,
    size: 10,
    font: fonts.bold,
    color: NAVY,
  });
  for (const text of wrapText(printableText(notary.jurat, fonts.regular), fonts.regular, 8.5, textWidth)) {
    y -= 11.5;
    page.drawText(text, { x: MARGIN + 10, y, size: 8.5, font: fonts.regular });
  }
  y -= 6;
  for (const caption of notary.lines) {
    y -= 20;
    page.drawLine({
      start: { x: MARGIN + 10, y },
      end: { x: MARGIN + 10 + textWidth - 20, y },
      thickness: 0.6,
      color: rgb(0, 0, 0),
    });
    page.drawText(printableText(caption, fonts.regular), {
      x: MARGIN + 10,
      y: y - 9,
      size: 7.5,
      font: fonts.regular,
      color: GREY,
    });
  }
  return bottom;
}

/** QR code and the public address, code and translation fingerprint, just above the footer. */
function verificationBlock(page: PDFPage, verification: CertificateContent["verification"], fonts: Fonts) {
  const size = 76;
  const bottom = MARGIN + 26;
  drawQrCode(page, verification.url, { x: MARGIN - 6, y: bottom, size, color: rgb(0, 0, 0) });
  const x = MARGIN + size + 4;
  let y = bottom + size - 16;
  page.drawText(printableText(verification.heading, fonts.bold), { x, y, size: 10, font: fonts.bold, color: NAVY });
  y -= 14;
  page.drawText(verification.url, { x, y, size: 9.5, font: fonts.bold, color: rgb(0, 0, 0) });
  for (const text of verification.lines) {
    for (const line of wrapText(printableText(text, fonts.regular), fonts.regular, 7.5, WIDTH - size - 4)) {
      y -= 11;
      page.drawText(line, { x, y, size: 7.5, font: fonts.regular, color: GREY });
    }
  }
}

function footer(page: PDFPage, text: string, font: PDFFont) {
  rule(page, MARGIN + 20, 0.6);
  let y = MARGIN + 20;
  for (const line of wrapText(printableText(text, font), font, 7.5, WIDTH)) {
    y -= 10;
    page.drawText(line, { x: MARGIN, y, size: 7.5, font, color: GREY });
  }
}

function rule(page: PDFPage, y: number, thickness: number) {
  page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE.width - MARGIN, y }, thickness, color: NAVY });
}
