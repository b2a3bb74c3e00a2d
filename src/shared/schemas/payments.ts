import { LANGUAGES } from "../i18n/languages";
import { z } from "zod";
import { ORDER_STATUSES, PAYMENT_STATUSES, SERVICE_TYPES, TRANSLATION_DIRECTIONS } from "../enums";
import { pageSchema, pageTotalShape } from "./pagination";
import { ORDER_CAPABILITY_MESSAGES } from "../order-capabilities";
import { errorText } from "../error-codes";

// Card payments (docs/ordering.md, "Payments"). Stripe in production; offline, a built-in test provider that answers like Stripe.

export const createPaymentIntentSchema = z.object({
  // A number, or its digits as a string (form posts); never a coerced true/null.
  orderId: z.preprocess(
    (value) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : value),
    z.number({ error: "Invalid order id" }).int("Invalid order id").positive("Invalid order id"),
  ),
});

export const PAY_ONLY_PENDING_MESSAGE = ORDER_CAPABILITY_MESSAGES.payNotPending;
export const PAY_NEEDS_DOCUMENT_MESSAGE = "Please upload at least one document before paying";
/** Card networks (and Stripe) refuse charges under 50 cents. */
export const MIN_CARD_AMOUNT_CENTS = 50;
export const PAY_TOO_LITTLE_MESSAGE = "The order total must be at least $0.50 to pay by card";

/** The built-in provider's card form (POST /api/test-payments/confirm), with Stripe's own wording. */
export const testCardPaymentSchema = z
  .object({
    clientSecret: z
      .string({ error: errorText("PAYMENT_NOT_FOUND") })
      .min(1, errorText("PAYMENT_NOT_FOUND"))
      .max(200, errorText("PAYMENT_NOT_FOUND")),
    cardNumber: z
      .string({ error: errorText("CARD_NUMBER") })
      .transform((value) => value.replace(/[\s-]/g, ""))
      .refine((value) => /^\d{12,19}$/.test(value), errorText("CARD_NUMBER")),
    expiry: z
      .string({ error: errorText("CARD_EXPIRY") })
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, errorText("CARD_EXPIRY")),
    cvc: z
      .string({ error: errorText("CARD_CVC") })
      .trim()
      .regex(/^\d{3,4}$/, errorText("CARD_CVC")),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}(-?\d{4})?$/, errorText("CARD_ZIP"))
      .optional(),
  })
  .refine((card) => !isExpiryInPast(card.expiry), { message: errorText("CARD_EXPIRED"), path: ["expiry"] });
export type TestCardPaymentInput = z.input<typeof testCardPaymentSchema>;

/** A card is valid through the last day of its expiry month. */
export function isExpiryInPast(expiry: string, now: Date = new Date()): boolean {
  const [month, year] = expiry.split("/").map((part) => Number(part.trim()));
  const endOfMonth = new Date(2000 + year, month, 1); // first day of the following month, local time
  return endOfMonth.getTime() <= now.getTime();
}

const paymentProviderSchema = z.enum(["stripe", "test"]);

/** GET /api/payment-config: which card form the checkout page shows. */
export const paymentConfigSchema = z.object({ provider: paymentProviderSchema, publishableKey: z.string().optional() });
export type PaymentConfigDto = z.infer<typeof paymentConfigSchema>;

/** POST /api/create-payment-intent */
/** amount in dollars (older readers), amountCents is what the intent charges: the order's current total. */
export const createPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  amount: z.number(),
  amountCents: z.number().int(),
  provider: paymentProviderSchema,
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/** 409 when an intent's amount is not the order's current total (the order changed since checkout opened). */
export const STALE_PAYMENT_MESSAGE = errorText("STALE_PAYMENT");

/** 409 when a card was charged for an order that changed meanwhile: the charge is refunded automatically. */
export const STALE_CHARGE_REFUNDED_MESSAGE = errorText("STALE_CHARGE_REFUNDED");
/** 409 when a second charge arrives for an order that was already paid: it is refunded automatically. */
export const DUPLICATE_CHARGE_REFUNDED_MESSAGE = errorText("DUPLICATE_CHARGE_REFUNDED");
/** 409 when a charge could not be taken as payment and the automatic refund failed: the agency refunds it by hand. */
export const CHARGE_REFUND_PENDING_MESSAGE = errorText("CHARGE_REFUND_PENDING");

/** POST /api/test-payments/confirm on success; a decline answers 402 `{ message }`. */
export const testPaymentConfirmResponseSchema = z.object({
  status: z.literal("succeeded"),
  paymentIntentId: z.string(),
});
export type TestPaymentConfirmResponse = z.infer<typeof testPaymentConfirmResponseSchema>;

/** A payment as the API answers it (server/payments/serialize-payment.ts); the provider's ids stay on the server. */
export const paymentSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  /** Dollars derived from amountCents (older readers); amountCents is stored. */
  amount: z.number(),
  amountCents: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.string(),
  paymentMethod: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  /** Why a failed payment failed, in words the customer can read. */
  failureMessage: z.string().nullable(),
  /** The sum of the payment's refunds, and what may still be refunded (0 for failed attempts). */
  refundedAmount: z.number(),
  refundableAmount: z.number(),
  refundedAmountCents: z.number().int(),
  refundableAmountCents: z.number().int(),
  /** ISO date-times. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentDto = z.infer<typeof paymentSchema>;

/** GET /api/payments (Payment History) */
export const paymentHistoryItemSchema = paymentSchema.extend({
  order: z.object({
    id: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    serviceType: z.enum(SERVICE_TYPES),
    translationDirection: z.enum(TRANSLATION_DIRECTIONS),
    wordCount: z.number().int(),
  }),
});
export type PaymentHistoryItemDto = z.infer<typeof paymentHistoryItemSchema>;
/** GET /api/payments?limit=&cursor= : one page of the customer's payments, newest first, and how many there are. */
export const paymentHistorySchema = pageSchema(paymentHistoryItemSchema).extend(pageTotalShape);
export type PaymentHistoryPage = z.infer<typeof paymentHistorySchema>;

/** GET /api/payments/:id/receipt, and the content of the e-mailed receipt. */
export const paymentReceiptSchema = z.object({
  receiptNumber: z.string(),
  paymentId: z.number().int(),
  orderId: z.number().int(),
  /** ISO date-time. */
  paidAt: z.string(),
  customer: z.object({ name: z.string(), email: z.string(), language: z.enum(LANGUAGES) }),
  /** The order's stored lines; amount (dollars) is derived from amountCents. */
  lines: z.array(z.object({ kind: z.string(), label: z.string(), amountCents: z.number().int(), amount: z.number() })),
  total: z.number(),
  totalCents: z.number().int(),
  currency: z.literal("USD"),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  company: z.object({ name: z.string(), address: z.string(), email: z.string() }),
});
export type PaymentReceiptDto = z.infer<typeof paymentReceiptSchema>;
