import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { notFound } from "../http/app-error";
import { assertFilesKept } from "../files/purge-order-files";
import type { ServedFile } from "../files/record-file-access";
import { verifiedStart } from "../storage/encrypted-storage";
import { StorageNotFoundError, type FileStorage } from "../storage/file-storage";
import { getTranslatorJobOrThrow } from "./get-translator-job-or-throw";

type Options = { db: Executor; storage: FileStorage; userId: number; jobId: number; documentId: number };

/** A source document of one of the translator's jobs; documents of other orders are errorText("DOCUMENT_NOT_FOUND"). */
export async function downloadJobDocument({ db, storage, userId, jobId, documentId }: Options) {
  const { order } = await getTranslatorJobOrThrow({ db, jobId, userId });
  const [document] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.orderId, order.id)))
    .limit(1);
  if (!document) throw notFound("DOCUMENT_NOT_FOUND");
  await assertFilesKept(db, order.id);
  const stream = await storage.getStream(document.s3Key).catch((error: unknown) => {
    if (error instanceof StorageNotFoundError) throw notFound("DOCUMENT_NOT_FOUND");
    throw error;
  });
  const served: ServedFile = {
    orderId: order.id,
    kind: "document",
    fileId: document.id,
    fileName: document.originalFilename,
  };
  return {
    file: { stream: await verifiedStart(stream), contentType: document.fileType, fileName: document.originalFilename },
    served,
  };
}
