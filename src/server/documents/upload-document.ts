import { and, count, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { centsToDollars } from "../../shared/money";
import {
  ANALYSIS_BUSY_MESSAGE,
  MAX_ANALYSES_PER_CUSTOMER,
  MAX_DOCUMENTS_PER_ORDER,
  TOO_MANY_DOCUMENTS_MESSAGE,
  type UploadDocumentResponse,
} from "../../shared/schemas/documents";
import type { Database } from "../db/client";
import { documents } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { badRequest, tooManyRequests, english } from "../http/app-error";
import { assertOrderAllows, loadOrderState } from "../orders/assert-order-allows";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import { attachDocumentToItem } from "../orders/attach-document-to-item";
import { recomputeOrderTotals } from "../orders/recompute-order-totals";
import { toOrderWithItemsDto } from "../orders/serialize-order";
import { cancelOpenIntents } from "../payments/cancel-open-intents";
import type { PaymentProvider } from "../payments/payment-provider";
import type { FileStorage } from "../storage/file-storage";
import { newStorageKey } from "../storage/storage-key";
import { checkOrderDocumentUpload } from "./check-order-document-upload";
import { type DocumentAnalyser, ReadingHandedBack } from "./analysis-pool";
import {
  type AnalysisOutcome,
  analyseStoredDocument,
  markAnalysisFailed,
  removeRefusedUpload,
} from "./analyse-stored-document";
import { ANALYSIS_RETRY_AFTER_SECONDS } from "./per-customer-gate";
import type { UploadedFile } from "./read-document-upload";
import { toDocumentDto } from "./serialize-document";

type UploadDocumentOptions = {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  userId: number;
  orderId: number;
  /** The order item the file is for; see attachDocumentToItem for the choice without one. */
  itemId?: number;
  provider: PaymentProvider;
  analyser: DocumentAnalyser;
  file: UploadedFile | null;
  /** How long to wait for the word count before answering with the document still "pending". */
  analysisWaitMs?: number;
};

/** Advisory-lock class for "this customer's uploads are admitted one at a time" (with the user id as the key). */
const UPLOAD_ADMISSION_LOCK = 16_001;

/**
 * Adds a checked document to the customer's pending order (docs/decisions/021-documents-read-after-storing.md): type by extension AND content, the file
 * stored under a generated key and recorded as "pending" in one transaction, so nothing is lost if this process
 * dies while reading it. Then the words are counted (analysis pool, OCR for scans) and the order repriced.
 * The request waits up to analysisWaitMs for that: usually it answers with the count, as before; a long OCR
 * answers "pending" and goes on in the background, and the document.analyze job picks up whatever a killed
 * process left unread. A file that turns out unreadable while the request waits is removed again (400, as if
 * never stored); found later, it is marked failed for the customer to replace.
 * At most MAX_ANALYSES_PER_CUSTOMER of a customer's documents are read at once, counted in the database so the
 * bound holds across instances; the next upload is refused with 429 and Retry-After before anything is stored.
 */
export async function uploadDocument(options: UploadDocumentOptions): Promise<UploadDocumentResponse> {
  const { db, storage, provider, log, userId, orderId, itemId, file } = options;
  const order = await getOrderOrThrow({ db, orderId, userId });
  assertOrderAllows(await loadOrderState(db, order), "add_document");
  if (!file) throw badRequest("NO_FILE");

  const { name, fileType } = checkOrderDocumentUpload(file);

  const key = newStorageKey("documents");
  await storage.put(key, file.bytes, fileType);
  let stored: { documentId: number; totalCentsBefore: number };
  try {
    stored = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_ADMISSION_LOCK}, ${userId})`);
      // Re-read under lock: a payment or another upload may have changed the order meanwhile.
      const locked = await getOrderOrThrow({ db: tx, orderId, userId, forUpdate: true });
      // Pending and unpaid: once paid (even if an admin moved it back to pending), what was sold no longer changes.
      assertOrderAllows(await loadOrderState(tx, locked), "add_document");
      const [{ reading }] = await tx
        .select({ reading: count() })
        .from(documents)
        .innerJoin(orders, eq(documents.orderId, orders.id))
        .where(and(eq(orders.userId, userId), eq(documents.analysisStatus, "pending")));
      if (reading >= MAX_ANALYSES_PER_CUSTOMER)
        throw tooManyRequests(english(ANALYSIS_BUSY_MESSAGE), { retryAfter: ANALYSIS_RETRY_AFTER_SECONDS });
      const [{ existing }] = await tx
        .select({ existing: count() })
        .from(documents)
        .where(eq(documents.orderId, orderId));
      if (existing >= MAX_DOCUMENTS_PER_ORDER) throw badRequest(english(TOO_MANY_DOCUMENTS_MESSAGE));
      const [document] = await tx
        .insert(documents)
        .values({
          orderId,
          originalFilename: name,
          s3Key: key,
          fileType,
          fileSize: file.bytes.length,
          analysisStatus: "pending",
        })
        .returning();
      await attachDocumentToItem(tx, { orderId, documentId: document.id, itemId });
      await recomputeOrderTotals({ tx, order: locked });
      return { documentId: document.id, totalCentsBefore: locked.totalCents };
    });
  } catch (error) {
    await storage
      .delete(key)
      .catch((cleanupError: unknown) =>
        log.error({ err: cleanupError, key }, "could not remove the file of a failed upload"),
      );
    throw error;
  }

  // The order changed: a checkout opened before must not charge the old total, not even while the new file is
  // still being read (docs/ordering.md, "Stale checkout"), so it is cancelled before the words are counted.
  await cancelOpenIntents({ db, provider, log, orderId });
  await waitForWordCount({ ...options, documentId: stored.documentId, bytes: file.bytes });
  return currentUploadResult(db, stored);
}

/**
 * Reads the new document now and waits for it at most analysisWaitMs. Whoever settles first decides: the
 * request (a refused file is removed and its 400 thrown) or the timer (the answer says "pending"; a refusal
 * found later marks the document failed). Errors that are not the file's fault leave it for the job.
 */
function waitForWordCount(options: UploadDocumentOptions & { documentId: number; bytes: Buffer }): Promise<void> {
  const { db, storage, log, documentId, analysisWaitMs = 20_000 } = options;
  let decidedBy: "request" | "timer" | undefined;
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      if (decidedBy) return;
      decidedBy = "timer";
      resolve();
    }, analysisWaitMs);
    const settle = async (outcome: AnalysisOutcome) => {
      if (decidedBy === "timer") {
        if (outcome.kind === "refused") await markAnalysisFailed(db, documentId, outcome.error.message);
        return;
      }
      decidedBy = "request";
      clearTimeout(timer);
      if (outcome.kind !== "refused") return resolve();
      await removeRefusedUpload({ db, storage, log }, documentId);
      reject(outcome.error);
    };
    analyseStoredDocument({
      db,
      storage,
      analyser: options.analyser,
      provider: options.provider,
      log,
      documentId,
      bytes: options.bytes,
    })
      .then(settle, (error: unknown) => {
        // Handed back at shutdown: logged where its lease was released.
        if (!(error instanceof ReadingHandedBack))
          log.error(
            { err: error, documentId },
            "reading an uploaded document failed; the document.analyze job tries again",
          );
        if (!decidedBy) {
          decidedBy = "request";
          clearTimeout(timer);
          resolve();
        }
      })
      .catch((error: unknown) => {
        log.error({ err: error, documentId }, "settling an uploaded document's reading failed");
        if (decidedBy === "request") reject(error);
      });
  });
}

/** The document and its order as they are now (counted, or still pending), with the change this upload made. */
async function currentUploadResult(
  db: Database,
  stored: { documentId: number; totalCentsBefore: number },
): Promise<UploadDocumentResponse> {
  const [document] = await db.select().from(documents).where(eq(documents.id, stored.documentId));
  const [order] = document ? await db.select().from(orders).where(eq(orders.id, document.orderId)) : [];
  if (!document || !order) throw badRequest("DOCUMENTS_ADD_NOT_PENDING"); // removed meanwhile
  return {
    document: toDocumentDto(document),
    order: await toOrderWithItemsDto(db, order),
    priceChanged: order.totalCents !== stored.totalCentsBefore,
    previousTotal: centsToDollars(stored.totalCentsBefore),
    previousTotalCents: stored.totalCentsBefore,
  };
}
