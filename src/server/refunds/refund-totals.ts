import { ne, sql, and } from "drizzle-orm";
import { anyOf } from "../db/any-of";
import type { Executor } from "../db/client";
import { refunds } from "../db/schema/refunds";

/**
 * Cents refunded per payment: the sum of its refunds that succeeded or are on their way ('failed' ones gave
 * nothing back). A payment without refunds is missing from the map.
 */
export async function refundedCentsByPayment(db: Executor, paymentIds: number[]): Promise<Map<number, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({ paymentId: refunds.paymentId, cents: sql<string>`sum(${refunds.amountCents})` })
    .from(refunds)
    .where(and(anyOf(refunds.paymentId, paymentIds), ne(refunds.status, "failed")))
    .groupBy(refunds.paymentId);
  return new Map(rows.map((row) => [row.paymentId, Number(row.cents)]));
}
