import { formatUsd } from "@shared/format";
import { roundToCents } from "@shared/pricing";
import type { PricingEntry } from "@shared/schemas/pricing";

export type PriceLine = { label: string; amount: number };

type PricedOrder = { wordCount: number; isRush: boolean; isPhysicalDelivery: boolean; totalPrice: number };

/**
 * The breakdown of a total: words × rate, rush surcharge, physical delivery. Worked backwards from the total
 * (delivery is added after the rush multiplier), as the server's receipt does, so the lines always add up
 * to the amount charged.
 */
export function priceLines(order: PricedOrder, entry: PricingEntry): PriceLine[] {
  const delivery = order.isPhysicalDelivery ? Math.min(entry.physicalDeliveryCost, order.totalPrice) : 0;
  const withRush = roundToCents(order.totalPrice - delivery);
  const translation = order.isRush ? roundToCents(withRush / entry.rushMultiplier) : withRush;
  const lines: PriceLine[] = [
    { label: `${order.wordCount.toLocaleString("en-US")} words × ${formatUsd(entry.pricePerWord)}`, amount: translation },
  ];
  if (order.isRush) {
    lines.push({ label: `Rush surcharge (${Math.round((entry.rushMultiplier - 1) * 100)}%)`, amount: roundToCents(withRush - translation) });
  }
  if (order.isPhysicalDelivery) lines.push({ label: "Physical delivery", amount: delivery });
  return lines;
}
