import { eq } from "drizzle-orm";
import type { OrderChecksDto } from "../../shared/schemas/translation-checks";
import type { Database } from "../db/client";
import { documents } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { badRequest } from "../http/app-error";
import { getTranslatorJobOrThrow } from "../jobs/get-translator-job-or-throw";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import type { Viewer } from "../auth/viewer";
import type { FileStorage } from "../storage/file-storage";
import { checkDocument } from "./check-document";
import type { TermSource } from "./check-terms";
import { jobDocumentOrThrow } from "./job-document";
import { loadOrderChecks } from "./order-checks";

type Deps = { db: Database; storage: FileStorage; loadTerms: TermSource };

/** GET /api/translator/jobs/:id/checks: the job's documents with their reports (the translator's own job only). */
export async function getJobChecks({
  db,
  loadTerms,
  userId,
  jobId,
}: Omit<Deps, "storage"> & { userId: number; jobId: number }) {
  const { order } = await getTranslatorJobOrThrow({ db, jobId, userId });
  return loadOrderChecks(db, order, loadTerms);
}

/** POST /api/translator/jobs/:id/documents/:documentId/checks: runs the document's checks now ("Run checks"). */
export async function runJobDocumentChecks(
  options: Deps & { userId: number; jobId: number; documentId: number },
): Promise<OrderChecksDto> {
  const { db, userId, jobId, documentId } = options;
  const { order } = await getTranslatorJobOrThrow({ db, jobId, userId });
  const document = await jobDocumentOrThrow(db, order.id, documentId);
  const report = await checkDocument({ ...options, document, order });
  if (!report) throw badRequest("CHECKS_NOTHING_TO_CHECK");
  return loadOrderChecks(db, order, options.loadTerms);
}

/** The translation.check job (sent when a translation is uploaded): the document's checks, off the request path. */
export async function runQueuedDocumentChecks(options: Deps & { documentId: number }): Promise<void> {
  const { db, documentId } = options;
  const [row] = await db
    .select({ document: documents, order: orders })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(eq(documents.id, documentId))
    .limit(1);
  // A document deleted meanwhile has nothing left to check.
  if (row) await checkDocument({ ...options, document: row.document, order: row.order });
}

/** GET /api/admin/orders/:orderId/checks: every document's report with the overrides' reasons, before completion. */
export async function getAdminOrderChecks({
  db,
  loadTerms,
  viewer,
  orderId,
}: Omit<Deps, "storage"> & { viewer: Pick<Viewer, "userId" | "isVerifiedAdmin">; orderId: number }) {
  const order = await getOrderOrThrow({ db, viewer, orderId });
  return loadOrderChecks(db, order, loadTerms);
}
