import type { TFunction } from "i18next";
import {
  DEFAULT_DOCUMENT_TYPES,
  findDocumentType,
  findPlan,
  rushPercent,
  type DocumentTypeId,
  type PriceCatalog,
} from "@shared/catalog";
import type { ServiceType } from "@shared/enums";
import enOrdering from "@shared/i18n/catalogs/en/ordering";
import { formatCents } from "@shared/money";

// The plans and flat rates shown on the landing page. Their texts are the "site" catalog's
// pricing.* (titles, features, units); the prices come from the catalog.

export type PlanFeature = { id: string; included: boolean };
export type PricingPlan = {
  serviceType: ServiceType;
  isPopular: boolean;
  /** Keys of the "site" catalog's pricing.plans.<serviceType>.features. */
  features: PlanFeature[];
  ctaLink: string;
};

export const PRICING_PLANS: PricingPlan[] = [
  {
    serviceType: "standard",
    isPopular: false,
    features: [
      { id: "human", included: true },
      { id: "proofread", included: true },
      { id: "pdf", included: true },
      { id: "uscis", included: false },
      { id: "notarization", included: false },
    ],
    ctaLink: "#order",
  },
  {
    serviceType: "certified",
    isPopular: true,
    features: [
      { id: "uscis", included: true },
      { id: "accuracy", included: true },
      { id: "priority", included: true },
      { id: "proofread", included: true },
      { id: "notarization", included: false },
    ],
    ctaLink: "#order",
  },
  {
    serviceType: "premium",
    isPopular: false,
    features: [
      { id: "everything", included: true },
      { id: "notarization", included: true },
      { id: "rush", included: true },
      { id: "physical", included: true },
      { id: "manager", included: true },
      { id: "support", included: true },
    ],
    ctaLink: "#order",
  },
];

export type FlatRateGroup = {
  id: string;
  title: string;
  description: string;
  items: { name: string; price: string }[];
};

/** The site catalog's translate function and the ordering catalog's (for the built-in document type names). */
export type PricingTexts = { t: TFunction<"site">; tOrdering: TFunction<"ordering"> };

/** The spec's (plural) wording for a document type while an admin has not renamed it (section 9). */
const SPEC_NAMES = ["court_document", "contract", "affidavit"] as const;

const KNOWN_TYPE_NAMES = new Set(Object.keys(enOrdering.documentTypes));

/** "$60", "$0.18": marketing prices drop ".00" (formatCents does the formatting). */
export function formatShortCents(cents: number): string {
  return formatCents(cents).replace(/\.00$/, "");
}

const VITAL_RECORDS: DocumentTypeId[] = ["birth_certificate", "marriage_certificate", "diploma", "drivers_license"];
const LEGAL_DOCUMENTS: DocumentTypeId[] = ["power_of_attorney", "court_document", "contract", "affidavit"];

function typeRow(catalog: PriceCatalog, id: DocumentTypeId, { t, tOrdering }: PricingTexts) {
  const type = findDocumentType(catalog, id);
  const defaultName = DEFAULT_DOCUMENT_TYPES.find((entry) => entry.id === id)?.name;
  const specName = (SPEC_NAMES as readonly string[]).includes(id)
    ? t(`pricing.flatRates.specNames.${id as (typeof SPEC_NAMES)[number]}`)
    : undefined;
  const builtInName = KNOWN_TYPE_NAMES.has(type.name)
    ? tOrdering(`documentTypes.${type.name}` as "documentTypes.Diploma")
    : type.name;
  // An admin's own name is shown as it is; a built-in one in the page's language.
  const name = type.name === defaultName ? (specName ?? builtInName) : type.name;
  const price = type.priceCents ?? 0;
  return {
    name,
    price:
      type.pricing === "per_word"
        ? t("pricing.flatRates.perWord", { price: formatShortCents(price) })
        : formatShortCents(price),
  };
}

/** The spec's three pricing groups, with the names and prices of the catalog (GET /api/pricing). */
export function flatRateGroups(
  catalog: PriceCatalog,
  texts: PricingTexts,
  serviceType: ServiceType = "certified",
): FlatRateGroup[] {
  const { t } = texts;
  const plan = findPlan(catalog, serviceType);
  return [
    {
      id: "vital",
      title: t("pricing.flatRates.groups.vital.title"),
      description: t("pricing.flatRates.groups.vital.description"),
      items: VITAL_RECORDS.map((id) => typeRow(catalog, id, texts)),
    },
    {
      id: "legal",
      title: t("pricing.flatRates.groups.legal.title"),
      description: t("pricing.flatRates.groups.legal.description"),
      items: LEGAL_DOCUMENTS.map((id) => typeRow(catalog, id, texts)),
    },
    {
      id: "addOns",
      title: t("pricing.flatRates.groups.addOns.title"),
      description: t("pricing.flatRates.groups.addOns.description"),
      items: [
        {
          name: t("pricing.flatRates.addOns.notarization"),
          price: t("pricing.flatRates.perDocument", { price: formatShortCents(catalog.addOns.notarizationCents) }),
        },
        {
          name: t("pricing.flatRates.addOns.rush"),
          price: t("pricing.flatRates.rushPrice", { percent: rushPercent(plan.rushMultiplier) }),
        },
        { name: t("pricing.flatRates.addOns.physicalDelivery"), price: formatShortCents(plan.physicalDeliveryCents) },
        {
          name: t("pricing.flatRates.addOns.extraCopies"),
          price: t("pricing.flatRates.each", { price: formatShortCents(catalog.addOns.extraCopyCents) }),
        },
        // The minimum order charge (settings: minimum_order_cents), shown before an order meets it.
        {
          name: t("pricing.flatRates.addOns.minimum"),
          price: t("pricing.flatRates.minimumPrice", { price: formatShortCents(catalog.addOns.minimumOrderCents) }),
        },
      ],
    },
  ];
}
