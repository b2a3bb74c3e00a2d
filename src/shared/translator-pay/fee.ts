import { DEFAULT_DOCUMENT_TYPES, DOCUMENT_TYPE_IDS, DOCUMENT_TYPE_PRICING, type DocumentTypeId } from "../catalog";
import { SERVICE_TYPES, type ServiceType } from "../enums";
import { formatCents, isCents, roundHalfUp, sumCents } from "../money";
import { PAY_MESSAGES, RATE_LIMITS } from "./messages";

// What a translator earns for a job (docs/translators.md, "Pay"): rates, the fee of a job and the agency's margin.
// Pure rules in integer cents; the server and the screens both call them. Offers: offers.ts; statements: statements.ts.

/** The document types priced per document (any length): translators are paid a flat fee for each. */
export const FLAT_DOCUMENT_TYPES = DOCUMENT_TYPE_IDS.filter(
  (id) => DOCUMENT_TYPE_PRICING[id] === "flat",
) as FlatDocumentTypeId[];
export type FlatDocumentTypeId =
  "birth_certificate" | "marriage_certificate" | "diploma" | "drivers_license" | "power_of_attorney" | "affidavit";

/**
 * A translator's rates: cents per word by service type (per-word documents and "other"), cents per flat-priced
 * document, and a rush bonus in whole percent of the fee.
 */
export type TranslatorRates = {
  perWordCents: Record<ServiceType, number>;
  flatCents: Record<FlatDocumentTypeId, number>;
  rushBonusPercent: number;
};

/** The seeded defaults (settings translator_rate_*); about half of what the customer pays. */
export const DEFAULT_TRANSLATOR_RATES: TranslatorRates = {
  perWordCents: { standard: 6, certified: 8, premium: 10 },
  flatCents: {
    birth_certificate: 3000,
    marriage_certificate: 3500,
    diploma: 4000,
    drivers_license: 2000,
    power_of_attorney: 6000,
    affidavit: 4500,
  },
  rushBonusPercent: 25,
};

export type FeeItem = { documentType: DocumentTypeId; wordCount: number | null; name?: string };
export type FeeOrder = { serviceType: ServiceType; isRush: boolean; items: readonly FeeItem[] };
export type FeeLine = { kind: "words" | "flat" | "rush"; label: string; amountCents: number };
export type JobFee = { lines: FeeLine[]; totalCents: number };

const typeName = (id: DocumentTypeId) => DEFAULT_DOCUMENT_TYPES.find((type) => type.id === id)?.name ?? id;

/**
 * The translator's fee for an order at their rates: each flat-priced document at its flat rate, every other
 * document at the service type's per-word rate for its words, plus the rush bonus (a percentage of that
 * subtotal, half a cent rounded up) on rush orders. Whole cents throughout.
 */
export function jobFee(rates: TranslatorRates, order: FeeOrder): JobFee {
  const lines: FeeLine[] = order.items.map((item) => {
    const name = item.name ?? typeName(item.documentType);
    if (DOCUMENT_TYPE_PRICING[item.documentType] === "flat") {
      return {
        kind: "flat",
        label: `${name} (flat)`,
        amountCents: rates.flatCents[item.documentType as FlatDocumentTypeId],
      };
    }
    const words = Math.max(0, item.wordCount ?? 0);
    const rate = rates.perWordCents[order.serviceType];
    return {
      kind: "words",
      label: `${name}: ${words.toLocaleString("en-US")} ${words === 1 ? "word" : "words"} × ${formatCents(rate)}`,
      amountCents: words * rate,
    };
  });
  const subtotal = sumCents(lines.map((line) => line.amountCents));
  if (order.isRush && rates.rushBonusPercent > 0) {
    lines.push({
      kind: "rush",
      label: `Rush bonus (+${rates.rushBonusPercent}%)`,
      amountCents: roundHalfUp((subtotal * rates.rushBonusPercent) / 100),
    });
  }
  return { lines, totalCents: sumCents(lines.map((line) => line.amountCents)) };
}

/** Why these rates cannot be stored, or null. The zod schema checks the same limits; this guards stored JSON. */
export function ratesRefusal(rates: TranslatorRates): string | null {
  if (
    SERVICE_TYPES.some(
      (type) => !isCents(rates.perWordCents?.[type]) || rates.perWordCents[type] > RATE_LIMITS.perWordCentsMax,
    )
  )
    return PAY_MESSAGES.perWord;
  if (
    FLAT_DOCUMENT_TYPES.some(
      (type) => !isCents(rates.flatCents?.[type]) || rates.flatCents[type] > RATE_LIMITS.flatCentsMax,
    )
  )
    return PAY_MESSAGES.flat;
  if (!isCents(rates.rushBonusPercent) || rates.rushBonusPercent > RATE_LIMITS.rushBonusPercentMax)
    return PAY_MESSAGES.rushBonus;
  return null;
}

// Margin

export type Margin = { revenueCents: number; costCents: number; marginCents: number; marginPercent: number | null };

/**
 * What the agency kept: revenue (paid minus refunded) less the translators' fees. The percentage is of the
 * revenue, whole, and null when there is no revenue to divide by.
 */
export function margin(revenueCents: number, costCents: number): Margin {
  const marginCents = revenueCents - costCents;
  return {
    revenueCents,
    costCents,
    marginCents,
    marginPercent: revenueCents > 0 ? Math.round((marginCents / revenueCents) * 100) : null,
  };
}
