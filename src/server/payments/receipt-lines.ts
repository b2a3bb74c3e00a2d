import type { PricedLine } from "../../shared/price-order";
import type { OrderRow } from "../orders/change-order-status";

export type ReceiptLine = { kind: PricedLine["kind"]; label: string; amountCents: number };

/**
 * The receipt's lines: the order's stored priced lines (docs/decisions/004-money-in-cents.md), never recomputed from today's rates.
 * Kept with the payment when it is paid, so a later manual price or rate change never alters a receipt.
 */
export function receiptLines(order: OrderRow): ReceiptLine[] {
  return order.priceLines.map(({ kind, label, amountCents }) => ({ kind, label, amountCents }));
}
