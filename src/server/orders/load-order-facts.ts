import { and, countDistinct, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { untranslatedDocuments } from "../../shared/assignment";
import { type OrderFacts, paymentState } from "../../shared/order-transitions";
import { anyOf } from "../db/any-of";
import type { Executor } from "../db/client";
import { documents, translations } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { translatorJobs } from "../db/schema/translators";
import { payments } from "../db/schema/payments";
import { refunds } from "../db/schema/refunds";
import { currentByDocument, loadOrderTranslations } from "../jobs/job-documents";
import { findActiveJob } from "../jobs/order-completion";

/** Cents paid for and refunded on an order: what the payment state is computed from. */
export async function loadOrderMoney(
  db: Executor,
  orderId: number,
): Promise<{ paidCents: number; refundedCents: number }> {
  const [[paid], [refunded]] = await Promise.all([
    db
      .select({ cents: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, ["paid", "refunded"]))),
    db
      .select({ cents: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
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
    untranslatedCount: untranslatedDocuments(
      loaded.documents.map((doc) => doc.id),
      currentByDocument(loaded.translations).keys(),
    ).length,
    reviewStatus: order?.reviewStatus ?? null,
  };
}

/** The facts of a page of orders (the admin list): the same rules, four grouped queries instead of four per order. */
export async function loadOrderFactsMany(
  db: Executor,
  list: { id: number; reviewStatus: OrderFacts["reviewStatus"] }[],
): Promise<Map<number, OrderFacts>> {
  const ids = list.map((order) => order.id);
  if (ids.length === 0) return new Map();
  const [paid, refunded, jobs, docs] = await Promise.all([
    db
      .select({ orderId: payments.orderId, cents: sql<string>`sum(${payments.amountCents})` })
      .from(payments)
      .where(and(anyOf(payments.orderId, ids), inArray(payments.status, ["paid", "refunded"])))
      .groupBy(payments.orderId),
    db
      .select({ orderId: refunds.orderId, cents: sql<string>`sum(${refunds.amountCents})` })
      .from(refunds)
      .where(and(anyOf(refunds.orderId, ids), ne(refunds.status, "failed")))
      .groupBy(refunds.orderId),
    db
      .select({ orderId: translatorJobs.orderId, status: translatorJobs.status })
      .from(translatorJobs)
      .where(and(anyOf(translatorJobs.orderId, ids), isNull(translatorJobs.endedAt))),
    db
      .select({
        orderId: documents.orderId,
        documentCount: countDistinct(documents.id),
        translatedCount: countDistinct(translations.documentId),
      })
      .from(documents)
      .leftJoin(translations, and(eq(translations.documentId, documents.id), isNotNull(translations.translatedFileKey)))
      .where(anyOf(documents.orderId, ids))
      .groupBy(documents.orderId),
  ]);
  const paidBy = new Map(paid.map((row) => [row.orderId, Number(row.cents)]));
  const refundedBy = new Map(refunded.map((row) => [row.orderId, Number(row.cents)]));
  const jobBy = new Map(jobs.map((row) => [row.orderId, row.status]));
  const docsBy = new Map(
    docs.map((row) => [
      row.orderId,
      { documentCount: Number(row.documentCount), translatedCount: Number(row.translatedCount) },
    ]),
  );
  return new Map(
    list.map((order) => {
      const counted = docsBy.get(order.id) ?? { documentCount: 0, translatedCount: 0 };
      const facts: OrderFacts = {
        paymentState: paymentState({
          paidCents: paidBy.get(order.id) ?? 0,
          refundedCents: refundedBy.get(order.id) ?? 0,
        }),
        documentCount: counted.documentCount,
        activeJobStatus: jobBy.get(order.id) ?? null,
        untranslatedCount: counted.documentCount - counted.translatedCount,
        reviewStatus: order.reviewStatus,
      };
      return [order.id, facts];
    }),
  );
}
