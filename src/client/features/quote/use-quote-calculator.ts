import { useCallback, useRef, useState } from "react";
import type { ServiceType, TranslationDirection } from "@shared/enums";
import { DELIVERY_SPEED_PERCENT } from "@shared/delivery";
import { centsToDollars } from "@shared/money";
import { MAX_QUOTE_WORD_COUNT, QUOTE_DEFAULTS } from "@shared/pricing";
import { MAX_EXTRA_COPIES } from "@shared/schemas/quote";
import { isPricedByWord, isRushOrder } from "@shared/catalog";
import type { SaveOrderDraftInput } from "@shared/schemas/order-draft";
import { useDeliveryDate } from "@/features/delivery/use-delivery-date";
import { useCatalog } from "@/features/pricing/use-catalog";
import { newDraftItem, perWordTotal, type DraftItem } from "@/features/pricing/draft-items";
import { priceDraft } from "@/features/pricing/price-draft";
import type { StoredQuote } from "./quote-storage";
import { useCalculatorFiles } from "./use-calculator-files";

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
  const [items, setItemsState] = useState<DraftItem[]>(() => [newDraftItem("other", QUOTE_DEFAULTS.wordCount)]);
  const [rushChosen, setIsRush] = useState(QUOTE_DEFAULTS.isRush);
  // A plan that includes rush (Premium) is always a rush order: its switch shows on and cannot be turned off.
  const isRush = isRushOrder(serviceType, rushChosen);
  const rushIncluded = isRushOrder(serviceType, false);
  const [isPhysicalDelivery, setIsPhysicalDelivery] = useState(QUOTE_DEFAULTS.isPhysicalDelivery);

  // The calculator as the order draft takes it (PUT /api/order-draft), read at the moment of each write.
  const latest = useRef({ serviceType, translationDirection, isRush, isPhysicalDelivery, items });
  latest.current = { serviceType, translationDirection, isRush, isPhysicalDelivery, items };
  const snapshot = useCallback((fileIds: Record<string, number | undefined>) => {
    const state = latest.current;
    return { input: draftInputOf(state, fileIds), items: state.items };
  }, []);
  const onCounted = useCallback((itemKey: string, words: number) => {
    setItemsState((current) =>
      current.map((item) => (item.key === itemKey ? { ...item, wordCountText: String(words) } : item)),
    );
  }, []);
  const files = useCalculatorFiles(snapshot, onCounted);
  // A removed document takes its file out of the draft too.
  const { drop } = files;
  const setItems = useCallback(
    (next: DraftItem[]) => {
      const kept = new Set(next.map((item) => item.key));
      latest.current.items.filter((item) => !kept.has(item.key)).forEach((item) => drop(item.key));
      setItemsState(next);
    },
    [drop],
  );
  const reading = Object.values(files.files).some((file) => file.status === "uploading" || file.status === "reading");

  // The one delivery rule: business days, or 24 hours any day for rush (null until the holidays arrive).
  const deliveryDate = useDeliveryDate(serviceType, isRush);
  const { drafted, priced } = priceDraft(
    { serviceType, translationDirection, isRush, isPhysicalDelivery },
    items,
    catalog,
  );

  const quoteData: StoredQuote | null =
    drafted.ok && priced && !reading
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
    /** Null while any document is invalid (e.g. 0 words) or a file is being read: no price, and Get Started Now is disabled. */
    priced: reading ? null : priced,
    /** A document's file is being uploaded or read (its words are not known yet). */
    reading,
    /** The documents' files (uploaded into the order draft), by item key. */
    files: files.files,
    pickFile: files.pick,
    removeFile: files.drop,
    /** Saves the calculator into the order draft (Get Started Now), after the uploads under way. */
    saveDraft: files.save,
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

/** The calculator as PUT /api/order-draft takes it: typed words where valid, each uploaded file by its id. */
export function draftInputOf(
  state: {
    serviceType: ServiceType;
    translationDirection: TranslationDirection;
    isRush: boolean;
    isPhysicalDelivery: boolean;
    items: readonly DraftItem[];
  },
  fileIds: Record<string, number | undefined>,
): SaveOrderDraftInput {
  return {
    serviceType: state.serviceType,
    translationDirection: state.translationDirection,
    isRush: state.isRush,
    isPhysicalDelivery: state.isPhysicalDelivery,
    items: state.items.map((item) => {
      const words = Number(item.wordCountText);
      const typed = Number.isInteger(words) && words >= 1 && words <= MAX_QUOTE_WORD_COUNT;
      return {
        documentType: item.documentType,
        wordCount: isPricedByWord(item.documentType) && typed ? words : null,
        notarization: item.notarization,
        extraCopies: Math.min(MAX_EXTRA_COPIES, Math.max(0, Math.trunc(item.extraCopies) || 0)),
        fileId: fileIds[item.key] ?? null,
      };
    }),
  };
}
