import { shownAccount } from "../../shared/account-deletion";
import { type AnyColumn, type SQL, and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { ReportKind, ReportQuery } from "../../shared/schemas/reports";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { payments } from "../db/schema/payments";
import { refunds } from "../db/schema/refunds";
import { users } from "../db/schema/users";
import { CSV_BOM, CsvMoney, type CsvValue, csvLine } from "./csv";

/** Rows read per query: a page of the export, the most the server holds at once. */
export const EXPORT_PAGE_SIZE = 500;

/** Where the previous page ended: its last row's timestamp in whole microseconds (a JavaScript Date would round them) and id. */
type After = { micros: string; id: number };

const micros = (column: AnyColumn): SQL<string> => sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;
const fromMicros = (value: string): SQL => sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;
/** Rows of the range [from 00:00, to + 1 day 00:00) UTC, past `after` in (timestamp, id) order. */
function window(column: AnyColumn, id: AnyColumn, range: ReportQuery, after: After | null): SQL {
  const start = new Date(`${range.from}T00:00:00Z`);
  const end = new Date(new Date(`${range.to}T00:00:00Z`).getTime() + 86_400_000);
  return and(
    gte(column, start),
    lt(column, end),
    after ? sql`(${column}, ${id}) > (${fromMicros(after.micros)}, ${after.id})` : undefined,
  )!;
}

/** The Customer and E-mail columns: "Deleted customer #4" and no address for a deleted account (shownAccount). */
const customerColumns = (row: {
  firstName: string | null;
  lastName: string | null;
  username: string;
  email: string;
}) => {
  const shown = shownAccount(row);
  return [shown.name, shown.email ?? ""];
};

type Report = {
  header: string[];
  page: (db: Database, range: ReportQuery, after: After | null) => Promise<{ lines: CsvValue[][]; last: After | null }>;
};

const REPORTS: Record<ReportKind, Report> = {
  orders: {
    header: [
      "Order",
      "Placed (UTC)",
      "Status",
      "Customer",
      "E-mail",
      "Service",
      "Direction",
      "Words",
      "Rush",
      "Physical delivery",
      "Total (USD)",
      "Paid (USD)",
      "Refunded (USD)",
    ],
    async page(db, range, after) {
      // What was charged and given back per order, beside each row (payments_order_id_idx, refunds_order_id_idx).
      const paidCents = sql<number>`(select coalesce(sum(${payments.amountCents}), 0) from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} in ('paid', 'refunded'))`;
      const refundedCents = sql<number>`(select coalesce(sum(${refunds.amountCents}), 0) from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} <> 'failed')`;
      const rows = await db
        .select({
          id: orders.id,
          at: orders.createdAt,
          micros: micros(orders.createdAt),
          status: orders.status,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          email: users.email,
          serviceType: orders.serviceType,
          direction: orders.translationDirection,
          wordCount: orders.wordCount,
          isRush: orders.isRush,
          isPhysicalDelivery: orders.isPhysicalDelivery,
          totalCents: orders.totalCents,
          paidCents: paidCents.mapWith(Number),
          refundedCents: refundedCents.mapWith(Number),
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(window(orders.createdAt, orders.id, range, after))
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(EXPORT_PAGE_SIZE);
      return {
        lines: rows.map((row) => [
          row.id,
          row.at,
          row.status,
          ...customerColumns(row),
          row.serviceType,
          row.direction,
          row.wordCount,
          row.isRush,
          row.isPhysicalDelivery,
          new CsvMoney(row.totalCents),
          new CsvMoney(row.paidCents),
          new CsvMoney(row.refundedCents),
        ]),
        last: lastOf(rows),
      };
    },
  },
  payments: {
    header: [
      "Payment",
      "Paid (UTC)",
      "Order",
      "Customer",
      "E-mail",
      "Amount (USD)",
      "Refunded (USD)",
      "Status",
      "Provider",
      "Card",
      "Provider payment id",
    ],
    async page(db, range, after) {
      const paidAt = payments.paidAt;
      const rows = await db
        .select({
          id: payments.id,
          at: paidAt,
          micros: micros(paidAt),
          orderId: payments.orderId,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          email: users.email,
          amountCents: payments.amountCents,
          status: payments.status,
          provider: payments.provider,
          cardBrand: sql<string | null>`${payments.metadata} ->> 'cardBrand'`,
          cardLast4: sql<string | null>`${payments.metadata} ->> 'cardLast4'`,
          providerId: payments.stripePaymentId,
          refundedCents:
            sql<number>`(select coalesce(sum(${refunds.amountCents}), 0) from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} <> 'failed')`.mapWith(
              Number,
            ),
        })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .innerJoin(users, eq(users.id, orders.userId))
        // Charges taken as payment (paid, or refunded since): the partial index payments_paid_at_id_idx.
        .where(and(sql`${payments.status} in ('paid', 'refunded')`, window(paidAt, payments.id, range, after)))
        .orderBy(asc(paidAt), asc(payments.id))
        .limit(EXPORT_PAGE_SIZE);
      return {
        lines: rows.map((row) => [
          row.id,
          row.at,
          row.orderId,
          ...customerColumns(row),
          new CsvMoney(row.amountCents),
          new CsvMoney(row.refundedCents),
          row.status,
          row.provider,
          [row.cardBrand, row.cardLast4 && `•••• ${row.cardLast4}`].filter(Boolean).join(" "),
          row.providerId,
        ]),
        last: lastOf(rows),
      };
    },
  },
  refunds: {
    header: [
      "Refund",
      "Date (UTC)",
      "Order",
      "Payment",
      "Customer",
      "E-mail",
      "Amount (USD)",
      "Status",
      "Reason",
      "Provider refund id",
    ],
    async page(db, range, after) {
      const rows = await db
        .select({
          id: refunds.id,
          at: refunds.createdAt,
          micros: micros(refunds.createdAt),
          orderId: refunds.orderId,
          paymentId: refunds.paymentId,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          email: users.email,
          amountCents: refunds.amountCents,
          status: refunds.status,
          reason: refunds.reason,
          providerId: refunds.providerRefundId,
        })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .innerJoin(users, eq(users.id, orders.userId))
        .where(window(refunds.createdAt, refunds.id, range, after))
        .orderBy(asc(refunds.createdAt), asc(refunds.id))
        .limit(EXPORT_PAGE_SIZE);
      return {
        lines: rows.map((row) => [
          row.id,
          row.at,
          row.orderId,
          row.paymentId,
          ...customerColumns(row),
          new CsvMoney(row.amountCents),
          row.status,
          row.reason,
          row.providerId,
        ]),
        last: lastOf(rows),
      };
    },
  },
};

function lastOf(rows: readonly { micros: string; id: number }[]): After | null {
  const last = rows[rows.length - 1];
  return rows.length === EXPORT_PAGE_SIZE && last ? { micros: last.micros, id: last.id } : null;
}

/**
 * The export as CSV text chunks: the byte order mark and header, then one chunk per page of EXPORT_PAGE_SIZE rows,
 * read with a keyset query after the previous page's last (timestamp, id). A page is read only when the previous
 * one was sent (the stream pulls), so memory stays at one page however many rows; a client that goes away stops it.
 */
export async function* exportCsv(db: Database, kind: ReportKind, range: ReportQuery): AsyncGenerator<string> {
  const report = REPORTS[kind];
  yield CSV_BOM + csvLine(report.header);
  let after: After | null = null;
  do {
    const { lines, last } = await report.page(db, range, after);
    if (lines.length > 0) yield lines.map(csvLine).join("");
    after = last;
  } while (after);
}

/** "orders-2026-01-01-to-2026-03-31.csv" */
export const exportFileName = (kind: ReportKind, range: ReportQuery) => `${kind}-${range.from}-to-${range.to}.csv`;
