import type { ServiceType, TranslationDirection } from "../../shared/enums";
import { findPricingEntry, roundToCents } from "../../shared/pricing";
import type { Executor } from "../db/client";
import type { OrderRow } from "../orders/change-order-status";
import { listPricing } from "../pricing/list-pricing";

export const SERVICE_LABELS: Record<ServiceType, string> = { standard: "Standard", certified: "Certified", premium: "Premium" };
export const DIRECTION_LABELS: Record<TranslationDirection, string> = { "tr-en": "Turkish to English", "en-tr": "English to Turkish" };

export type ReceiptLine = { label: string; amount: number };

/**
 * The receipt's breakdown of an order's total: translation, rush surcharge, physical delivery. Derived
 * backwards from the stored total (delivery is added after the rush multiplier), so the lines always add
 * up to exactly what was charged. Kept with the payment, so later price changes never alter a receipt.
 */
export async function receiptLines(db: Executor, order: OrderRow): Promise<ReceiptLine[]> {
  const { rushMultiplier, physicalDeliveryCost } = findPricingEntry(await listPricing(db), order.serviceType);
  const total = Number(order.totalPrice);
  const delivery = order.isPhysicalDelivery ? Math.min(physicalDeliveryCost, total) : 0;
  const withRush = roundToCents(total - delivery);
  const translation = order.isRush ? roundToCents(withRush / rushMultiplier) : withRush;
  const words = order.wordCount.toLocaleString("en-US");
  const lines: ReceiptLine[] = [
    { label: `${SERVICE_LABELS[order.serviceType]} translation, ${DIRECTION_LABELS[order.translationDirection]} (${words} words)`, amount: translation },
  ];
  if (order.isRush) lines.push({ label: "Rush delivery (24 hours)", amount: roundToCents(withRush - translation) });
  if (order.isPhysicalDelivery) lines.push({ label: "Physical delivery (printed copy by mail)", amount: delivery });
  return lines;
}
