import { roundHalfUp, sumCents } from "./money";

// Invoices and credit notes (docs/billing.md): their numbers and the tax a total includes. Pure rules, shared by
// the server that numbers and draws them and by tests.

export const BILLING_SERIES = ["invoice", "credit_note"] as const;
export type BillingSeries = (typeof BILLING_SERIES)[number];

const PREFIX: Record<BillingSeries, string> = { invoice: "INV", credit_note: "CN" };

/** "INV-2026-00001": the series' prefix, the year and the year's sequence (at least five digits). */
export function billingNumber(series: BillingSeries, year: number, sequence: number): string {
  return `${PREFIX[series]}-${year}-${String(sequence).padStart(5, "0")}`;
}

/** The agency's books run on New York time: a payment at 11 pm on December 31 there belongs to that year. */
export const BILLING_TIME_ZONE = "America/New_York";

const yearFormat = new Intl.DateTimeFormat("en-US", { timeZone: BILLING_TIME_ZONE, year: "numeric" });

/** The calendar year of `date` in the agency's time zone. */
export function billingYear(date: Date): number {
  return Number(yearFormat.format(date));
}

/** Seller, buyer and tax rate as they stood when a document was issued (kept with it, so a later edit never changes it). */
export type BillingDetails = {
  seller: { legalName: string; address: string; email: string };
  buyer: { name: string; email: string };
  /** Thousandths of a percent (8.875% → 8875); null when no tax is shown. */
  taxRateMilli: number | null;
};

export const TAX_RATE_MESSAGE = "Enter a percentage from 0 to 100 with at most three decimals (0 for none)";

/** The invoice_tax_rate_percent setting ("8.875", "0") as thousandths of a percent; null for none (0) or a value that is not a rate. */
export function parseTaxRate(value: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,3}))?$/.exec(value.trim());
  if (!match) return null;
  const milli = Number(match[1]) * 1000 + Number((match[2] ?? "").padEnd(3, "0"));
  return milli > 0 && milli <= 100_000 ? milli : null;
}

/** True when the setting's value is a rate parseTaxRate reads, or 0. */
export function isTaxRateSetting(value: string): boolean {
  return /^(\d{1,3})(?:\.(\d{1,3}))?$/.test(value.trim()) && (parseTaxRate(value) !== null || Number(value) === 0);
}

/** "8.875%" / "8,875%": the rate as each language writes it. */
export function formatTaxRate(milli: number, language: "en" | "tr"): string {
  const text = (milli / 1000).toString();
  return language === "tr" ? `%${text.replace(".", ",")}` : `${text}%`;
}

/**
 * The tax contained in a total that already includes it (prices are quoted and charged tax included, so the
 * document's total stays the order's total to the cent): total × rate / (100% + rate), half a cent rounding up.
 */
export function includedTaxCents(totalCents: number, taxRateMilli: number | null): number {
  if (!taxRateMilli) return 0;
  return roundHalfUp((totalCents * taxRateMilli) / (100_000 + taxRateMilli));
}

/** What an invoice adds up: its lines, what was refunded against it, and what the customer paid in the end. */
export function invoiceTotals(lineCents: readonly number[], refundCents: readonly number[]) {
  const totalCents = sumCents(lineCents);
  const refundedCents = sumCents(refundCents);
  return { totalCents, refundedCents, netCents: totalCents - refundedCents };
}
