import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { ServiceType, TranslationDirection } from "@shared/enums";
import { DELIVERY_SPEED_PERCENT, estimateDeliveryDate } from "@shared/delivery";
import {
  calculatePrice,
  DEFAULT_PRICING_ENTRIES,
  findPricingEntry,
  parseWordCount,
  QUOTE_DEFAULTS,
  roundToCents,
  wordCountError,
} from "@shared/pricing";
import type { PricingEntry } from "@shared/schemas/pricing";
import type { StoredQuote } from "./quote-storage";

export type QuoteBreakdown = {
  pricePerWord: number;
  base: number;
  rushSurcharge: number;
  rushPercent: number;
  physicalDeliveryCost: number;
  total: number;
};

/**
 * The calculator's state and everything derived from it. Rates come from GET /api/pricing; until it
 * answers (or if it fails) the spec's rates are used, so a price shows at once.
 */
export function useQuoteCalculator() {
  const pricingQuery = useQuery<PricingEntry[]>({ queryKey: ["/api/pricing"] });
  const entries = pricingQuery.data?.length ? pricingQuery.data : DEFAULT_PRICING_ENTRIES;

  const [serviceType, setServiceType] = useState<ServiceType>(QUOTE_DEFAULTS.serviceType);
  const [translationDirection, setTranslationDirection] = useState<TranslationDirection>(QUOTE_DEFAULTS.translationDirection);
  const [wordCountText, setWordCountText] = useState(String(QUOTE_DEFAULTS.wordCount));
  const [isRush, setIsRush] = useState(QUOTE_DEFAULTS.isRush);
  const [isPhysicalDelivery, setIsPhysicalDelivery] = useState(QUOTE_DEFAULTS.isPhysicalDelivery);

  const wordCount = parseWordCount(wordCountText);
  const entry = findPricingEntry(entries, serviceType);

  const breakdown = useMemo<QuoteBreakdown>(() => {
    const priced = { wordCount, pricePerWord: entry.pricePerWord, rushMultiplier: entry.rushMultiplier, physicalDeliveryCost: entry.physicalDeliveryCost };
    const base = calculatePrice({ ...priced, isRush: false, isPhysicalDelivery: false });
    const withRush = calculatePrice({ ...priced, isRush, isPhysicalDelivery: false });
    return {
      pricePerWord: entry.pricePerWord,
      base,
      rushSurcharge: roundToCents(withRush - base),
      rushPercent: Math.round((entry.rushMultiplier - 1) * 100),
      physicalDeliveryCost: isPhysicalDelivery ? entry.physicalDeliveryCost : 0,
      total: calculatePrice({ ...priced, isRush, isPhysicalDelivery }),
    };
  }, [wordCount, entry, isRush, isPhysicalDelivery]);

  // The same rule and message as quoteSchema (service type and direction come from fixed lists).
  const wordCountMessage = wordCountError(wordCount);
  const quoteData: StoredQuote | null = wordCountMessage
    ? null
    : { serviceType, translationDirection, wordCount, isRush, isPhysicalDelivery, totalPrice: breakdown.total };

  return {
    entries,
    serviceType,
    setServiceType,
    translationDirection,
    setTranslationDirection,
    wordCountText,
    setWordCountText,
    setWordCount: (count: number) => setWordCountText(String(count)),
    wordCount,
    wordCountError: wordCountMessage,
    isRush,
    setIsRush,
    isPhysicalDelivery,
    setIsPhysicalDelivery,
    breakdown,
    deliveryDate: estimateDeliveryDate(serviceType, isRush),
    deliverySpeed: DELIVERY_SPEED_PERCENT[serviceType],
    /** Null while the quote is invalid (e.g. 0 words): Get Started Now is disabled then. */
    quoteData,
  };
}

export type QuoteCalculatorState = ReturnType<typeof useQuoteCalculator>;
