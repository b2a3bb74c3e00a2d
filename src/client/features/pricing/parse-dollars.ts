/**
 * What an admin types as a price ("25", "$1,200.50", "0.18") in whole cents, or null when it is not a
 * non-negative amount with at most two decimals. Typed dollars become cents here, once; the API takes cents.
 */
export function parseDollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** 1234 → "12.34", for a price field's starting text. */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}
