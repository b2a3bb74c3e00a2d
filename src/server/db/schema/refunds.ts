import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { CancellationRequestStatus, RefundStatus } from "../../../shared/schemas/refunds";
import { orders } from "./orders";
import { payments } from "./payments";
import { users } from "./users";

/**
 * Money given back on a payment (docs/refunds.md). A payment's refunded total is the sum of its rows; the payment
 * itself turns 'refunded' only once that total reaches its amount (docs/refunds.md).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** Integer cents, always more than zero. */
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    /** The provider's refund id (re_…); unique, so a retried call can never be recorded twice. */
    providerRefundId: text("provider_refund_id").unique(),
    status: text("status").$type<RefundStatus>().notNull(),
    /** The admin who made the refund. */
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("refunds_payment_id_idx").on(table.paymentId),
    index("refunds_order_id_idx").on(table.orderId),
    // The admin's Payments page, Refunds tab, newest first (migration 0020).
    index("refunds_created_at_id_idx").on(table.createdAt, table.id),
    check("refunds_amount_positive", sql`${table.amountCents} > 0`),
    check("refunds_status_check", sql`${table.status} in ('succeeded', 'pending', 'failed')`),
  ],
);

/** A customer asking to cancel a paid order; an admin approves (cancels, maybe refunds) or declines it. */
export const cancellationRequests = pgTable(
  "cancellation_requests",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    reason: text("reason").notNull(),
    status: text("status").$type<CancellationRequestStatus>().notNull().default("open"),
    resolvedBy: integer("resolved_by").references(() => users.id),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolutionNote: text("resolution_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("cancellation_requests_order_id_idx").on(table.orderId),
    // The admin list's pages (migration 0019).
    index("cancellation_requests_created_at_id_idx").on(table.createdAt, table.id),
    index("cancellation_requests_status_created_at_id_idx").on(table.status, table.createdAt, table.id),
    // At most one open request per order.
    uniqueIndex("cancellation_requests_open_order_idx")
      .on(table.orderId)
      .where(sql`${table.status} = 'open'`),
    check("cancellation_requests_status_check", sql`${table.status} in ('open', 'approved', 'declined')`),
  ],
);
