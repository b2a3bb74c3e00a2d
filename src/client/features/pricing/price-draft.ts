import type { PriceCatalog } from "@shared/catalog";
import type { ServiceType, TranslationDirection } from "@shared/enums";
import { priceOrder, PriceRuleError, type PricedOrder } from "@shared/price-order";
import { toOrderItems, type DraftItem, type DraftPricing } from "./draft-items";

export type DraftOptions = {
  serviceType: ServiceType;
  translationDirection: TranslationDirection;
  isRush: boolean;
  isPhysicalDelivery: boolean;
};

/**
 * The documents being edited, as the API takes them, and their price by the shared rule (null while any
 * document is invalid). The server prices the same items again with its own catalog: it is the authority.
 */
export function priceDraft(
  options: DraftOptions,
  drafts: readonly DraftItem[],
  catalog: PriceCatalog,
): { drafted: DraftPricing; priced: PricedOrder | null } {
  const drafted = toOrderItems(drafts, options.isPhysicalDelivery);
  if (!drafted.ok) return { drafted, priced: null };
  try {
    return { drafted, priced: priceOrder({ ...options, items: drafted.items }, catalog) };
  } catch (error) {
    if (error instanceof PriceRuleError) return { drafted, priced: null };
    throw error;
  }
}
