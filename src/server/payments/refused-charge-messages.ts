import {
  CHARGE_REFUND_PENDING_MESSAGE,
  DUPLICATE_CHARGE_REFUNDED_MESSAGE,
  STALE_CHARGE_REFUNDED_MESSAGE,
} from "../../shared/schemas/payments";
import type { CheckoutRefusal } from "./checkout-refusal";

/** What the customer is told about a charge that was not taken as payment, once its automatic refund went through or not. */
export function refusedChargeMessage(refusal: CheckoutRefusal | undefined, refunded: boolean): string {
  if (!refunded) return CHARGE_REFUND_PENDING_MESSAGE;
  return refusal === "already_paid" ? DUPLICATE_CHARGE_REFUNDED_MESSAGE : STALE_CHARGE_REFUNDED_MESSAGE;
}

/** The agency's words for why a charge was refused (admin e-mail and refund reason). */
export const REFUSAL_REASONS: Record<CheckoutRefusal, string> = {
  already_paid: "the order had already been paid",
  not_pending: "the order was no longer waiting for payment",
  document_unread: "one of the order's documents could not be read",
  document_being_read: "the order's documents were still being counted",
  amount_mismatch: "the amount charged was not the order's total",
  order_changed: "the order's documents or price changed after checkout opened",
};
