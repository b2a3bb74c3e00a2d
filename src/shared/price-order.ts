import {
  DOCUMENT_TYPE_PRICING,
  findDocumentType,
  findPlan,
  PLAN_INCLUDES,
  rushPercent,
  type DocumentTypeId,
  type PriceCatalog,
} from "./catalog";
import type { ServiceType, TranslationDirection } from "./enums";
import { formatCents, isCents, roundHalfUp, sumCents } from "./money";
import { errorText } from "./error-codes";

// THE price rule (docs/ordering.md, "Pricing"; plans and what they include: decision 035). Items + options + catalog → priced lines and a total, in integer cents.
// The quote calculator, POST /api/quote, order creation, uploads and the admin's manual price all call it;
// the lines it returns are what an order stores and what receipts and refunds read (docs/ordering.md).

/** Line kinds. Keep the names: other parts read them (a "notarization" line means a notarization step). */
export const PRICED_LINE_KINDS = [
  "translation",
  "notarization",
  "extra_copies",
  "rush",
  "shipping",
  "minimum",
  "manual",
] as const;
export type PricedLineKind = (typeof PRICED_LINE_KINDS)[number];

export type PricedLine = {
  kind: PricedLineKind;
  label: string;
  amountCents: number;
  /** The item (document) the line prices, 0-based, for per-document lines. */
  itemIndex?: number;
};

export type PricedOrder = { lines: PricedLine[]; totalCents: number };

export type OrderItemInput = {
  documentType: DocumentTypeId;
  /** Needed by per-word types (plan_rate, per_word); ignored by flat types. */
  wordCount?: number | null;
  notarization?: boolean;
  extraCopies?: number;
};

/** An admin's price for the translation work (docs/ordering.md, "Manual price"): replaces the translation and rush lines. */
export type ManualPrice = { amountCents: number; reason: string };

export type PriceOrderInput = {
  serviceType: ServiceType;
  translationDirection: TranslationDirection;
  isRush: boolean;
  isPhysicalDelivery: boolean;
  items: OrderItemInput[];
  manualPrice?: ManualPrice | null;
};

export const PRICE_MESSAGES = {
  noItems: errorText("NO_ITEMS"),
  wordCountRequired: errorText("WORD_COUNT_REQUIRED"),
  copiesNeedDelivery: errorText("COPIES_NEED_DELIVERY"),
} as const;

/** Thrown for input the schemas should already have refused; the server answers it as 400 { message }. */
export class PriceRuleError extends Error {
  override name = "PriceRuleError";
}

export function priceOrder(input: PriceOrderInput, catalog: PriceCatalog): PricedOrder {
  if (input.items.length === 0) throw new PriceRuleError(PRICE_MESSAGES.noItems);
  const plan = findPlan(catalog, input.serviceType);
  const planName = capitalize(input.serviceType);
  // What the plan's card lists as included is on for every order of the plan, priced in, so ticking it adds nothing
  // and a higher plan never costs less than a lower one with the same options (decision 035).
  const included = PLAN_INCLUDES[input.serviceType];
  const isRush = input.isRush || included.rush;
  const translation: PricedLine[] = [];
  const addOns: PricedLine[] = [];

  input.items.forEach((item, itemIndex) => {
    const type = findDocumentType(catalog, item.documentType);
    const pricing = DOCUMENT_TYPE_PRICING[item.documentType];
    if (pricing === "flat") {
      translation.push({
        kind: "translation",
        label: `${type.name} (flat rate)`,
        amountCents: cents(type.priceCents),
        itemIndex,
      });
    } else {
      const words = item.wordCount;
      if (typeof words !== "number" || !Number.isSafeInteger(words) || words < 0) {
        throw new PriceRuleError(PRICE_MESSAGES.wordCountRequired);
      }
      const rate = cents(pricing === "per_word" ? type.priceCents : plan.pricePerWordCents);
      const suffix = pricing === "plan_rate" ? ` (${planName})` : "";
      translation.push({
        kind: "translation",
        label: `${type.name}: ${words.toLocaleString("en-US")} ${words === 1 ? "word" : "words"} × ${formatCents(rate)}${suffix}`,
        amountCents: words * rate,
        itemIndex,
      });
    }
    if (item.notarization || included.notarization) {
      addOns.push({
        kind: "notarization",
        label: included.notarization
          ? `Notarization: ${type.name} (every ${planName} document)`
          : `Notarization: ${type.name}`,
        amountCents: cents(catalog.addOns.notarizationCents),
        itemIndex,
      });
    }
    const copies = item.extraCopies ?? 0;
    if (!Number.isSafeInteger(copies) || copies < 0) throw new PriceRuleError("Extra copies must be a whole number");
    if (copies > 0) {
      if (!input.isPhysicalDelivery) throw new PriceRuleError(PRICE_MESSAGES.copiesNeedDelivery);
      const each = cents(catalog.addOns.extraCopyCents);
      addOns.push({
        kind: "extra_copies",
        label: `Extra certified ${copies === 1 ? "copy" : "copies"}: ${type.name} (${copies} × ${formatCents(each)})`,
        amountCents: copies * each,
        itemIndex,
      });
    }
  });

  const lines: PricedLine[] = [];
  if (input.manualPrice) {
    // The admin's price stands for all translation work, rush included; add-ons and shipping stay.
    lines.push({
      kind: "manual",
      label: `Translation priced by our team: ${input.manualPrice.reason}`,
      amountCents: cents(input.manualPrice.amountCents),
    });
    lines.push(...addOns);
  } else {
    lines.push(...interleave(translation, addOns));
    if (isRush) {
      // Rush surcharges the translation subtotal only, never add-ons or shipping; half a cent rounds up.
      const subtotal = sumCents(translation.map((line) => line.amountCents));
      const percent = rushPercent(plan.rushMultiplier);
      lines.push({
        kind: "rush",
        label: included.rush
          ? `Rush service (+${percent}% of translation, every ${planName} order)`
          : `Rush service (+${percent}% of translation)`,
        amountCents: roundHalfUp(subtotal * (plan.rushMultiplier - 1)),
      });
    }
  }
  if (input.isPhysicalDelivery) {
    lines.push({ kind: "shipping", label: "Physical delivery", amountCents: cents(plan.physicalDeliveryCents) });
  }
  const beforeMinimum = sumCents(lines.map((line) => line.amountCents));
  const minimum = cents(catalog.addOns.minimumOrderCents);
  if (beforeMinimum < minimum) {
    lines.push({ kind: "minimum", label: "Minimum order charge", amountCents: minimum - beforeMinimum });
  }
  return { lines, totalCents: sumCents(lines.map((line) => line.amountCents)) };
}

/** Each item's translation line followed by its add-ons, in item order. */
function interleave(translation: PricedLine[], addOns: PricedLine[]): PricedLine[] {
  return translation.flatMap((line) => [line, ...addOns.filter((addOn) => addOn.itemIndex === line.itemIndex)]);
}

function cents(value: number | null | undefined): number {
  if (!isCents(value))
    throw new PriceRuleError(`A price in the catalog is not a whole number of cents (${String(value)})`);
  return value;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** True when the lines include a notarization step (paid or included). */
export function needsNotarization(lines: readonly Pick<PricedLine, "kind">[]): boolean {
  return lines.some((line) => line.kind === "notarization");
}
