import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatTaxRate } from "../../shared/billing";
import { formatLongDate } from "../../shared/i18n/format-date";
import { formatCents } from "../../shared/money";
import { certificateFontBytes } from "../deliverable/certificate-fonts";
import { printableText, wrapText } from "../deliverable/pdf-text";
import { catalogText, priceLabel } from "../mail/email-text";
import type { BillingDocumentContent } from "./load-billing-document";

const PAGE = { width: 612, height: 792 }; // US Letter
const MARGIN = 56;
const WIDTH = PAGE.width - 2 * MARGIN;
const AMOUNT_WIDTH = 110;
const NAVY = rgb(0.09, 0.16, 0.32);
const GREY = rgb(0.35, 0.38, 0.43);
const LIGHT = rgb(0.85, 0.87, 0.9);
const BLACK = rgb(0, 0, 0);

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Draws an invoice or credit note on US Letter pages, in the document's language, with the certificate's fonts
 * (which cover Turkish). Drawn on every download from the stored numbers and lines, so it never changes.
 */
export async function renderBillingPdf(content: BillingDocumentContent): Promise<Buffer> {
  const t = catalogText(content.language, "billing");
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const bytes = certificateFontBytes();
  const regular = await pdf.embedFont(bytes.regular, { subset: true });
  const bold = await pdf.embedFont(bytes.bold, { subset: true });
  const title = content.series === "invoice" ? t("invoice") : t("creditNote");
  pdf.setTitle(`${title} ${content.number}`);
  pdf.setSubject(content.number);
  pdf.setAuthor(printableText(content.details.seller.legalName, regular));
  pdf.setCreationDate(content.issuedAt);
  pdf.setModificationDate(content.issuedAt);
  pdf.setLanguage(content.language === "tr" ? "tr-TR" : "en-US");

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const newPageIfBelow = (space: number) => {
    if (y - space >= MARGIN + 30) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  type WriteOptions = { font?: PDFFont; size?: number; x?: number; width?: number; color?: typeof NAVY; gap?: number };
  /** Writes wrapped text from the current line down; returns the lines' count. */
  const write = (text: string, options: WriteOptions = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const lines = wrapText(printableText(text, font), font, size, options.width ?? WIDTH);
    for (const line of lines) {
      newPageIfBelow(size * 1.45);
      y -= size * 1.45;
      page.drawText(line, { x: options.x ?? MARGIN, y, size, font, color: options.color ?? BLACK });
    }
    y -= options.gap ?? 0;
    return lines.length;
  };
  const right = (text: string, options: { font?: PDFFont; size?: number; x?: number; color?: typeof NAVY } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const line = printableText(text, font);
    page.drawText(line, {
      x: (options.x ?? MARGIN + WIDTH) - font.widthOfTextAtSize(line, size),
      y,
      size,
      font,
      color: options.color ?? BLACK,
    });
  };
  const rule = (thickness = 0.6, color = LIGHT) => {
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + WIDTH, y }, thickness, color });
    y -= 4;
  };
  /** A row of the table: the description wrapped on the left, the amount on the right of its first line. */
  const row = (description: string, amountCents: number, options: { font?: PDFFont; negative?: boolean } = {}) => {
    newPageIfBelow(30);
    const top = y;
    write(description, { font: options.font, width: WIDTH - AMOUNT_WIDTH - 12 });
    const end = y;
    y = top - 10 * 1.45;
    right(`${options.negative ? "-" : ""}${formatCents(amountCents)}`, { font: options.font });
    y = Math.min(end, y) - 3;
  };

  // Letterhead: the seller on the left, the document's kind and number on the right.
  const { seller, buyer } = content.details;
  const top = y;
  write(seller.legalName, { font: bold, size: 16, color: NAVY, width: WIDTH - 200 });
  write(seller.address, { size: 9, color: GREY, width: WIDTH - 200 });
  write(seller.email, { size: 9, color: GREY, width: WIDTH - 200 });
  const afterLetterhead = y;
  y = top - 20;
  right(title, { font: bold, size: 20, color: NAVY });
  y -= 16;
  right(content.number, { size: 11, color: GREY });
  y = Math.min(afterLetterhead, y) - 6;
  rule(1.2, NAVY);

  // Facts, then who sells to whom.
  const language = content.language;
  const facts: [string, string][] = [
    [t("number"), content.number],
    [t("issued"), formatLongDate(content.issuedAt, language)],
    [t("order"), t("orderNumber", { id: content.orderId })],
  ];
  for (const [label, value] of facts) {
    const at = y;
    write(`${label}:`, { font: bold, size: 10 });
    y = at;
    write(value, { size: 10, x: MARGIN + 120, width: WIDTH - 120 });
  }
  y -= 10;
  const columnsTop = y;
  write(t("from"), { font: bold, size: 9, color: GREY, width: WIDTH / 2 - 10 });
  write(seller.legalName, { size: 10, width: WIDTH / 2 - 10 });
  write(seller.address, { size: 10, width: WIDTH / 2 - 10 });
  const leftEnd = y;
  y = columnsTop;
  write(t("billTo"), { font: bold, size: 9, color: GREY, x: MARGIN + WIDTH / 2, width: WIDTH / 2 });
  write(buyer.name, { size: 10, x: MARGIN + WIDTH / 2, width: WIDTH / 2 });
  write(buyer.email, { size: 10, x: MARGIN + WIDTH / 2, width: WIDTH / 2 });
  y = Math.min(leftEnd, y) - 14;

  // The lines as sold (or the refund), the total, the tax it includes and the card.
  write(t("description"), { font: bold, size: 9, color: GREY });
  right(t("amount"), { font: bold, size: 9, color: GREY });
  rule();
  for (const line of content.lines) {
    const label =
      line.refundReason !== undefined
        ? t("refundReason", { reason: line.refundReason })
        : priceLabel(line.label, language);
    row(label, line.amountCents);
  }
  if (content.invoiceNumber) write(t("refundAgainst", { number: content.invoiceNumber }), { size: 9, color: GREY });
  rule(0.8, NAVY);
  row(content.series === "invoice" ? t("total") : t("totalRefunded"), content.totalCents, { font: bold });
  if (content.details.taxRateMilli) {
    row(t("taxIncluded", { rate: formatTaxRate(content.details.taxRateMilli, language) }), content.taxCents);
  }
  y -= 8;
  const card = content.card.last4
    ? t("cardEnding", { brand: capitalise(content.card.brand ?? t("card")), last4: content.card.last4 })
    : t("card");
  write(`${content.series === "invoice" ? t("paidWith") : t("refundedTo")}: ${card}`, { size: 10 });
  if (content.paidAt)
    write(t("paidInFull", { date: formatLongDate(content.paidAt, language) }), { size: 10, font: bold, color: NAVY });

  // An invoice lists what was refunded against it, and what was paid in the end.
  if (content.refunds.length > 0) {
    y -= 12;
    write(t("refunds"), { font: bold, size: 11, color: NAVY });
    rule();
    for (const refund of content.refunds) {
      const parts = [refund.number, formatLongDate(refund.issuedAt, language), refund.reason]
        .filter(Boolean)
        .join(" · ");
      row(refund.pending ? `${parts} (${t("pending")})` : parts, refund.amountCents, { negative: true });
    }
    rule(0.8, NAVY);
    row(t("netPaid"), content.totalCents - content.refundedCents, { font: bold });
  }

  y -= 18;
  write(t("currency"), { size: 9, color: GREY });
  write(t("thanks", { company: seller.legalName }), { size: 9, color: GREY });

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const text = printableText(t("page", { page: index + 1, pages: pages.length }), regular);
    each.drawText(text, {
      x: PAGE.width - MARGIN - regular.widthOfTextAtSize(text, 8),
      y: 30,
      size: 8,
      font: regular,
      color: GREY,
    });
    each.drawText(printableText(content.number, regular), { x: MARGIN, y: 30, size: 8, font: regular, color: GREY });
  });
  return Buffer.from(await pdf.save());
}
