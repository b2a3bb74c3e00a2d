import { z } from "zod";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "../enums";
import { adminOrderCustomerSchema } from "./admin";
import { pageQuerySchema, pageSchema, pageTotalShape } from "./pagination";
import { paymentSchema } from "./payments";
import { adminRefundSchema } from "./refunds";

// The admin's Payments page (docs/admin-ui.md, "Payments"): every payment and every refund, newest first, a page at a
// time, within a date range. The screen sends the range as instants (its local midnights), the API compares created_at.

export const DATE_RANGE_MESSAGES = {
  from: "from must be a date (YYYY-MM-DD) or a date and time (ISO 8601)",
  to: "to must be a date (YYYY-MM-DD) or a date and time (ISO 8601)",
  order: "from must be before to",
} as const;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** A date (midnight UTC) or a date and time with its offset; anything else is refused with `message`. */
const instant = (message: string) =>
  z
    .string({ error: message })
    .regex(ISO_INSTANT, message)
    .transform((value) => new Date(value))
    .refine((date) => !Number.isNaN(date.getTime()), message)
    .optional();

/** `from` (included) and `to` (excluded) bound created_at; either may be left out. */
const dateRangeShape = { from: instant(DATE_RANGE_MESSAGES.from), to: instant(DATE_RANGE_MESSAGES.to) };
const rangeInOrder = (range: { from?: Date; to?: Date }) => !range.from || !range.to || range.from < range.to;

/** GET /api/admin/payments?from=&to=&status=&limit=&cursor= */
export const adminPaymentsQuerySchema = pageQuerySchema
  .extend({
    ...dateRangeShape,
    status: z
      .union([z.enum(PAYMENT_STATUSES), z.literal("all"), z.literal("")], {
        error: "status must be all, pending, paid, failed or refunded",
      })
      .optional()
      .transform((value) => (value === "all" || value === "" ? undefined : value)),
  })
  .refine(rangeInOrder, { message: DATE_RANGE_MESSAGES.order, path: ["from"] });
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

/** GET /api/admin/refunds?from=&to=&limit=&cursor= */
export const adminRefundsQuerySchema = pageQuerySchema
  .extend(dateRangeShape)
  .refine(rangeInOrder, { message: DATE_RANGE_MESSAGES.order, path: ["from"] });
export type AdminRefundsQuery = z.infer<typeof adminRefundsQuerySchema>;

const orderSummarySchema = z.object({ id: z.number().int(), status: z.enum(ORDER_STATUSES) });

/** A payment row of the admin's Payments page: the payment, its order and who paid. */
export const adminPaymentRowSchema = paymentSchema.extend({
  order: orderSummarySchema,
  customer: adminOrderCustomerSchema,
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;
export const adminPaymentPageSchema = pageSchema(adminPaymentRowSchema).extend(pageTotalShape);
export type AdminPaymentPage = z.infer<typeof adminPaymentPageSchema>;

/** A refund row: the refund (with the admin who made it), its order and the customer refunded. */
export const adminRefundRowSchema = adminRefundSchema.extend({
  order: orderSummarySchema,
  customer: adminOrderCustomerSchema,
});
export type AdminRefundRow = z.infer<typeof adminRefundRowSchema>;
export const adminRefundPageSchema = pageSchema(adminRefundRowSchema).extend(pageTotalShape);
export type AdminRefundPage = z.infer<typeof adminRefundPageSchema>;
