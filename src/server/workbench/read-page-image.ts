import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { documentSegmentations } from "../db/schema/workbench";
import { assertFilesKept } from "../files/purge-order-files";
import { english, notFound } from "../http/app-error";
import type { FileStorage } from "../storage/file-storage";
import { StorageNotFoundError } from "../storage/file-storage";
import { workbenchPageKey } from "../storage/storage-key";
import { getJobDocumentOrThrow } from "./job-document";

const PAGE_NOT_FOUND = english("Page image not found");

/**
 * GET /api/translator/jobs/:id/documents/:documentId/pages/:page: the scanned page as OCR read it (PNG, the right
 * way up), for the editor to show the current segment's box on. The job's translator only; 410 once the order's
 * files are deleted.
 */
export async function readPageImage(options: {
  db: Database;
  storage: FileStorage;
  jobId: number;
  userId: number;
  documentId: number;
  page: number;
}): Promise<Buffer> {
  const { order } = await getJobDocumentOrThrow(options);
  await assertFilesKept(options.db, order.id);
  const [segmentation] = await options.db
    .select({ textSource: documentSegmentations.textSource, pageCount: documentSegmentations.pageCount })
    .from(documentSegmentations)
    .where(eq(documentSegmentations.documentId, options.documentId))
    .limit(1);
  if (segmentation?.textSource !== "scan" || options.page > (segmentation.pageCount ?? 0))
    throw notFound(PAGE_NOT_FOUND);
  return options.storage.get(workbenchPageKey(options.documentId, options.page)).catch((error: unknown) => {
    // A text page of a partly scanned PDF has no image.
    if (error instanceof StorageNotFoundError) throw notFound(PAGE_NOT_FOUND);
    throw error;
  });
}
