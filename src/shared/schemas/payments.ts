import type { Language } from "../i18n/languages";
import { z } from "zod";
import type { OrderStatus, PaymentStatus, ServiceType, TranslationDirection } from "../enums";

// Card payments (docs/ordering.md, "Payments"). Stripe in production; offline, a built-in test provider that answers like Stripe.

export const createPaymentIntentSchema = z.object({
  // A number, or its digits as a string (form posts); never a coerced true/null.
  orderId: z.preprocess(
    (value) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : value),
    z.number({ error: "Invalid order id" }).int("Invalid order id").positive("Invalid order id"),
  ),
});

export const PAY_ONLY_PENDING_MESSAGE = "Only pending orders can be paid";
export const PAY_ALREADY_PAID_MESSAGE = "This order has already been paid";
export const PAY_NEEDS_DOCUMENT_MESSAGE = "Please upload at least one document before paying";
/** Card networks (and Stripe) refuse charges under 50 cents. */
export const MIN_CARD_AMOUNT_CENTS = 50;
export const PAY_TOO_LITTLE_MESSAGE = "The order total must be at least $0.50 to pay by card";

/** The built-in provider's card form (POST /api/test-payments/confirm), with Stripe's own wording. */
export const testCardPaymentSchema = z
  .object({
    clientSecret: z.string({ error: "Payment not found" }).min(1, "Payment not found").max(200, "Payment not found"),
    cardNumber: z
      .string({ error: "Your card number is incomplete." })
      .transform((value) => value.replace(/[\s-]/g, ""))
      .refine((value) => /^\d{12,19}$/.test(value), "Your card number is incomplete."),
    expiry: z
      .string({ error: "Your card's expiration date is incomplete." })
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Your card's expiration date is incomplete."),
    cvc: z
      .string({ error: "Your card's security code is incomplete." })
      .trim()
      .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}(-?\d{4})?$/, "Your postal code is incomplete.")
      .optional(),
  })
  .refine((card) => !isExpiryInPast(card.expiry), { message: "Your card's expiration date is in the past.", path: ["expiry"] });
export type TestCardPaymentInput = z.input<typeof testCardPaymentSchema>;

/** A card is valid through the last day of its expiry month. */
export function isExpiryInPast(expiry: string, now: Date = new Date()): boolean {
  const [month, year] = expiry.split("/").map((part) => Number(part.trim()));
  const endOfMonth = new Date(2000 + year, month, 1); // first day of the following month, local time
  return endOfMonth.getTime() <= now.getTime();
}

/** GET /api/payment-config: which card form the checkout page shows. */
export type PaymentConfigDto = { provider: "stripe" | "test"; publishableKey?: string };

/** POST /api/create-payment-intent */
/** amount in dollars (older readers), amountCents is what the intent charges: the order's current total. */
export type CreatePaymentIntentResponse = { clientSecret: string; amount: number; amountCents: number; provider: "stripe" | "test" };

/** 409 when an intent's amount is not the order's current total (the order changed since checkout opened). */
export const STALE_PAYMENT_MESSAGE = "Your order changed since this checkout was opened. Please review the new total and pay again.";

/** POST /api/test-payments/confirm on success; a decline answers 402 `{ message }`. */
export type TestPaymentConfirmResponse = { status: "succeeded"; paymentIntentId: string };

export type PaymentDto = {
  id: number;
  orderId: number;
  /** Dollars derived from amountCents (older readers); amountCents is stored. */
  amount: number;
  amountCents: number;
  status: PaymentStatus;
  provider: string;
  paymentMethod: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  /** Why a failed payment failed, in words the customer can read. */
  failureMessage: string | null;
  /** The sum of the payment's refunds, and what may still be refunded (0 for failed attempts). */
  refundedAmount: number;
  refundableAmount: number;
  refundedAmountCents: number;
  refundableAmountCents: number;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/payments (Payment History) */
export type PaymentHistoryItemDto = PaymentDto & {
  order: { id: number; status: OrderStatus; serviceType: ServiceType; translationDirection: TranslationDirection; wordCount: number };
};

/** GET /api/payments/:id/receipt, and the content of the e-mailed receipt. */
export type PaymentReceiptDto = {
  receiptNumber: string;
  paymentId: number;
  orderId: number;
  paidAt: string;
  customer: { name: string; email: string; language: Language };
  /** The order's stored lines; amount (dollars) is derived from amountCents. */
  lines: { kind: string; label: string; amount: number; amountCents: number }[];
  total: number;
  totalCents: number;
  currency: "USD";
  cardBrand: string | null;
  cardLast4: string | null;
  company: { name: string; address: string; email: string };
};
