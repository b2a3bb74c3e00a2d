import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { centsToDecimal, formatCents } from "../../shared/money";
import type { StatementDetailDto } from "../../shared/schemas/translator-pay";
import { monthLabel } from "../../shared/translator-pay/statements";
import { certificateFontBytes } from "../deliverable/certificate-fonts";
import { printableText } from "../deliverable/pdf-text";

// A statement as files for the translator and the agency's books (docs/translators.md, "Statements"): a CSV with one
// row per job and a total row, and a PDF of the same figures. Both list exactly the jobs the statement holds.

const dateOnly = (iso: string) => iso.slice(0, 10);

/** RFC 4180: quoted when needed, quotes doubled; a leading = + - @ is prefixed with ' so spreadsheets do not run it. */
function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function statementFileName(statement: StatementDetailDto, extension: "csv" | "pdf"): string {
  return `statement-${statement.month}-${statement.translatorName}.${extension}`;
}

export function statementCsv(statement: StatementDetailDto): string {
  const rows: (string | number)[][] = [
    ["statement", "translator", "month", "job", "order", "earned_on", "fee_usd", "fee_cents"],
    ...statement.jobs.map((job) => [
      statement.id,
      statement.translatorName,
      statement.month,
      job.jobId,
      job.orderId,
      dateOnly(job.earnedAt),
      centsToDecimal(job.feeCents),
      job.feeCents,
    ]),
    [
      statement.id,
      statement.translatorName,
      statement.month,
      "total",
      "",
      "",
      centsToDecimal(statement.totalCents),
      statement.totalCents,
    ],
  ];
  return `${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}

const PAGE = { width: 612, height: 792, margin: 54 } as const;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.4, 0.43, 0.48);

/** One US Letter page per 30 jobs: the agency, the translator, the month, each job and the total; paid with its reference. */
export async function statementPdf(
  statement: StatementDetailDto,
  agency: { name: string; address: string },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const bytes = certificateFontBytes();
  const regular = await pdf.embedFont(bytes.regular, { subset: true });
  const bold = await pdf.embedFont(bytes.bold, { subset: true });
  pdf.setTitle(`Statement ${statement.id}: ${statement.translatorName}, ${monthLabel(statement.month)}`);
  pdf.setAuthor(agency.name);

  const text = (
    page: PDFPage,
    value: string,
    x: number,
    y: number,
    options: { font?: PDFFont; size?: number; color?: typeof INK; right?: boolean } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const printable = printableText(value, font);
    const width = font.widthOfTextAtSize(printable, size);
    page.drawText(printable, { x: options.right ? x - width : x, y, size, font, color: options.color ?? INK });
  };
  const right = PAGE.width - PAGE.margin;
  const columns = { job: PAGE.margin, order: PAGE.margin + 90, earned: PAGE.margin + 190, fee: right };
  const perPage = 30;
  const chunks =
    statement.jobs.length === 0
      ? [[]]
      : Array.from({ length: Math.ceil(statement.jobs.length / perPage) }, (_, i) =>
          statement.jobs.slice(i * perPage, (i + 1) * perPage),
        );

  chunks.forEach((jobs, index) => {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - PAGE.margin;
    text(page, agency.name, PAGE.margin, y, { font: bold, size: 14 });
    y -= 14;
    text(page, agency.address, PAGE.margin, y, { size: 9, color: MUTED });
    y -= 36;
    text(page, "Translator payout statement", PAGE.margin, y, { font: bold, size: 18 });
    text(page, `Statement #${statement.id}`, right, y, { size: 10, right: true, color: MUTED });
    y -= 24;
    for (const [label, value] of [
      ["Translator", statement.translatorName],
      ["Period", monthLabel(statement.month)],
      ["Jobs", String(statement.jobCount)],
      [
        "Status",
        statement.paidAt
          ? `Paid on ${dateOnly(statement.paidAt)}${statement.reference ? `, reference ${statement.reference}` : ""}`
          : "Not paid yet",
      ],
    ] as const) {
      text(page, label, PAGE.margin, y, { size: 10, color: MUTED });
      text(page, value, PAGE.margin + 90, y, { size: 10 });
      y -= 15;
    }
    y -= 15;
    text(page, "Job", columns.job, y, { font: bold });
    text(page, "Order", columns.order, y, { font: bold });
    text(page, "Earned on", columns.earned, y, { font: bold });
    text(page, "Fee", columns.fee, y, { font: bold, right: true });
    y -= 6;
    page.drawLine({ start: { x: PAGE.margin, y }, end: { x: right, y }, thickness: 0.75, color: MUTED });
    y -= 14;
    for (const job of jobs) {
      text(page, `#${job.jobId}`, columns.job, y);
      text(page, `#${job.orderId}`, columns.order, y);
      text(page, dateOnly(job.earnedAt), columns.earned, y);
      text(page, formatCents(job.feeCents), columns.fee, y, { right: true });
      y -= 15;
    }
    if (index === chunks.length - 1) {
      y -= 2;
      page.drawLine({
        start: { x: PAGE.margin, y: y + 10 },
        end: { x: right, y: y + 10 },
        thickness: 0.75,
        color: MUTED,
      });
      text(page, "Total", columns.job, y - 4, { font: bold, size: 12 });
      text(page, formatCents(statement.totalCents), columns.fee, y - 4, { font: bold, size: 12, right: true });
    }
    text(page, `Page ${index + 1} of ${chunks.length}`, right, PAGE.margin / 2, { size: 8, color: MUTED, right: true });
  });
  return pdf.save();
}
