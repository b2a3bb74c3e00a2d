import { z } from "zod";
import { ORDER_STATUSES } from "../enums";
import { formatCents } from "../money";
import { adminOrderCustomerSchema, adminOrderDetailSchema, adminOrderPaymentSchema, adminOrderSchema } from "./admin";
import { pageQuerySchema, pageSchema } from "./pagination";
import { errorText } from "../error-codes";

// Refunds and cancellation requests (docs/refunds.md). The admin and customer forms and the routes
// share these schemas, so every message exists once.

export const REFUND_STATUSES = ["succeeded", "pending", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const CANCELLATION_REQUEST_STATUSES = ["open", "approved", "declined"] as const;
export type CancellationRequestStatus = (typeof CANCELLATION_REQUEST_STATUSES)[number];

export const REFUND_AMOUNT_MESSAGE = "Please enter a refund amount";
export const REFUND_AMOUNT_POSITIVE_MESSAGE = "Refund amount must be greater than zero";
export const REFUND_AMOUNT_CENTS_MESSAGE = "Refund amount can have at most 2 decimal places";
export const REFUND_REASON_MESSAGE = "Please give a reason for the refund";
export const CANCELLATION_REASON_MESSAGE = errorText("CANCELLATION_REASON");
export const NO_PAYMENT_TO_REFUND_MESSAGE = "This order has no payment to refund";
export const PROVIDER_REFUSED_PREFIX = "The payment provider refused the refund: ";
export const REQUEST_ALREADY_RESOLVED_MESSAGE = "This cancellation request has already been resolved";
export const REFUND_ONLY_WHEN_APPROVING_MESSAGE = "A refund can only be made when approving the request";

/** refundExceedsMessage(15000): 'Refund amount exceeds the amount paid ($150.00 refundable)' */
export const refundExceedsMessage = (refundableCents: number) =>
  `Refund amount exceeds the amount paid (${formatCents(refundableCents)} refundable)`;

/**
 * Dollars, more than zero, whole cents. A string of digits (a form field) is accepted too. The one amount that
 * arrives in dollars: the routes turn it into cents once (dollarsToCents) and the refund works in cents from there.
 */
export const refundAmountSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : value),
  z
    .number({ error: REFUND_AMOUNT_MESSAGE })
    .refine((value) => Number.isFinite(value), REFUND_AMOUNT_MESSAGE)
    .refine((value) => value > 0, REFUND_AMOUNT_POSITIVE_MESSAGE)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, REFUND_AMOUNT_CENTS_MESSAGE)
    .refine((value) => value < 100_000_000, "Refund amount is too large"),
);

const text = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(500, "Reason must be at most 500 characters");

/** POST /api/admin/orders/:orderId/refunds */
export const createRefundSchema = z.object({
  amount: refundAmountSchema,
  reason: text(REFUND_REASON_MESSAGE),
  cancelOrder: z.boolean({ error: "cancelOrder must be true or false" }).optional().default(false),
});
export type CreateRefundInput = z.input<typeof createRefundSchema>;

/** POST /api/orders/:id/cancellation-request */
export const cancellationRequestSchema = z.object({ reason: text(CANCELLATION_REASON_MESSAGE) });
export type CancellationRequestInput = z.infer<typeof cancellationRequestSchema>;

/** POST /api/admin/cancellation-requests/:id/resolve */
export const resolveCancellationSchema = z
  .object({
    decision: z.enum(["approved", "declined"], { error: "Please choose approve or decline" }),
    note: z
      .string({ error: "Note must be text" })
      .trim()
      .max(500, "Note must be at most 500 characters")
      .optional()
      .transform((value) => value || undefined),
    refundAmount: refundAmountSchema.optional(),
  })
  .refine((input) => input.refundAmount === undefined || input.decision === "approved", {
    message: REFUND_ONLY_WHEN_APPROVING_MESSAGE,
    path: ["refundAmount"],
  });
export type ResolveCancellationInput = z.input<typeof resolveCancellationSchema>;

/** GET /api/admin/cancellation-requests?status= ('all' or empty: every request) */
export const cancellationRequestsQuerySchema = pageQuerySchema.extend({
  status: z
    .union([z.enum(CANCELLATION_REQUEST_STATUSES), z.literal("all"), z.literal("")], {
      error: "Invalid request status",
    })
    .optional()
    .transform((value) => (value === "all" || value === "" ? undefined : value)),
});

// ---- Answers -------------------------------------------------------------------------------------

/** A refund as the customer sees it. */
export const refundSchema = z.object({
  id: z.number().int(),
  paymentId: z.number().int(),
  orderId: z.number().int(),
  /** Dollars derived from amountCents (older readers); amountCents is stored. */
  amount: z.number(),
  amountCents: z.number().int(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
});
export type RefundDto = z.infer<typeof refundSchema>;

/** A refund as the admin sees it: who made it. */
export const adminRefundSchema = refundSchema.extend({
  createdBy: z.number().int().nullable(),
  createdByUsername: z.string().nullable(),
});
export type AdminRefundDto = z.infer<typeof adminRefundSchema>;

export const cancellationRequestDtoSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  reason: z.string(),
  status: z.enum(CANCELLATION_REQUEST_STATUSES),
  resolutionNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CancellationRequestDto = z.infer<typeof cancellationRequestDtoSchema>;

export const adminCancellationRequestSchema = cancellationRequestDtoSchema.extend({
  userId: z.number().int(),
  resolvedBy: z.number().int().nullable(),
  resolvedByUsername: z.string().nullable(),
  customer: adminOrderCustomerSchema,
  order: z.object({
    id: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    totalPrice: z.number(),
    totalCents: z.number().int(),
  }),
});
export type AdminCancellationRequestDto = z.infer<typeof adminCancellationRequestSchema>;
/** GET /api/admin/cancellation-requests?status=&limit=&cursor= : one page, newest first. */
export const adminCancellationRequestListSchema = pageSchema(adminCancellationRequestSchema);
export type AdminCancellationRequestList = z.infer<typeof adminCancellationRequestListSchema>;

/** A row of GET /api/admin/orders: true while the customer's cancellation request is open. */
export const adminOrderWithCancellationSchema = adminOrderSchema.extend({
  cancellationRequested: z.boolean(),
  /** A document's count is an estimate waiting for an agent (docs/ordering.md, "Word count review"). */
  wordCountReviewNeeded: z.boolean(),
});
export type AdminOrderWithCancellation = z.infer<typeof adminOrderWithCancellationSchema>;
/**
 * GET /api/admin/orders: one page, the order count of every status for the same search (the status tabs), and the
 * page's total; totalEstimated when a search matches more than EXACT_TOTAL_MAX orders and the counts are estimates.
 */
export const adminOrderListSchema = pageSchema(adminOrderWithCancellationSchema).extend({
  statusCounts: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  total: z.number().int(),
  totalEstimated: z.boolean(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** A payment of the admin detail with what has been refunded of it and what may still be (dollars derived from the cents). */
export const adminRefundablePaymentSchema = adminOrderPaymentSchema.extend({
  refundedAmount: z.number(),
  refundableAmount: z.number(),
  refundedAmountCents: z.number().int(),
  refundableAmountCents: z.number().int(),
});
export type AdminRefundablePayment = z.infer<typeof adminRefundablePaymentSchema>;

/**
 * GET /api/admin/orders/:id with the refund side (docs/refunds.md); also the answer of the admin's status, price and
 * fulfilment changes.
 */
export const adminOrderDetailWithRefundsSchema = adminOrderDetailSchema.extend({
  payments: z.array(adminRefundablePaymentSchema),
  refunds: z.array(adminRefundSchema),
  /** Paid minus refunded over all of the order's payments (dollars derived from refundableAmountCents). */
  refundableAmount: z.number(),
  refundableAmountCents: z.number().int(),
  /** The open request, or else the newest resolved one; null when the customer never asked. */
  cancellationRequest: adminCancellationRequestSchema.nullable(),
});
export type AdminOrderDetailWithRefunds = z.infer<typeof adminOrderDetailWithRefundsSchema>;

/** POST /api/admin/orders/:orderId/refunds → 201 */
export const createRefundResponseSchema = z.object({
  refund: adminRefundSchema,
  order: adminOrderDetailWithRefundsSchema,
});
export type CreateRefundResponse = z.infer<typeof createRefundResponseSchema>;

/** POST /api/admin/cancellation-requests/:id/resolve */
export const resolveCancellationResponseSchema = z.object({
  request: adminCancellationRequestSchema,
  refund: adminRefundSchema.nullable(),
});
export type ResolveCancellationResponse = z.infer<typeof resolveCancellationResponseSchema>;
