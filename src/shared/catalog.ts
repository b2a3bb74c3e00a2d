import { SERVICE_TYPES, type ServiceType } from "./enums";
import { centsToDollars } from "./money";

// The document-type catalog and add-on prices (docs/ordering.md "Pricing"). The type ids and how
// each type is priced (flat, per word, or at the plan's rate) are fixed here; admins edit the prices only
// (Settings → Pricing), which the server keeps in the database and answers on GET /api/pricing.

export const DOCUMENT_TYPE_IDS = [
  "birth_certificate",
  "marriage_certificate",
  "diploma",
  "drivers_license",
  "power_of_attorney",
  "affidavit",
  "court_document",
  "contract",
  "other",
] as const;
export type DocumentTypeId = (typeof DOCUMENT_TYPE_IDS)[number];

/**
 * flat: priceCents per document, any length; per_word: priceCents per word;
 * plan_rate: the chosen plan's per-word rate (priceCents is null).
 */
export const DOCUMENT_PRICINGS = ["flat", "per_word", "plan_rate"] as const;
export type DocumentPricing = (typeof DOCUMENT_PRICINGS)[number];

export const DOCUMENT_TYPE_PRICING: Record<DocumentTypeId, DocumentPricing> = {
  birth_certificate: "flat",
  marriage_certificate: "flat",
  diploma: "flat",
  drivers_license: "flat",
  power_of_attorney: "flat",
  affidavit: "flat",
  court_document: "per_word",
  contract: "per_word",
  other: "plan_rate",
};

/** Per-word types need a word count (an estimate until the document is uploaded and counted). */
export function isPricedByWord(documentType: DocumentTypeId): boolean {
  return DOCUMENT_TYPE_PRICING[documentType] !== "flat";
}

/** One document type as GET /api/pricing lists it. */
export type DocumentTypeEntry = {
  id: DocumentTypeId;
  name: string;
  pricing: DocumentPricing;
  /** Cents per document (flat) or per word (per_word); null for plan_rate. */
  priceCents: number | null;
};

/** One plan as GET /api/pricing lists it: the spec's fields (dollars) plus the cents the price rule uses. */
export type PlanEntry = {
  serviceType: ServiceType;
  /** In dollars, as the spec's data model gives it: centsToDollars(pricePerWordCents). */
  pricePerWord: number;
  rushMultiplier: number;
  /** In dollars, as the spec's data model gives it: centsToDollars(physicalDeliveryCents). */
  physicalDeliveryCost: number;
  pricePerWordCents: number;
  physicalDeliveryCents: number;
};

export type AddOnPrices = {
  /** Per document; every document of a plan that includes notarization (PLAN_INCLUDES) pays it. */
  notarizationCents: number;
  /** Per extra certified hard copy (needs physical delivery). */
  extraCopyCents: number;
  /** An order totalling less is raised to this by a "Minimum order charge" line. */
  minimumOrderCents: number;
};

/** GET /api/pricing, and the catalog the price rule reads: the same object on both sides. */
export type PriceCatalog = {
  plans: PlanEntry[];
  documentTypes: DocumentTypeEntry[];
  addOns: AddOnPrices;
};

/**
 * What a plan's card lists as included (decision 035): on such a plan the option is always on, priced into every
 * order of the plan, so ticking it adds nothing. Premium includes rush and notarization; the cards
 * (client/features/landing/pricing-content.ts) are checked against this table.
 */
export const PLAN_INCLUDES: Record<ServiceType, { rush: boolean; notarization: boolean }> = {
  standard: { rush: false, notarization: false },
  certified: { rush: false, notarization: false },
  premium: { rush: true, notarization: true },
};

/** The plans from the least to the most complete: a plan never costs less than the one before it (decision 035). */
export const PLAN_ORDER: readonly ServiceType[] = ["standard", "certified", "premium"];

/** Plans whose every document is notarized (Premium). */
export const NOTARIZATION_INCLUDED_PLANS: readonly ServiceType[] = PLAN_ORDER.filter(
  (plan) => PLAN_INCLUDES[plan].notarization,
);

/** Plans whose every order is a rush order (Premium). */
export const RUSH_INCLUDED_PLANS: readonly ServiceType[] = PLAN_ORDER.filter((plan) => PLAN_INCLUDES[plan].rush);

/** An order's rush as priced and scheduled: asked for, or included in its plan. */
export function isRushOrder(serviceType: ServiceType, isRush: boolean): boolean {
  return isRush || PLAN_INCLUDES[serviceType].rush;
}

export const DEFAULT_DOCUMENT_TYPES: DocumentTypeEntry[] = [
  { id: "birth_certificate", name: "Birth certificate", pricing: "flat", priceCents: 6000 },
  { id: "marriage_certificate", name: "Marriage certificate", pricing: "flat", priceCents: 7000 },
  { id: "diploma", name: "Diploma", pricing: "flat", priceCents: 8000 },
  { id: "drivers_license", name: "Driver's license", pricing: "flat", priceCents: 4500 },
  { id: "power_of_attorney", name: "Power of attorney", pricing: "flat", priceCents: 12000 },
  { id: "affidavit", name: "Affidavit", pricing: "flat", priceCents: 9000 },
  { id: "court_document", name: "Court document", pricing: "per_word", priceCents: 18 },
  { id: "contract", name: "Contract", pricing: "per_word", priceCents: 16 },
  { id: "other", name: "Other document", pricing: "plan_rate", priceCents: null },
];

export const DEFAULT_PLAN_CENTS_PER_WORD: Record<ServiceType, number> = { standard: 12, certified: 15, premium: 20 };
export const DEFAULT_RUSH_MULTIPLIER = 1.5;
export const DEFAULT_PHYSICAL_DELIVERY_CENTS = 1500;

export const DEFAULT_PLANS: PlanEntry[] = SERVICE_TYPES.map((serviceType) =>
  planEntry({
    serviceType,
    pricePerWordCents: DEFAULT_PLAN_CENTS_PER_WORD[serviceType],
    rushMultiplier: DEFAULT_RUSH_MULTIPLIER,
    physicalDeliveryCents: DEFAULT_PHYSICAL_DELIVERY_CENTS,
  }),
);

export const DEFAULT_ADD_ONS: AddOnPrices = { notarizationCents: 2500, extraCopyCents: 1000, minimumOrderCents: 2500 };

/** The landing page's prices: what the seed stores and what screens show until GET /api/pricing answers. */
export const DEFAULT_CATALOG: PriceCatalog = {
  plans: DEFAULT_PLANS,
  documentTypes: DEFAULT_DOCUMENT_TYPES,
  addOns: DEFAULT_ADD_ONS,
};

/** A plan entry with its dollar fields derived from the cents. */
export function planEntry(plan: Omit<PlanEntry, "pricePerWord" | "physicalDeliveryCost">): PlanEntry {
  return {
    serviceType: plan.serviceType,
    pricePerWord: centsToDollars(plan.pricePerWordCents),
    rushMultiplier: plan.rushMultiplier,
    physicalDeliveryCost: centsToDollars(plan.physicalDeliveryCents),
    pricePerWordCents: plan.pricePerWordCents,
    physicalDeliveryCents: plan.physicalDeliveryCents,
  };
}

/** The catalog's plan, or the default one when a row is missing. */
export function findPlan(catalog: PriceCatalog, serviceType: ServiceType): PlanEntry {
  return (
    catalog.plans.find((plan) => plan.serviceType === serviceType) ??
    DEFAULT_PLANS.find((plan) => plan.serviceType === serviceType)!
  );
}

/** The catalog's document type, or the default one when a row is missing. */
export function findDocumentType(catalog: PriceCatalog, id: DocumentTypeId): DocumentTypeEntry {
  return catalog.documentTypes.find((type) => type.id === id) ?? DEFAULT_DOCUMENT_TYPES.find((type) => type.id === id)!;
}

/** "Rush service +50%": the surcharge in whole percent, from the plan's multiplier (1.5 → 50). */
export function rushPercent(rushMultiplier: number): number {
  return Math.round((rushMultiplier - 1) * 100);
}

/**
 * Why a catalog would let a higher plan cost less than a lower one for the same order (decision 035), or null: along
 * PLAN_ORDER no per-word rate, rush multiplier or physical delivery price may go down. Document types and add-ons
 * cost the same on every plan. Settings → Pricing refuses such a catalog.
 */
export function planOrderProblem(catalog: PriceCatalog): string | null {
  const fields = [
    ["pricePerWordCents", "per-word rate"],
    ["rushMultiplier", "rush multiplier"],
    ["physicalDeliveryCents", "physical delivery price"],
  ] as const;
  for (let index = 1; index < PLAN_ORDER.length; index += 1) {
    const lower = findPlan(catalog, PLAN_ORDER[index - 1]!);
    const higher = findPlan(catalog, PLAN_ORDER[index]!);
    for (const [field, name] of fields) {
      if (higher[field] < lower[field]) {
        return `The ${name} of ${higher.serviceType} must not be lower than that of ${lower.serviceType}: a higher plan never costs less`;
      }
    }
  }
  return null;
}
