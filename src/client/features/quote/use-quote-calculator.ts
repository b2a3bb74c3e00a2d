import { useState } from "react";
import type { ServiceType, TranslationDirection } from "@shared/enums";
import { DELIVERY_SPEED_PERCENT } from "@shared/delivery";
import { centsToDollars } from "@shared/money";
import { QUOTE_DEFAULTS } from "@shared/pricing";
import { isRushOrder } from "@shared/catalog";
import { useDeliveryDate } from "@/features/delivery/use-delivery-date";
import { useCatalog } from "@/features/pricing/use-catalog";
import { newDraftItem, perWordTotal, type DraftItem } from "@/features/pricing/draft-items";
import { priceDraft } from "@/features/pricing/price-draft";
import type { StoredQuote } from "./quote-storage";

/**
 * The calculator's state and everything derived from it: the documents, the options, and their priced lines
 * from the shared price rule on GET /api/pricing's catalog (the published prices until it answers). The
 * server prices again when the order is created; this is the same rule on the same data.
 */
export function useQuoteCalculator() {
  const catalog = useCatalog();

  const [serviceType, setServiceType] = useState<ServiceType>(QUOTE_DEFAULTS.serviceType);
  const [translationDirection, setTranslationDirection] = useState<TranslationDirection>(
    QUOTE_DEFAULTS.translationDirection,
  );
  // The seed's default view: one "other" document of 500 words.
  const [items, setItems] = useState<DraftItem[]>(() => [newDraftItem("other", QUOTE_DEFAULTS.wordCount)]);
  const [rushChosen, setIsRush] = useState(QUOTE_DEFAULTS.isRush);
  // A plan that includes rush (Premium) is always a rush order: its switch shows on and cannot be turned off.
  const isRush = isRushOrder(serviceType, rushChosen);
  const rushIncluded = isRushOrder(serviceType, false);
  const [isPhysicalDelivery, setIsPhysicalDelivery] = useState(QUOTE_DEFAULTS.isPhysicalDelivery);

  // The one delivery rule: business days, or 24 hours any day for rush (null until the holidays arrive).
  const deliveryDate = useDeliveryDate(serviceType, isRush);
  const { drafted, priced } = priceDraft(
    { serviceType, translationDirection, isRush, isPhysicalDelivery },
    items,
    catalog,
  );

  const quoteData: StoredQuote | null =
    drafted.ok && priced
      ? {
          serviceType,
          translationDirection,
          wordCount: perWordTotal(drafted.items),
          isRush,
          isPhysicalDelivery,
          totalPrice: centsToDollars(priced.totalCents),
          totalCents: priced.totalCents,
          items: drafted.items,
        }
      : null;

  return {
    catalog,
    serviceType,
    setServiceType,
    translationDirection,
    setTranslationDirection,
    items,
    setItems,
    isRush,
    rushIncluded,
    setIsRush,
    isPhysicalDelivery,
    setIsPhysicalDelivery,
    /** Null while any document is invalid (e.g. 0 words): no price, and Get Started Now is disabled. */
    priced,
    /** Why there is no price yet (the first document's problem), said instead of a $0.00 total. */
    problem: drafted.ok
      ? undefined
      : drafted.errors.flatMap((error) => [error.wordCount, error.extraCopies]).find(Boolean),
    deliveryDate,
    deliverySpeed: DELIVERY_SPEED_PERCENT[serviceType],
    quoteData,
  };
}

export type QuoteCalculatorState = ReturnType<typeof useQuoteCalculator>;
