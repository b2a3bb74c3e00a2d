import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import type { BillingDetails } from "../../../shared/billing";
import { orders } from "./orders";
import { payments } from "./payments";
import { refunds } from "./refunds";

/**
 * The last number given in each series and year (docs/billing.md). Incremented in the transaction that records the
 * payment or refund, under the row's lock: a rolled-back transaction gives its number back, so a year's numbers
 * have no gaps.
 */
export const billingCounters = pgTable(
  "billing_counters",
  {
    series: text("series").notNull(),
    year: integer("year").notNull(),
    lastSequence: integer("last_sequence").notNull(),
  },
  (table) => [primaryKey({ name: "billing_counters_pk", columns: [table.series, table.year] })],
);

/**
 * An invoice (one per paid payment) or a credit note (one per refund), numbered once when the money moved,
 * e.g. "INV-2026-00001", "CN-2026-00001". The PDF is drawn from this row on every download.
 */
export const billingDocuments = pgTable(
  "billing_documents",
  {
    id: serial("id").primaryKey(),
    series: text("series").$type<"invoice" | "credit_note">().notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    number: text("number").notNull().unique(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    paymentId: integer("payment_id")
      .references(() => payments.id)
      .unique(),
    refundId: integer("refund_id")
      .references(() => refunds.id)
      .unique(),
    /** Seller, buyer and tax rate as they were when the document was issued; null for documents numbered by migration 0025. */
    details: jsonb("details").$type<BillingDetails>(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("billing_documents_series_year_sequence_unique").on(table.series, table.year, table.sequence),
    index("billing_documents_order_id_idx").on(table.orderId),
    check(
      "billing_documents_kind_check",
      sql`(${table.series} = 'invoice' and ${table.paymentId} is not null and ${table.refundId} is null) or (${table.series} = 'credit_note' and ${table.refundId} is not null and ${table.paymentId} is null)`,
    ),
  ],
);
