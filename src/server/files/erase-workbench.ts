import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { documentSegmentations, documentSegments } from "../db/schema/workbench";
import { workbenchPageKeys } from "../storage/storage-key";

/** The documents whose workbench data goes: a subquery of document ids. */
type DocumentIds = ReturnType<typeof orderDocumentIds>;

/** The ids of one order's documents, as a subquery. */
export function orderDocumentIds(db: Executor, orderId: number) {
  return db.select({ id: documents.id }).from(documents).where(eq(documents.orderId, orderId));
}

/** The stored page images of the documents' scans (workbench/segment-document.ts stores them). */
export async function workbenchPageKeysOf(db: Executor, documentIds: DocumentIds): Promise<string[]> {
  const scans = await db
    .select({ documentId: documentSegmentations.documentId, pageCount: documentSegmentations.pageCount })
    .from(documentSegmentations)
    .where(and(inArray(documentSegmentations.documentId, documentIds), eq(documentSegmentations.textSource, "scan")));
  return scans.flatMap((scan) => workbenchPageKeys(scan.documentId, scan.pageCount));
}

/**
 * The workbench's copy of the customer's text (issue 39, docs/workbench.md "Privacy"): the documents' segments and
 * segmentation rows, in the caller's transaction. Returns the page images' keys for the caller to delete after the
 * commit, as it deletes the documents' own files.
 */
export async function eraseWorkbenchOf(tx: Executor, documentIds: DocumentIds): Promise<string[]> {
  const keys = await workbenchPageKeysOf(tx, documentIds);
  await tx.delete(documentSegments).where(inArray(documentSegments.documentId, documentIds));
  await tx.delete(documentSegmentations).where(inArray(documentSegmentations.documentId, documentIds));
  return keys;
}
