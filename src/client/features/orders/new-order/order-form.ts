import { zodResolver } from "@hookform/resolvers/zod";
import type { Control, Resolver } from "react-hook-form";
import { QUOTE_DEFAULTS } from "@shared/pricing";
import { createOrderSchema, type CreateOrderData } from "@shared/schemas/orders";
import type { QuoteData } from "@shared/schemas/quote";

/** The order form keeps an address object at all times (so it survives toggling physical delivery off and on). */
export type OrderFormValues = {
  serviceType: CreateOrderData["serviceType"];
  translationDirection: CreateOrderData["translationDirection"];
  wordCount: number;
  isRush: boolean;
  isPhysicalDelivery: boolean;
  shippingAddress: { fullName: string; line1: string; line2: string; city: string; state: string; postalCode: string };
};

export const EMPTY_ADDRESS: OrderFormValues["shippingAddress"] = { fullName: "", line1: "", line2: "", city: "", state: "", postalCode: "" };

export function orderFormDefaults(quote: QuoteData | null): OrderFormValues {
  const start = quote ?? QUOTE_DEFAULTS;
  return {
    serviceType: start.serviceType,
    translationDirection: start.translationDirection,
    wordCount: start.wordCount,
    isRush: start.isRush,
    isPhysicalDelivery: start.isPhysicalDelivery,
    shippingAddress: EMPTY_ADDRESS,
  };
}

const schemaResolver = zodResolver(createOrderSchema);

/**
 * createOrderSchema (the server's own) checks the form; the address only counts with physical delivery,
 * so it is left out before validation otherwise. The resolved values are exactly what POST /api/orders takes.
 */
export const orderFormResolver: Resolver<OrderFormValues, unknown, CreateOrderData> = (values, context, options) =>
  schemaResolver(
    { ...values, shippingAddress: values.isPhysicalDelivery ? values.shippingAddress : null },
    context,
    options as never,
  ) as ReturnType<Resolver<OrderFormValues, unknown, CreateOrderData>>;

export type OrderFormControl = Control<OrderFormValues, unknown, CreateOrderData>;
