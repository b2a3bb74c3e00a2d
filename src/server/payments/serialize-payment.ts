import type { PaymentDto } from "../../shared/schemas/payments";
import { ne } from "drizzle-orm";
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
  receiptLines?: { label: string; amount: number }[];
  paidAt?: string;
};

export function paymentMetadata(payment: PaymentRow): PaymentMetadata {
  return (payment.metadata ?? {}) as PaymentMetadata;
}

/** The payment as the API answers it; the provider's ids and raw metadata stay on the server. */
export function toPaymentDto(payment: PaymentRow): PaymentDto {
  const metadata = paymentMetadata(payment);
  return {
    id: payment.id,
    orderId: payment.orderId,
    amount: Number(payment.amount),
    status: payment.status,
    provider: payment.provider,
    paymentMethod: payment.paymentMethod,
    cardBrand: metadata.cardBrand ?? null,
    cardLast4: metadata.cardLast4 ?? null,
    failureMessage: payment.status === "failed" ? metadata.failureMessage ?? "The payment failed." : null,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
  };
}

/**
 * Payment rows the customer sees: paid, failed and refunded. A 'pending' row is an open checkout (an intent
 * nobody has paid yet), which is bookkeeping rather than a payment.
 */
export const shownToCustomer = () => ne(payments.status, "pending");
