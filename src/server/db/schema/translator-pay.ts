import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { FeeLine, TranslatorRates } from "../../../shared/translator-pay/fee";
import type { OfferStatus } from "../../../shared/translator-pay/offers";
import { timestamps } from "./columns";
import { orders } from "./orders";
import { translatorJobs, translators } from "./translators";
import { users } from "./users";

// Translators as a paid workforce (docs/translators.md, "Pay"; migration 0027). Money in integer cents.

/** A translator's own rates (null: the defaults in settings) and where their payouts go. */
export const translatorPay = pgTable("translator_pay", {
  translatorId: integer("translator_id")
    .primaryKey()
    .references(() => translators.translatorId),
  /** Checked by shared/translator-pay.ts ratesRefusal on every write and read. */
  rates: jsonb("rates").$type<TranslatorRates>(),
  /** The Stripe Connect account (acct_…) transfers are sent to. */
  payoutAccountId: text("payout_account_id"),
  updatedBy: integer("updated_by").references(() => users.id),
  ...timestamps,
});

/** An order offered to a translator, with the fee computed from their rates, until they answer or the deadline passes. */
export const jobOffers = pgTable(
  "job_offers",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    translatorId: integer("translator_id")
      .notNull()
      .references(() => translators.translatorId),
    status: text("status").$type<OfferStatus>().notNull().default("Offered"),
    feeCents: integer("fee_cents").notNull(),
    feeLines: jsonb("fee_lines").$type<FeeLine[]>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    declineReason: text("decline_reason"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    /** The translator who answered, or the admin who assigned directly / withdrew it; null for the lapse job. */
    respondedBy: integer("responded_by").references(() => users.id),
    /** The admin assigned directly: recorded as accepted on the translator's behalf. */
    onBehalf: boolean("on_behalf").notNull().default(false),
    /** The job the accepted offer became. */
    jobId: integer("job_id").references(() => translatorJobs.id),
    createdBy: integer("created_by").references(() => users.id),
    ...timestamps,
  },
  (table) => [
    index("job_offers_order_id_idx").on(table.orderId),
    index("job_offers_translator_id_idx").on(table.translatorId, table.createdAt, table.id),
    // One offer waiting per order; the lapse job reads the waiting ones by deadline.
    uniqueIndex("job_offers_open_order_idx")
      .on(table.orderId)
      .where(sql`status = 'Offered'`),
    index("job_offers_open_expires_at_idx")
      .on(table.expiresAt)
      .where(sql`status = 'Offered'`),
    check(
      "job_offers_status_check",
      sql`${table.status} in ('Offered', 'Accepted', 'Declined', 'Lapsed', 'Withdrawn')`,
    ),
    check("job_offers_fee_cents_check", sql`${table.feeCents} >= 0`),
  ],
);

/** A translator's statement for a month: every fee earned by its end and not on an earlier statement. */
export const payoutStatements = pgTable(
  "payout_statements",
  {
    id: serial("id").primaryKey(),
    translatorId: integer("translator_id")
      .notNull()
      .references(() => translators.translatorId),
    /** "2026-05" (UTC). */
    month: text("month").notNull(),
    /** The sum of its jobs' fees when it was prepared (fees on a statement cannot change). */
    totalCents: integer("total_cents").notNull(),
    jobCount: integer("job_count").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paidBy: integer("paid_by").references(() => users.id),
    /** The admin's payment reference. */
    reference: text("reference"),
    /** 'stripe' or 'test' (the adapter that sent the transfer), 'manual' when paid outside it. */
    payoutProvider: text("payout_provider"),
    /** The provider's transfer id (tr_…); unique, so one transfer is never recorded on two statements. */
    transferId: text("transfer_id").unique(),
    /** Set while a payment is under way (taken in a transaction before the provider is called): other "pay" requests get 409. */
    payingAt: timestamp("paying_at", { withTimezone: true }),
    /** 'provider' or 'manual': how the payment under way is being made. */
    payingMode: text("paying_mode"),
    /** What the payouts reconciliation found wrong between this statement and the provider's transfers, or null. */
    payoutMismatch: text("payout_mismatch"),
    reconciledAt: timestamp("reconciled_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("payout_statements_translator_month_idx").on(table.translatorId, table.month),
    index("payout_statements_created_at_id_idx").on(table.createdAt, table.id),
    index("payout_statements_translator_created_at_id_idx").on(table.translatorId, table.createdAt, table.id),
    check("payout_statements_month_check", sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check("payout_statements_total_check", sql`${table.totalCents} >= 0`),
    check(
      "payout_statements_paying_mode_check",
      sql`${table.payingMode} is null or ${table.payingMode} in ('provider', 'manual')`,
    ),
  ],
);

/** A job's agreed fee: earned when the order completes, then on a statement, then paid. */
export const jobFees = pgTable(
  "job_fees",
  {
    jobId: integer("job_id")
      .primaryKey()
      .references(() => translatorJobs.id),
    offerId: integer("offer_id").references(() => jobOffers.id),
    translatorId: integer("translator_id")
      .notNull()
      .references(() => translators.translatorId),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    feeCents: integer("fee_cents").notNull(),
    feeLines: jsonb("fee_lines").$type<FeeLine[]>().notNull(),
    /** When the order completed; null until then (and for jobs that never earn: reassigned away, cancelled). */
    earnedAt: timestamp("earned_at", { withTimezone: true }),
    statementId: integer("statement_id").references(() => payoutStatements.id),
    ...timestamps,
  },
  (table) => [
    // The translator's Earnings page, newest first (keyset), and the statements' month query.
    index("job_fees_translator_earned_at_idx")
      .on(table.translatorId, table.earnedAt, table.jobId)
      .where(sql`earned_at IS NOT NULL`),
    index("job_fees_order_id_idx").on(table.orderId),
    index("job_fees_statement_id_idx").on(table.statementId),
    // The dashboard's cost per period.
    index("job_fees_earned_at_idx")
      .on(table.earnedAt)
      .where(sql`earned_at IS NOT NULL`),
    check("job_fees_fee_cents_check", sql`${table.feeCents} >= 0`),
  ],
);

/** Every change an admin made to a job's fee, with the reason. */
export const jobFeeChanges = pgTable(
  "job_fee_changes",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobFees.jobId),
    fromCents: integer("from_cents").notNull(),
    toCents: integer("to_cents").notNull(),
    reason: text("reason").notNull(),
    changedBy: integer("changed_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_fee_changes_job_id_idx").on(table.jobId)],
);
