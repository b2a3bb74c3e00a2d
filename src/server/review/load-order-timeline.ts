import { asc, eq } from "drizzle-orm";
import { buildOrderTimeline, type TimelineEventDto } from "../../shared/timeline";
import type { Executor } from "../db/client";
import { certificates } from "../db/schema/certificates";
import { documents } from "../db/schema/documents";
import { orderNameSpellings } from "../db/schema/messages";
import { orderFileRetention } from "../db/schema/files";
import type { orderStatusHistory } from "../db/schema/orders";
import type { payments } from "../db/schema/payments";
import type { refunds } from "../db/schema/refunds";
import { revisionRequests } from "../db/schema/review";
import { translatorJobs } from "../db/schema/translators";
import type { FulfilmentEventRow } from "../fulfilment/load-fulfilment";

type Rows = {
  order: { id: number; createdAt: Date };
  history: (typeof orderStatusHistory.$inferSelect)[];
  payments: (typeof payments.$inferSelect)[];
  refunds: (typeof refunds.$inferSelect)[];
  fulfilment?: FulfilmentEventRow[];
};

/** The revision requests of an order with the document names, oldest first. */
export async function loadRevisionRequests(db: Executor, orderId: number) {
  return db
    .select({ request: revisionRequests, documentName: documents.originalFilename })
    .from(revisionRequests)
    .innerJoin(documents, eq(documents.id, revisionRequests.documentId))
    .where(eq(revisionRequests.orderId, orderId))
    .orderBy(asc(revisionRequests.createdAt), asc(revisionRequests.id));
}

/** The customer's timeline (shared/timeline.ts) from the rows the order detail has loaded and a few more. */
export async function loadOrderTimeline(
  db: Executor,
  rows: Rows,
  revisions: Awaited<ReturnType<typeof loadRevisionRequests>>,
): Promise<TimelineEventDto[]> {
  const orderId = rows.order.id;
  const [jobRows, certificateRows, nameSpellingRows, [purge]] = await Promise.all([
    db
      .select({ createdAt: translatorJobs.createdAt })
      .from(translatorJobs)
      .where(eq(translatorJobs.orderId, orderId))
      .orderBy(asc(translatorJobs.createdAt), asc(translatorJobs.id)),
    db.select({ createdAt: certificates.createdAt }).from(certificates).where(eq(certificates.orderId, orderId)),
    db
      .select({ nameSpellings: orderNameSpellings.nameSpellings, createdAt: orderNameSpellings.createdAt })
      .from(orderNameSpellings)
      .where(eq(orderNameSpellings.orderId, orderId))
      .orderBy(asc(orderNameSpellings.id)),
    db.select().from(orderFileRetention).where(eq(orderFileRetention.orderId, orderId)).limit(1),
  ]);
  // The payment moved the order out of pending: that history line is the moment it was paid.
  const paidLine = rows.history.find((entry) => entry.fromStatus === "pending" && entry.toStatus === "processing");
  return buildOrderTimeline({
    order: rows.order,
    history: rows.history,
    payments: rows.payments
      .filter((payment) => payment.status === "paid" || payment.status === "refunded")
      .map((payment) => ({
        amountCents: payment.amountCents,
        paidAt: payment.status === "paid" ? payment.updatedAt : (paidLine?.createdAt ?? payment.createdAt),
      })),
    jobs: jobRows.map((job) => ({ assignedAt: job.createdAt })),
    revisionRequests: revisions.map(({ request, documentName }) => ({
      documentName,
      comment: request.comment,
      createdAt: request.createdAt,
    })),
    certificates: certificateRows,
    refunds: rows.refunds.map((refund) => ({
      amountCents: refund.amountCents,
      status: refund.status,
      createdAt: refund.createdAt,
    })),
    fulfilment: rows.fulfilment,
    nameSpellings: nameSpellingRows,
    filePurge:
      purge?.purgeStartedAt && purge.purgeReason
        ? { startedAt: purge.purgeStartedAt, reason: purge.purgeReason, files: purge.purgedFiles ?? [] }
        : null,
  });
}
