import { z } from "zod";
import { ORDER_STATUSES, SERVICE_TYPES } from "../enums";

/**
 * GET /api/order-links/:token (public, from the link in every customer e-mail about an order): the order's status
 * and dates, read-only. No files, no prices, no names beyond the customer's first name.
 */
export const orderLinkViewSchema = z.object({
  orderId: z.number().int(),
  firstName: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  serviceType: z.enum(SERVICE_TYPES),
  isRush: z.boolean(),
  createdAt: z.string(),
  estimatedDeliveryDate: z.string().nullable(),
  /** When the link stops working. */
  expiresAt: z.string(),
});
export type OrderLinkView = z.infer<typeof orderLinkViewSchema>;
