import { centsToDecimal } from "../../shared/money";

// CSV for the accountant's exports (docs/administration.md, "Reports"): RFC 4180 quoting, CRLF lines, a UTF-8 byte
// order mark so Excel reads Turkish letters (ş, ğ, İ) as such, and text cells that a spreadsheet would run as a
// formula neutralised.

/** The UTF-8 byte order mark, first in every file. */
export const CSV_BOM = "\uFEFF";

/** An amount of money: written as dollars with two decimals (centsToDecimal), never neutralised. */
export class CsvMoney {
  constructor(readonly cents: number) {}
}

export type CsvValue = string | number | boolean | Date | CsvMoney | null | undefined;

/** Characters that make Excel, LibreOffice or Sheets read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** "2026-11-23 14:05:09": the instant in UTC, which the column headers name. */
export function csvTime(at: Date): string {
  return at.toISOString().slice(0, 19).replace("T", " ");
}

/**
 * One cell. Text that starts like a formula gets a leading apostrophe (shown as text, not run); a cell with a
 * comma, quote or line break is quoted, its quotes doubled. Numbers and money are ours and written as they are.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof CsvMoney) return centsToDecimal(value.cents);
  if (value instanceof Date) return csvTime(value);
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ending with CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
