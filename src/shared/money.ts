// Money is integer cents everywhere (docs/decisions: money in cents). Dollars exist only at the edges:
// this one formatter for display, and dollar fields derived from cents in answers older screens still read.

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** formatCents(12000) === "$120.00"; formatCents(-250) === "-$2.50". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** A whole, non-negative number of cents (what every stored amount must be). */
export function isCents(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

/**
 * Rounds half up (0.5 → 1). Going through 12 significant digits first removes binary floating error
 * (1.005 * 100 is 100.49999999999999 in IEEE doubles) before Math.round sees it.
 */
export function roundHalfUp(value: number): number {
  return Math.round(Number(value.toPrecision(12)));
}

/** $12.34 → 1234 (round half up): for legacy dollar inputs and the migration's rule round(x * 100). */
export function dollarsToCents(dollars: number): number {
  return roundHalfUp(dollars * 100);
}

/** 1234 → 12.34: only for the dollar fields kept in answers for older readers. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** The sum of amounts in cents. */
export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/**
 * 123456 → "1234.56", -250 → "-2.50": dollars with two decimals for files (the accountant's CSV exports), from
 * integer cents without floating point. The only place a cents amount becomes a plain decimal string.
 */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
