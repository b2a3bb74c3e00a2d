import { zodResolver } from "@hookform/resolvers/zod";
import type { Control, Resolver } from "react-hook-form";
import { QUOTE_DEFAULTS } from "@shared/pricing";
import { createOrderSchema, type CreateOrderData } from "@shared/schemas/orders";
import type { QuoteData } from "@shared/schemas/quote";
import type { PricedItemInput } from "@/features/pricing/draft-items";
import { errorText } from "@shared/error-codes";

/**
 * The order form's own fields; the documents are edited beside it (DocumentItemsEditor) and joined in at
 * validation. It keeps an address object at all times (so it survives toggling physical delivery off and on).
 */
export type OrderFormValues = {
  serviceType: CreateOrderData["serviceType"];
  translationDirection: CreateOrderData["translationDirection"];
  isRush: boolean;
  isPhysicalDelivery: boolean;
  shippingAddress: { fullName: string; line1: string; line2: string; city: string; state: string; postalCode: string };
};

export const EMPTY_ADDRESS: OrderFormValues["shippingAddress"] = {
  fullName: "",
  line1: "",
  line2: "",
  city: "",
  state: "",
  postalCode: "",
};

export function orderFormDefaults(quote: QuoteData | null): OrderFormValues {
  const start = quote ?? QUOTE_DEFAULTS;
  return {
    serviceType: start.serviceType,
    translationDirection: start.translationDirection,
    isRush: start.isRush,
    isPhysicalDelivery: start.isPhysicalDelivery,
    shippingAddress: EMPTY_ADDRESS,
  };
}

/** The saved quote's documents; a quote saved before documents were priced by type (one word count) is one "other" document. */
export function savedQuoteItems(quote: QuoteData | null): PricedItemInput[] {
  if (quote?.items?.length) return quote.items.map((item) => ({ ...item, wordCount: item.wordCount ?? undefined }));
  return [
    {
      documentType: "other",
      wordCount: quote?.wordCount ?? QUOTE_DEFAULTS.wordCount,
      notarization: false,
      extraCopies: 0,
    },
  ];
}

const schemaResolver = zodResolver(createOrderSchema);

/**
 * createOrderSchema (the server's own) checks the form with the documents of the moment (getItems; null
 * while the editor shows an error); the address only counts with physical delivery, so it is left out
 * otherwise. The resolved values are exactly what POST /api/orders takes.
 */
export function orderFormResolver(
  getItems: () => PricedItemInput[] | null,
): Resolver<OrderFormValues, unknown, CreateOrderData> {
  return (values, context, options) => {
    const items = getItems();
    if (!items) return { values: {}, errors: { root: { type: "items", message: errorText("CHECK_DOCUMENTS") } } };
    return schemaResolver(
      { ...values, items, shippingAddress: values.isPhysicalDelivery ? values.shippingAddress : null },
      context,
      options as never,
    ) as ReturnType<Resolver<OrderFormValues, unknown, CreateOrderData>>;
  };
}

export type OrderFormControl = Control<OrderFormValues, unknown, CreateOrderData>;
