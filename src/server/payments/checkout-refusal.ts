/** What is known about an order when a card charge for it is about to be made, or has just been made. */
export type CheckoutFacts = {
  orderStatus: string;
  totalCents: number;
  /** Another payment of the order is already recorded as paid. */
  paidElsewhere: boolean;
  /** The worst reading state among the order's documents: a failed one, a pending one, or none. */
  unreadDocument: "failed" | "pending" | null;
  /** The order's current priced fingerprint (priced-fingerprint.ts). */
  fingerprint: string;
};

/** The charge as the checkout opened it: amount, currency, and the fingerprint it was priced for (absent on older rows). */
export type CheckoutCharge = { amountCents: number; currency: string; fingerprint?: string; cancelled?: boolean };

export type CheckoutRefusal =
  "already_paid" | "not_pending" | "document_unread" | "document_being_read" | "amount_mismatch" | "order_changed";

/**
 * Whether a charge may be taken as payment of its order (docs/ordering.md, "Stale checkout"): only for an order
 * that is still pending and unpaid, whose documents are all read, and whose price and documents are exactly those
 * the checkout was opened for. The same rule refuses a confirmation before the card is charged and, in the
 * payment's transaction, a charge that was made anyway (which is then refunded).
 */
export function checkoutRefusal(facts: CheckoutFacts, charge: CheckoutCharge): CheckoutRefusal | null {
  if (facts.paidElsewhere) return "already_paid";
  if (facts.orderStatus !== "pending") return "not_pending";
  if (facts.unreadDocument === "failed") return "document_unread";
  if (facts.unreadDocument === "pending") return "document_being_read";
  if (charge.amountCents !== facts.totalCents || charge.currency !== "usd") return "amount_mismatch";
  // Rows opened before fingerprints existed are judged by amount and documents alone.
  if (charge.cancelled || (charge.fingerprint !== undefined && charge.fingerprint !== facts.fingerprint))
    return "order_changed";
  return null;
}
