import { NOTARIZATION_INCLUDED_PLANS } from "@shared/catalog";
import type { ServiceType } from "@shared/enums";

export function isNotarizationIncluded(serviceType: ServiceType): boolean {
  return NOTARIZATION_INCLUDED_PLANS.includes(serviceType);
}
