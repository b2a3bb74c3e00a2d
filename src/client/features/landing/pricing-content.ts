import { DEFAULT_DOCUMENT_TYPES, findDocumentType, findPlan, rushPercent, type DocumentTypeId, type PriceCatalog } from "@shared/catalog";
import type { ServiceType } from "@shared/enums";
import { formatCents } from "@shared/money";

// Spec section 9: the plans and flat rates shown on the landing page.

export type PlanFeature = { text: string; included: boolean };
export type PricingPlan = {
  serviceType: ServiceType;
  title: string;
  unit: string;
  timeframe: string;
  isPopular: boolean;
  description: string;
  features: PlanFeature[];
  ctaText: string;
  ctaLink: string;
};

export const PRICING_PLANS: PricingPlan[] = [
  {
    serviceType: "standard",
    title: "Standard",
    unit: "per word",
    timeframe: "3-5 business days",
    isPopular: false,
    description: "For personal, business and academic documents that do not need certification.",
    features: [
      { text: "Professional human translation", included: true },
      { text: "Proofread by a second linguist", included: true },
      { text: "Secure PDF delivery", included: true },
      { text: "USCIS certification", included: false },
      { text: "Notarization", included: false },
    ],
    ctaText: "Choose Standard",
    ctaLink: "#order",
  },
  {
    serviceType: "certified",
    title: "Certified",
    unit: "per word",
    timeframe: "2-3 business days",
    isPopular: true,
    description: "For USCIS, courts and universities: our most requested service.",
    features: [
      { text: "USCIS-compliant certification", included: true },
      { text: "Certificate of accuracy", included: true },
      { text: "Priority processing", included: true },
      { text: "Proofread by a second linguist", included: true },
      { text: "Notarization", included: false },
    ],
    ctaText: "Choose Certified",
    ctaLink: "#order",
  },
  {
    serviceType: "premium",
    title: "Premium",
    unit: "per word",
    timeframe: "1-2 business days",
    isPopular: false,
    description: "Certified, notarized and fast, with a person who knows your file.",
    features: [
      { text: "Everything in Certified", included: true },
      { text: "Notarization", included: true },
      { text: "Rush processing", included: true },
      { text: "Physical delivery option", included: true },
      { text: "Dedicated account manager", included: true },
      { text: "24/7 support", included: true },
    ],
    ctaText: "Choose Premium",
    ctaLink: "#order",
  },
];

export type FlatRateGroup = { title: string; description: string; items: { name: string; price: string }[] };

/** The spec's (plural) wording for a document type while an admin has not renamed it (section 9). */
const SPEC_NAMES: Partial<Record<DocumentTypeId, string>> = {
  court_document: "Court documents",
  contract: "Contracts",
  affidavit: "Affidavits",
};

/** "$60", "$0.18": marketing prices drop ".00" (formatCents does the formatting). */
export function formatShortCents(cents: number): string {
  return formatCents(cents).replace(/\.00$/, "");
}

const VITAL_RECORDS: DocumentTypeId[] = ["birth_certificate", "marriage_certificate", "diploma", "drivers_license"];
const LEGAL_DOCUMENTS: DocumentTypeId[] = ["power_of_attorney", "court_document", "contract", "affidavit"];

function typeRow(catalog: PriceCatalog, id: DocumentTypeId) {
  const type = findDocumentType(catalog, id);
  const defaultName = DEFAULT_DOCUMENT_TYPES.find((entry) => entry.id === id)?.name;
  const name = type.name === defaultName ? (SPEC_NAMES[id] ?? type.name) : type.name;
  const price = type.priceCents ?? 0;
  return { name, price: type.pricing === "per_word" ? `${formatShortCents(price)} per word` : formatShortCents(price) };
}

/** Spec section 9's three groups, with the names and prices of the catalog (GET /api/pricing). */
export function flatRateGroups(catalog: PriceCatalog, serviceType: ServiceType = "certified"): FlatRateGroup[] {
  const plan = findPlan(catalog, serviceType);
  return [
    { title: "Personal & Vital Records", description: "Certified, one page each", items: VITAL_RECORDS.map((id) => typeRow(catalog, id)) },
    { title: "Legal & Business Documents", description: "Certified, for courts and agencies", items: LEGAL_DOCUMENTS.map((id) => typeRow(catalog, id)) },
    {
      title: "Add-On Services",
      description: "Added to any order",
      items: [
        { name: "Notarization", price: `${formatShortCents(catalog.addOns.notarizationCents)} per document` },
        { name: "Rush service", price: `+${rushPercent(plan.rushMultiplier)}%` },
        { name: "Physical delivery", price: formatShortCents(plan.physicalDeliveryCents) },
        { name: "Extra copies", price: `${formatShortCents(catalog.addOns.extraCopyCents)} each` },
      ],
    },
  ];
}
