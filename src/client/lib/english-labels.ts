import enOrders from "@shared/i18n/catalogs/en/orders";
import type { ServiceType, TranslationDirection } from "@shared/enums";

// The English-only screens (admin, translator portal, translator applications) take the service and direction
// names from the English orders catalog, so each name is written once; translated screens use t("orders:…").

/** "certified" → "Certified" */
export function serviceName(serviceType: ServiceType): string {
  return enOrders.service[serviceType];
}

/** "tr-en" → "Turkish → English"; an unknown value is shown as it is. */
export function directionName(direction: string): string {
  return enOrders.direction[direction as TranslationDirection] ?? direction;
}
