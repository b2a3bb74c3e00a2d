// THE money module (docs/decisions/004-money-in-cents.md). Money is integer cents everywhere: stored, priced, summed,
// refunded, averaged. Dollars exist only at the edges, and only through these functions:
// - formatCents: the one formatter for display (screens, e-mails, PDFs, history notes);
// - centsToDecimal: "1234.56" for files (CSV, structured data) and a price field's starting text;
// - centsToDollars: the dollar fields an answer's schema still carries for older readers (`totalPrice`, `amount`…);
// - dollarsToCents / parseDollarsToCents: where an amount arrives in dollars (the refund API's number, a typed price).
// Money is always US dollars in the US form, whatever the language (docs/decisions/014-i18n.md): no locale variant.

const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/**
 * formatCents(12000) === "$120.00"; formatCents(-250) === "-$2.50"; formatCents(123456789) === "$1,234,567.89".
 * The same text as Intl's en-US currency format, built from whole cents so no amount loses a cent to floating point.
 * A fraction of a cent is rounded half up first; -0 shows as "$0.00".
 */
export function formatCents(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`not an amount of cents: ${cents}`);
  const whole = roundHalfUp(cents);
  const abs = Math.abs(whole);
  return `${whole < 0 ? "-" : ""}$${grouped.format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, "0")}`;
}

/** A whole, non-negative number of cents (what every stored amount must be). */
export function isCents(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

/**
 * Rounds half up, towards +∞ (0.5 → 1, -0.5 → 0, -1.5 → -1), the rule of every computed amount (the rush line, a
 * translator's bonus, included tax, averages). A value within a relative 1e-12 of a half counts as that half, which
 * removes binary floating error (1.005 * 100 is 100.49999999999999 in IEEE doubles) before rounding; whole numbers
 * come back unchanged however large. Never returns -0.
 */
export function roundHalfUp(value: number): number {
  if (Number.isInteger(value)) return value + 0;
  const below = Math.floor(value);
  const nearHalf = Math.abs(value - (below + 0.5)) <= Math.abs(value) * 1e-12;
  return (nearHalf ? below + 1 : Math.round(value)) + 0;
}

/** The sum of amounts in cents. */
export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/** total / count in whole cents, rounded once (half up) at the end; 0 when there is nothing to divide by. */
export function averageCents(totalCents: number, count: number): number {
  return count > 0 ? roundHalfUp(totalCents / count) : 0;
}

/**
 * $12.34 → 1234, rounded half up: where an amount arrives as a dollar number (the refund API's `amount`, older
 * receipt lines stored in dollars), and the migration's rule round(x * 100).
 */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`not an amount of dollars: ${dollars}`);
  return roundHalfUp(dollars * 100);
}

/** 1234 → 12.34: only for the dollar fields an answer's schema still carries for older readers. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/**
 * 123456 → "1234.56", -250 → "-2.50": dollars with two decimals for files (the accountant's CSV exports, structured
 * data) and a price field's starting text, from integer cents without floating point.
 */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * What an admin types as a price ("25", "$1,200.50", "0.18") in whole cents, or null when it is not a non-negative
 * amount with at most two decimals. String arithmetic, never Math.round(x * 100) (docs/decisions/008).
 */
export function parseDollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}
