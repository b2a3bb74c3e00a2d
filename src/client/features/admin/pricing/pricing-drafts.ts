import type { PriceCatalog } from "@shared/catalog";
import type { UpdatePricingInput } from "@shared/schemas/pricing";
import { centsToDecimal, parseDollarsToCents } from "@shared/money";

// Settings → Pricing: the catalog as editable text (dollars as typed), and back to the cents PUT /api/admin/pricing takes.

export type PricingDraft = {
  documentTypes: { id: string; name: string; price: string | null }[];
  plans: { serviceType: string; pricePerWord: string; rushMultiplier: string; physicalDelivery: string }[];
  addOns: { notarization: string; extraCopy: string; minimumOrder: string };
};

export function draftFromCatalog(catalog: PriceCatalog): PricingDraft {
  return {
    documentTypes: catalog.documentTypes.map((type) => ({
      id: type.id,
      name: type.name,
      price: type.priceCents === null ? null : centsToDecimal(type.priceCents),
    })),
    plans: catalog.plans.map((plan) => ({
      serviceType: plan.serviceType,
      pricePerWord: centsToDecimal(plan.pricePerWordCents),
      rushMultiplier: String(plan.rushMultiplier),
      physicalDelivery: centsToDecimal(plan.physicalDeliveryCents),
    })),
    addOns: {
      notarization: centsToDecimal(catalog.addOns.notarizationCents),
      extraCopy: centsToDecimal(catalog.addOns.extraCopyCents),
      minimumOrder: centsToDecimal(catalog.addOns.minimumOrderCents),
    },
  };
}

/** Field path → message for amounts that are not dollars and cents; the server's schema checks the rest. */
export type DraftErrors = Record<string, string>;

const AMOUNT_MESSAGE = "Enter an amount in dollars, e.g. 25 or 0.18";

/** The PUT body, or the fields that could not be read as amounts. */
export function draftToInput(draft: PricingDraft): { input: UpdatePricingInput; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const cents = (path: string, text: string): number => {
    const value = parseDollarsToCents(text);
    if (value === null) errors[path] = AMOUNT_MESSAGE;
    return value ?? 0;
  };
  const input = {
    documentTypes: draft.documentTypes.map((type) => ({
      id: type.id,
      name: type.name,
      priceCents: type.price === null ? null : cents(`type-${type.id}-price`, type.price),
    })),
    plans: draft.plans.map((plan) => ({
      serviceType: plan.serviceType,
      pricePerWordCents: cents(`plan-${plan.serviceType}-rate`, plan.pricePerWord),
      rushMultiplier: Number(plan.rushMultiplier),
      physicalDeliveryCents: cents(`plan-${plan.serviceType}-delivery`, plan.physicalDelivery),
    })),
    addOns: {
      notarizationCents: cents("addon-notarization", draft.addOns.notarization),
      extraCopyCents: cents("addon-extra-copy", draft.addOns.extraCopy),
      minimumOrderCents: cents("addon-minimum", draft.addOns.minimumOrder),
    },
  } as UpdatePricingInput;
  return { input, errors };
}
