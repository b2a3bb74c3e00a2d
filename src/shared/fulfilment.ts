import { z } from "zod";
import type { OrderStatus } from "./enums";
import { type PricedLine, needsNotarization } from "./price-order";
import { ORDER_CAPABILITY_MESSAGES, orderRefusal } from "./order-capabilities";

// Notarization and shipping are fulfilment steps recorded beside the order status (docs/delivery.md).

export const FULFILMENT_STEPS = ["notarized", "shipped", "delivered"] as const;
export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];

export const FULFILMENT_LABELS: Record<FulfilmentStep, string> = {
  notarized: "Notarized",
  shipped: "Shipped",
  delivered: "Delivered",
};

/** The steps this order goes through, in order. */
/** Notarization follows what was sold: the order's stored lines (Premium orders always carry a notarization line). */
export function fulfilmentSteps(order: {
  isPhysicalDelivery: boolean;
  priceLines: readonly Pick<PricedLine, "kind">[];
}): FulfilmentStep[] {
  const steps: FulfilmentStep[] = [];
  if (needsNotarization(order.priceLines)) steps.push("notarized");
  if (order.isPhysicalDelivery) steps.push("shipped", "delivered");
  return steps;
}

export const FULFILMENT_MESSAGES = {
  notApplicable: (step: FulfilmentStep) => `This order has no "${FULFILMENT_LABELS[step]}" step`,
  alreadyRecorded: (step: FulfilmentStep) => `The order is already marked ${FULFILMENT_LABELS[step].toLowerCase()}`,
  orderNotActive: ORDER_CAPABILITY_MESSAGES.fulfilmentNotActive,
  notShippedYet: "Mark the order shipped before marking it delivered",
  notarizedScanRequired: "Upload the notarized scan (PDF, JPG or PNG)",
} as const;

/** Why the step cannot be recorded now, or null. */
export function fulfilmentRefusal(options: {
  step: FulfilmentStep;
  order: { status: OrderStatus; isPhysicalDelivery: boolean; priceLines: readonly Pick<PricedLine, "kind">[] };
  recorded: readonly FulfilmentStep[];
}): string | null {
  const { step, order, recorded } = options;
  if (!fulfilmentSteps(order).includes(step)) return FULFILMENT_MESSAGES.notApplicable(step);
  const notNow = orderRefusal(order, "record_fulfilment");
  if (notNow) return notNow.message;
  if (recorded.includes(step)) return FULFILMENT_MESSAGES.alreadyRecorded(step);
  if (step === "delivered" && !recorded.includes("shipped")) return FULFILMENT_MESSAGES.notShippedYet;
  return null;
}

/** A tracking page for the usual carriers; other carriers get no link (the number is still shown). */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const number = encodeURIComponent(trackingNumber.trim());
  switch (carrier.trim().toLowerCase()) {
    case "usps":
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`;
    case "ups":
      return `https://www.ups.com/track?tracknum=${number}`;
    case "fedex":
      return `https://www.fedex.com/fedextrack/?trknbr=${number}`;
    case "dhl":
      return `https://www.dhl.com/us-en/home/tracking.html?tracking-id=${number}`;
    default:
      return null;
  }
}

/** POST /api/admin/orders/:orderId/fulfilment/shipped */
export const shipOrderSchema = z.object({
  carrier: z
    .string({ error: "Enter the carrier" })
    .trim()
    .min(1, "Enter the carrier")
    .max(60, "Carrier must be at most 60 characters"),
  trackingNumber: z
    .string({ error: "Enter the tracking number" })
    .trim()
    .min(1, "Enter the tracking number")
    .max(60, "Tracking number must be at most 60 characters"),
});
export type ShipOrderInput = z.infer<typeof shipOrderSchema>;

export const fulfilmentEventSchema = z.object({
  step: z.enum(FULFILMENT_STEPS),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** Notarized step: the scan's file name (download at /api/orders/:id/notarized-scan). */
  fileName: z.string().nullable(),
  createdAt: z.string(),
});
export type FulfilmentEventDto = z.infer<typeof fulfilmentEventSchema>;

/** What an order screen shows: the steps it has, and those recorded. */
export const fulfilmentSchema = z.object({
  steps: z.array(z.enum(FULFILMENT_STEPS)),
  events: z.array(fulfilmentEventSchema),
});
export type FulfilmentDto = z.infer<typeof fulfilmentSchema>;
