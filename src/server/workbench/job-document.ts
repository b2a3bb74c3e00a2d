import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { conflict, notFound } from "../http/app-error";
import { getTranslatorJobOrThrow } from "../jobs/get-translator-job-or-throw";

/** A job whose segments may still change: neither completed nor cancelled (an ended job is not found at all). */
export function assertJobOpen(job: { status: string }): void {
  if (job.status === "Completed" || job.status === "Cancelled") throw conflict("WORKBENCH_JOB_CLOSED");
}

/**
 * The signed-in translator's job (getTranslatorJobOrThrow: another translator's, or a reassigned one, is "Job not
 * found") and one document of its order ("Document not found" for any other document).
 */
export async function getJobDocumentOrThrow(options: {
  db: Executor;
  jobId: number;
  userId: number;
  documentId: number;
}) {
  const { job, order } = await getTranslatorJobOrThrow(options);
  const [document] = await options.db
    .select({ id: documents.id, orderId: documents.orderId, originalFilename: documents.originalFilename })
    .from(documents)
    .where(and(eq(documents.id, options.documentId), eq(documents.orderId, order.id)))
    .limit(1);
  if (!document) throw notFound("DOCUMENT_NOT_FOUND");
  return { job, order, document };
}
