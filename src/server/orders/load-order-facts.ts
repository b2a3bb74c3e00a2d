import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { untranslatedDocuments } from "../../shared/assignment";
import { type OrderFacts, paymentState } from "../../shared/order-transitions";
import type { Executor } from "../db/client";
import { centsSql } from "../db/money";
import { orders } from "../db/schema/orders";
import { payments } from "../db/schema/payments";
import { refunds } from "../db/schema/refunds";
import { currentByDocument, loadOrderTranslations } from "../jobs/job-documents";
import { findActiveJob } from "../jobs/order-completion";

/** Cents paid for and refunded on an order: what the payment state is computed from. */
export async function loadOrderMoney(db: Executor, orderId: number): Promise<{ paidCents: number; refundedCents: number }> {
  const [[paid], [refunded]] = await Promise.all([
    db
      .select({ cents: sql<string>`coalesce(sum(${centsSql(payments.amount)}), 0)` })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, ["paid", "refunded"]))),
    db
      .select({ cents: sql<string>`coalesce(sum(${centsSql(refunds.amount)}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), ne(refunds.status, "failed"))),
  ]);
  return { paidCents: Number(paid?.cents ?? 0), refundedCents: Number(refunded?.cents ?? 0) };
}

/** Everything the transition table's preconditions look at (shared/order-transitions.ts), read in the caller's transaction. */
export async function loadOrderFacts(db: Executor, orderId: number): Promise<OrderFacts> {
  const [money, activeJob, loaded, [order]] = await Promise.all([
    loadOrderMoney(db, orderId),
    findActiveJob(db, orderId),
    loadOrderTranslations(db, orderId),
    db.select({ reviewStatus: orders.reviewStatus }).from(orders).where(eq(orders.id, orderId)).limit(1),
  ]);
  return {
    paymentState: paymentState(money),
    documentCount: loaded.documents.length,
    activeJobStatus: activeJob?.status ?? null,
    untranslatedCount: untranslatedDocuments(loaded.documents.map((doc) => doc.id), currentByDocument(loaded.translations).keys()).length,
    reviewStatus: order?.reviewStatus ?? null,
  };
}
