import { centsToDollars } from "../../shared/money";
import type { PaymentDto } from "../../shared/schemas/payments";
import { ne, sql } from "drizzle-orm";
import { payments } from "../db/schema/payments";

export type PaymentRow = typeof payments.$inferSelect;

/** What the payment handlers keep in payments.metadata (all optional: rows may come from older flows). */
export type PaymentMetadata = {
  /** The provider's intent; on failed-attempt rows, whose stripePaymentId stays empty. */
  intentId?: string;
  amountCents?: number;
  cardBrand?: string;
  cardLast4?: string;
  failureCode?: string;
  failureMessage?: string;
  /** Provider event ids already applied to this row, so a redelivered event changes nothing. */
  eventIds?: string[];
  /** The order's stored lines when it was paid (older rows: { label, amount } in dollars). */
  receiptLines?: { kind?: string; label: string; amount?: number; amountCents?: number }[];
  /** Set when the intent was cancelled because the order changed (docs/ordering.md, "Stale checkout"); the row stays 'pending'. */
  cancelledAt?: string;
  cancelReason?: string;
  paidAt?: string;
  /** The order's priced fingerprint when the checkout opened (priced-fingerprint.ts); the charge is taken only for it. */
  pricedFingerprint?: string;
  /**
   * When a card was submitted for this intent and the provider's answer is still awaited (record-payment-attempt.ts);
   * cleared when the attempt fails. Until then a 'pending' row is an open checkout, not a payment (docs/billing.md).
   */
  attemptedAt?: string;
  /** The card was charged but the charge was not taken as payment (checkout-refusal.ts); it is refunded automatically. */
  refusedCharge?: boolean;
  /** The automatic refund of a refused charge: the provider's refund, when it was made, or when the provider last refused it. */
  autoRefundId?: string;
  autoRefundedAt?: string;
  autoRefundFailedAt?: string;
};

export function paymentMetadata(payment: PaymentRow): PaymentMetadata {
  return (payment.metadata ?? {}) as PaymentMetadata;
}

/**
 * Whether the customer's money was taken and is still held: paid or refunded rows, and a charge that was not taken
 * as payment (recorded 'failed' with refusedCharge, or failureCode amount_mismatch on older rows) until its
 * automatic refund went through; such a charge is refundable by hand meanwhile.
 */
export function isChargedPayment(payment: PaymentRow): boolean {
  if (payment.status === "paid" || payment.status === "refunded") return true;
  return payment.status === "failed" && isRefusedCharge(payment) && !paymentMetadata(payment).autoRefundedAt;
}

/** A charge the card made that was not taken as payment of its order (docs/refunds.md, "Automatic refunds"). */
export function isRefusedCharge(payment: PaymentRow): boolean {
  const metadata = paymentMetadata(payment);
  return metadata.refusedCharge === true || metadata.failureCode === "amount_mismatch";
}

/** What has been refunded of a payment and what may still be: cents, and the dollar fields derived from them. */
export type RefundAmounts = {
  refundedAmount: number;
  refundableAmount: number;
  refundedAmountCents: number;
  refundableAmountCents: number;
};

/** `refundedCents`: the sum of the payment's refunds (src/server/refunds/refund-totals.ts). */
export function refundAmounts(payment: PaymentRow, refundedCents: number): RefundAmounts {
  const refundableCents = Math.max(0, (isChargedPayment(payment) ? payment.amountCents : 0) - refundedCents);
  return {
    refundedAmount: centsToDollars(refundedCents),
    refundableAmount: centsToDollars(refundableCents),
    refundedAmountCents: refundedCents,
    refundableAmountCents: refundableCents,
  };
}

/**
 * The payment as the API answers it; the provider's ids and raw metadata stay on the server.
 * `refundedCents`: the sum of its refunds (src/server/refunds/refund-totals.ts).
 */
export function toPaymentDto(payment: PaymentRow, refundedCents = 0): PaymentDto {
  const metadata = paymentMetadata(payment);
  return {
    id: payment.id,
    orderId: payment.orderId,
    amount: centsToDollars(payment.amountCents),
    amountCents: payment.amountCents,
    status: payment.status,
    provider: payment.provider,
    paymentMethod: payment.paymentMethod,
    cardBrand: metadata.cardBrand ?? null,
    cardLast4: metadata.cardLast4 ?? null,
    failureMessage: payment.status === "failed" ? (metadata.failureMessage ?? "The payment failed.") : null,
    ...refundAmounts(payment, refundedCents),
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
  };
}

/**
 * Payment rows the customer sees: paid, failed and refunded. A 'pending' row is an open checkout (an intent
 * nobody has paid yet), which is bookkeeping rather than a payment.
 */
export const shownToCustomer = () => ne(payments.status, "pending");

/**
 * Payment rows the admin's Payments list, its total and the order page list: every paid, failed or refunded row, and
 * a 'pending' one only while a card submitted for it awaits the provider's answer (metadata.attemptedAt, not
 * cancelled). An open checkout nobody paid is the intent's bookkeeping, not a payment (docs/billing.md, "Open checkouts").
 */
export const listedAsPayment = () =>
  sql`not (${payments.status} = 'pending' and (${payments.metadata} ->> 'attemptedAt' is null or ${payments.metadata} ->> 'cancelledAt' is not null))`;

/** The same rule on a loaded row. */
export function isListedAsPayment(payment: PaymentRow): boolean {
  if (payment.status !== "pending") return true;
  const metadata = paymentMetadata(payment);
  return Boolean(metadata.attemptedAt) && !metadata.cancelledAt;
}
