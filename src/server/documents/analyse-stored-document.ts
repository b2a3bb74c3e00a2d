import { coded } from "../../shared/error-codes";
import { statusAllows } from "../../shared/order-capabilities";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { fileExtension, isOrderDocumentExtension } from "../../shared/file-types";
import { UNREADABLE_DOCUMENT_MESSAGE, type DocumentChangeResult } from "../../shared/schemas/documents";
import type { Database } from "../db/client";
import { documents } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { AppError, badRequest } from "../http/app-error";
import { detachDocumentFromItems } from "../orders/attach-document-to-item";
import { recomputeOrderTotals } from "../orders/recompute-order-totals";
import { cancelOpenIntents } from "../payments/cancel-open-intents";
import type { PaymentProvider } from "../payments/payment-provider";
import { readWholeNumber } from "../settings/read-settings";
import type { FileStorage } from "../storage/file-storage";
import { type DocumentAnalyser, ReadingHandedBack } from "./analysis-pool";
import { ANALYSIS_LEASE_MS, keepLeaseAlive } from "./analysis-lease";
import type { DocumentRow } from "./serialize-document";

/** Reading failures that are not the file's fault (a crashed worker, storage down) are retried this many times in all. */
export const MAX_ANALYSIS_ATTEMPTS = 5;

type Logger = { error(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };

export type AnalysisDeps = {
  db: Database;
  storage: FileStorage;
  analyser: DocumentAnalyser;
  provider: PaymentProvider;
  log: Logger;
  /** How often the reading renews its lease (analysis-lease.ts); tests shorten it. */
  leaseHeartbeatMs?: number;
};

export type AnalysisOutcome =
  /** Counted; the order's totals were recomputed (when it is still pending). */
  | { kind: "done"; document: DocumentRow; change: DocumentChangeResult | null }
  /** The file itself was refused: unreadable, password-protected, too many pages or words. */
  | { kind: "refused"; error: AppError }
  /** Someone else is reading it, or it is no longer pending (read, failed or removed). */
  | { kind: "skipped" };

type AnalyseOptions = AnalysisDeps & {
  documentId: number;
  /** The upload request passes the bytes it holds; the job reads them from storage. */
  bytes?: Buffer;
};

/**
 * Reads one stored, pending document under a lease, renewed while it reads (docs/decisions/021-documents-read-after-storing.md): counts its words in the analysis pool, then
 * stores the count and reprices the order in one transaction. Both the upload request (first, at once) and
 * the document.analyze job (after a crash, or when the request stopped waiting) come through here; the lease
 * makes sure only one reads it at a time, and a finished document is never read again.
 * A refusal of the file is returned for the caller to settle (the request removes the upload, the job marks
 * it failed); any other error releases the lease and is thrown, so the document is tried again later.
 */
export async function analyseStoredDocument({
  db,
  storage,
  analyser,
  provider,
  log,
  documentId,
  bytes,
  leaseHeartbeatMs,
}: AnalyseOptions): Promise<AnalysisOutcome> {
  const staleBefore = new Date(Date.now() - ANALYSIS_LEASE_MS);
  const [claimed] = await db
    .update(documents)
    .set({ analysisStartedAt: new Date(), analysisAttempts: sql`${documents.analysisAttempts} + 1` })
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.analysisStatus, "pending"),
        or(isNull(documents.analysisStartedAt), lt(documents.analysisStartedAt, staleBefore)),
      ),
    )
    .returning();
  if (!claimed) return { kind: "skipped" };
  const [owner] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, claimed.orderId));
  const extension = fileExtension(claimed.originalFilename);
  if (!owner || !isOrderDocumentExtension(extension))
    return { kind: "refused", error: new AppError(400, "UNREADABLE_DOCUMENT") };

  let counted;
  const stopHeartbeat = keepLeaseAlive({ db, documentId, log, intervalMs: leaseHeartbeatMs });
  try {
    counted = await analyser.analyse(owner.userId, extension, bytes ?? (await storage.get(claimed.s3Key)));
  } catch (error) {
    // 400 is the file's fault (unreadable, protected, too many pages); anything else (a full pool, a crashed
    // worker, storage down) is the server's, and the document is read again later.
    if (error instanceof AppError && error.statusCode === 400) return { kind: "refused", error };
    if (error instanceof ReadingHandedBack) await handBackLease(db, claimed, log);
    else await releaseLease(db, claimed, log, error);
    throw error;
  } finally {
    stopHeartbeat();
  }

  let result;
  try {
    result = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, claimed.orderId)).for("update");
      const [document] = await tx
        .update(documents)
        .set({
          wordCount: counted.wordCount,
          wordCountSource: counted.source,
          // An estimate is priced, and an agent confirms it (docs/ordering.md, "Word count review").
          wordCountReview: counted.source === "estimated" ? "needed" : null,
          ocrConfidence: counted.ocrConfidence ?? null,
          analysisStatus: "done",
          analysisError: null,
          analysisStartedAt: null,
        })
        .where(and(eq(documents.id, documentId), eq(documents.analysisStatus, "pending")))
        .returning();
      if (!document || !order) return null; // removed meanwhile
      if (!statusAllows(order.status, "reprice")) return { document, change: null };
      const change = await recomputeOrderTotals({ tx, order });
      // Past the admin's ceiling the whole change rolls back and the file is refused (docs/ordering.md, "Word limits").
      const maxWords = await readWholeNumber(tx, "max_order_words");
      if (change.order.wordCount > maxWords) throw badRequest(coded("ORDER_TOO_MANY_WORDS", { words: maxWords }));
      return { document, change };
    });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) return { kind: "refused", error };
    await releaseLease(db, claimed, log, error);
    throw error;
  }
  if (!result) return { kind: "skipped" };
  // The count is part of what a checkout was opened for: one opened before must not charge it (docs/ordering.md, "Stale checkout").
  if (result.change) await cancelOpenIntents({ db, provider, log, orderId: claimed.orderId, keepCurrent: true });
  return { kind: "done", ...result };
}

/** The job's ending for a refused file: the customer sees why on the order and removes or replaces it. */
export async function markAnalysisFailed(db: Database, documentId: number, message: string): Promise<void> {
  await db
    .update(documents)
    .set({ analysisStatus: "failed", analysisError: message, analysisStartedAt: null })
    .where(and(eq(documents.id, documentId), eq(documents.analysisStatus, "pending")));
}

/**
 * The upload request's ending for a refused file: the upload is undone (row, item link, totals, file), exactly
 * as if it had been refused before it was stored, so the customer just picks another file.
 */
export async function removeRefusedUpload(
  { db, storage, log }: Pick<AnalysisDeps, "db" | "storage" | "log">,
  documentId: number,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [document] = await tx.select().from(documents).where(eq(documents.id, documentId));
    if (!document) return null;
    const [order] = await tx.select().from(orders).where(eq(orders.id, document.orderId)).for("update");
    await detachDocumentFromItems(tx, documentId);
    await tx.delete(documents).where(eq(documents.id, documentId));
    if (order && statusAllows(order.status, "reprice")) await recomputeOrderTotals({ tx, order });
    return document;
  });
  if (removed)
    await storage
      .delete(removed.s3Key)
      .catch((error: unknown) =>
        log.error({ err: error, key: removed.s3Key }, "could not remove a refused upload's file"),
      );
}

async function releaseLease(db: Database, document: DocumentRow, log: Logger, error: unknown): Promise<void> {
  const givingUp = document.analysisAttempts >= MAX_ANALYSIS_ATTEMPTS;
  log.warn(
    { err: error, documentId: document.id, attempts: document.analysisAttempts, givingUp },
    "reading a document failed",
  );
  await db
    .update(documents)
    .set(
      givingUp
        ? { analysisStatus: "failed", analysisError: UNREADABLE_DOCUMENT_MESSAGE, analysisStartedAt: null }
        : { analysisStartedAt: null },
    )
    .where(and(eq(documents.id, document.id), eq(documents.analysisStatus, "pending")));
}

/**
 * This process is shutting down mid-reading: the lease ends now (an expired start, so the next minutely sweep on
 * any instance sends it to be read, without waiting ANALYSIS_LEASE_MS), and the attempt does not count.
 */
async function handBackLease(db: Database, document: DocumentRow, log: Logger): Promise<void> {
  log.warn({ documentId: document.id }, "shutting down: a document's reading was handed back to the other instances");
  await db
    .update(documents)
    .set({ analysisStartedAt: new Date(0), analysisAttempts: sql`greatest(${documents.analysisAttempts} - 1, 0)` })
    .where(and(eq(documents.id, document.id), eq(documents.analysisStatus, "pending")));
}
