import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { orderStatusEnum, serviceTypeEnum, translationDirectionEnum } from "./enums";
import { users } from "./users";
import type { ReviewStatus } from "../../../shared/draft-review";
import type { PricedLine } from "../../../shared/price-order";

export type ShippingAddress = {
  fullName: string;
  line1: string;
  line2?: string;
  city: string;
  state: string;
  postalCode: string;
};

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    status: orderStatusEnum("status").notNull().default("pending"),
    serviceType: serviceTypeEnum("service_type").notNull(),
    translationDirection: translationDirectionEnum("translation_direction").notNull(),
    wordCount: integer("word_count").notNull().default(0),
    isRush: boolean("is_rush").notNull().default(false),
    isPhysicalDelivery: boolean("is_physical_delivery").notNull().default(false),
    /** Integer cents: the sum of priceLines, always computed by the server (shared/price-order.ts). */
    totalCents: integer("total_cents").notNull(),
    /** The priced lines the order is sold with, stored when it is (re)priced; receipts and refunds read these. */
    priceLines: jsonb("price_lines").$type<PricedLine[]>().notNull().default([]),
    /** An admin's price for the translation work (docs/ordering.md, "Manual price"); replaces the translation and rush lines. */
    manualPriceCents: integer("manual_price_cents"),
    manualPriceReason: text("manual_price_reason"),
    estimatedDeliveryDate: timestamp("estimated_delivery_date", { withTimezone: true }),
    /** Where the printed, signed translation is mailed; required when isPhysicalDelivery. */
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>(),
    /** The customer's choice at ordering: a copy of the source document closes each certified PDF (docs/deliverable.md). */
    includeSourceCopy: boolean("include_source_copy").notNull().default(false),
    /** Draft review (shared/draft-review.ts, docs/delivery.md): null until the translator first delivers. */
    reviewStatus: text("review_status").$type<ReviewStatus>(),
    /** When the current draft was delivered (the job marked completed); auto-approval counts 5 days from here. */
    draftDeliveredAt: timestamp("draft_delivered_at", { withTimezone: true }),
    reviewApprovedAt: timestamp("review_approved_at", { withTimezone: true }),
    reviewApprovedAutomatically: boolean("review_approved_automatically").notNull().default(false),
    ...timestamps,
  },
  // The list pages' sorts and filters (migration 0019, docs/decisions/026-keyset-pagination.md).
  (table) => [
    index("orders_user_id_idx").on(table.userId),
    index("orders_status_idx").on(table.status),
    index("orders_created_at_id_idx").on(table.createdAt, table.id),
    index("orders_status_created_at_id_idx").on(table.status, table.createdAt, table.id),
    index("orders_due_id_idx").on(sql`(coalesce(${table.estimatedDeliveryDate}, 'infinity'::timestamptz))`, table.id),
    index("orders_status_due_id_idx").on(
      table.status,
      sql`(coalesce(${table.estimatedDeliveryDate}, 'infinity'::timestamptz))`,
      table.id,
    ),
    index("orders_user_created_at_id_idx").on(table.userId, table.createdAt, table.id),
    index("orders_user_status_created_at_id_idx").on(table.userId, table.status, table.createdAt, table.id),
  ],
);

/** Every status change of an order: who made it, when, from what to what. Feeds the admin history and timelines. */
export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: orderStatusEnum("from_status"),
    toStatus: orderStatusEnum("to_status").notNull(),
    /** null when the system made the change (e.g. a payment webhook). */
    changedBy: integer("changed_by").references(() => users.id),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_status_history_order_id_idx").on(table.orderId),
    // The first processing and completed entries of an order: the rollups' turnaround (migration 0021).
    index("order_status_history_completed_idx")
      .on(table.orderId, table.id)
      .where(sql`to_status IN ('processing', 'completed')`),
    // Completions by date: the rating requests of the last days (ratings/ask-for-ratings.ts, migration 0045).
    index("order_status_history_completed_at_idx")
      .on(table.createdAt)
      .where(sql`to_status = 'completed'`),
  ],
);
