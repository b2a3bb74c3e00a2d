import { sql } from "drizzle-orm";
import { index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { paymentStatusEnum, serviceTypeEnum } from "./enums";
import { orders } from "./orders";

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** Integer cents: what the intent charges (the order's total when it was created). */
    amountCents: integer("amount_cents").notNull(),
    status: paymentStatusEnum("status").notNull().default("pending"),
    /** The provider's payment id; unique so a repeated webhook can never record a payment twice. */
    stripePaymentId: text("stripe_payment_id").unique(),
    paymentMethod: text("payment_method"),
    /** 'stripe' or 'test' (the built-in provider used when no Stripe keys are set). */
    provider: text("provider").notNull().default("test"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    ...timestamps,
    /** When the charge was taken: metadata.paidAt, else created_at (migration 0021; the rollups and the payments export read it). */
    paidAt: timestamp("paid_at", { withTimezone: true }).generatedAlwaysAs(
      sql`public.payment_paid_at(metadata, created_at)`,
    ),
  },
  (table) => [
    index("payments_order_id_idx").on(table.orderId),
    // The admin's Payments page, newest first, optionally of one status (migration 0020).
    index("payments_created_at_id_idx").on(table.createdAt, table.id),
    index("payments_status_created_at_id_idx").on(table.status, table.createdAt, table.id),
    index("payments_paid_at_id_idx")
      .on(table.paidAt, table.id)
      .where(sql`status IN ('paid', 'refunded')`),
    // The refused charges whose automatic refund is still owed, which every reconciliation run retries.
    index("payments_refund_owed_idx")
      .on(table.id)
      .where(
        sql`status = 'failed' AND (metadata ->> 'refusedCharge') = 'true' AND (metadata ->> 'autoRefundedAt') IS NULL`,
      ),
  ],
);

export const pricing = pgTable("pricing", {
  id: serial("id").primaryKey(),
  serviceType: serviceTypeEnum("service_type").notNull().unique(),
  /** The plan's rate for "other" documents, whole cents per word. */
  pricePerWordCents: integer("price_per_word_cents").notNull(),
  rushMultiplier: numeric("rush_multiplier", { precision: 6, scale: 2, mode: "number" }).notNull().default(1.5),
  physicalDeliveryCents: integer("physical_delivery_cents").notNull().default(1500),
  ...timestamps,
});
