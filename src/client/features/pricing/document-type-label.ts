import { findPlan, NOTARIZATION_INCLUDED_PLANS, type DocumentTypeEntry, type PriceCatalog } from "@shared/catalog";
import type { ServiceType } from "@shared/enums";
import { formatCents } from "@shared/money";

const PLAN_NAMES: Record<ServiceType, string> = { standard: "Standard", certified: "Certified", premium: "Premium" };

/** "$60.00 flat", "$0.18/word", "$0.15/word (Certified rate)": how a document type is priced on a plan. */
export function documentTypePrice(type: DocumentTypeEntry, catalog: PriceCatalog, serviceType: ServiceType): string {
  if (type.pricing === "flat") return `${formatCents(type.priceCents ?? 0)} flat`;
  if (type.pricing === "per_word") return `${formatCents(type.priceCents ?? 0)}/word`;
  return `${formatCents(findPlan(catalog, serviceType).pricePerWordCents)}/word (${PLAN_NAMES[serviceType]} rate)`;
}

export function isNotarizationIncluded(serviceType: ServiceType): boolean {
  return NOTARIZATION_INCLUDED_PLANS.includes(serviceType);
}

export { PLAN_NAMES };
