import { bigint, date, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { orderStatusEnum } from "./enums";

// The dashboard's rollups (migration 0021, docs/decisions/034-dashboard-rollups.md). Written only by the database's
// row triggers and by stats_rebuild(); the application reads them. Days are UTC calendar days.

/**
 * One row per day: what happened that day, each measure on the day its event happened (an order placed, money
 * taken or given back, a first completion, a customer joining). A later money measure of its own day (a translator
 * fee by its earned date) is another column here, so a period's margin is a sum over the same rows.
 */
export const statsDaily = pgTable("stats_daily", {
  day: date("day", { mode: "string" }).primaryKey(),
  ordersPlaced: integer("orders_placed").notNull().default(0),
  rushOrdersPlaced: integer("rush_orders_placed").notNull().default(0),
  /** Orders whose first charge was taken this day. */
  ordersPaid: integer("orders_paid").notNull().default(0),
  /** Charges taken this day (paid, or refunded since), by payments.paid_at. */
  chargesCount: integer("charges_count").notNull().default(0),
  chargesCents: bigint("charges_cents", { mode: "number" }).notNull().default(0),
  /** Refunds made this day, succeeded or pending (not failed). */
  refundsCount: integer("refunds_count").notNull().default(0),
  refundsCents: bigint("refunds_cents", { mode: "number" }).notNull().default(0),
  /** Orders completed for the first time this day. */
  ordersCompleted: integer("orders_completed").notNull().default(0),
  /** Customer accounts (role "user") created this day. */
  customersJoined: integer("customers_joined").notNull().default(0),
  /** Customers whose second order was placed this day. */
  customersReturning: integer("customers_returning").notNull().default(0),
  /** Translator fees earned this day (their order completed), and their sum as it stands (migration 0029). */
  feesCount: integer("fees_count").notNull().default(0),
  feesCents: bigint("fees_cents", { mode: "number" }).notNull().default(0),
});

/** Orders placed on `day` that are now in `status`: the status counts of any period, all time included. */
export const statsDailyStatus = pgTable(
  "stats_daily_status",
  {
    day: date("day", { mode: "string" }).notNull(),
    status: orderStatusEnum("status").notNull(),
    orders: integer("orders").notNull().default(0),
  },
  (table) => [primaryKey({ name: "stats_daily_status_pk", columns: [table.day, table.status] })],
);

/** Orders first completed on `day` that took `hours` whole hours from payment received (processing) to completed. */
export const statsTurnaround = pgTable(
  "stats_turnaround",
  {
    day: date("day", { mode: "string" }).notNull(),
    hours: integer("hours").notNull(),
    orders: integer("orders").notNull().default(0),
  },
  (table) => [primaryKey({ name: "stats_turnaround_pk", columns: [table.day, table.hours] })],
);

/** stats_turnaround summed per calendar month (`month` is its first day): what the month charts read. */
export const statsTurnaroundMonthly = pgTable(
  "stats_turnaround_monthly",
  {
    month: date("month", { mode: "string" }).notNull(),
    hours: integer("hours").notNull(),
    orders: integer("orders").notNull().default(0),
  },
  (table) => [primaryKey({ name: "stats_turnaround_monthly_pk", columns: [table.month, table.hours] })],
);

/** Each translator's open jobs: assigned or in progress, not ended by a reassignment. */
export const statsTranslatorJobs = pgTable("stats_translator_jobs", {
  translatorId: integer("translator_id").primaryKey(),
  openJobs: integer("open_jobs").notNull().default(0),
});
