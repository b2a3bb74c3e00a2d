import { and, eq, max } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { jobStatusAfterUpload, jobWorkRefusal } from "../../shared/assignment";
import {
  MIME_TYPE_BY_EXTENSION,
  checkTranslatedFile,
  fileExtension,
  isOrderDocumentExtension,
} from "../../shared/file-types";
import { CONTENT_MISMATCH_MESSAGE } from "../../shared/schemas/documents";
import type { Database } from "../db/client";
import { documents, translations } from "../db/schema/documents";
import { translatorJobs } from "../db/schema/translators";
import { contentMatchesExtension } from "../documents/content-matches-extension";
import type { UploadedFile } from "../documents/read-document-upload";
import { sanitizeFileName } from "../documents/sanitize-file-name";
import { badRequest, notFound, english } from "../http/app-error";
import type { FileStorage } from "../storage/file-storage";
import { newStorageKey } from "../storage/storage-key";
import { getTranslatorJobOrThrow } from "./get-translator-job-or-throw";

type Options = {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  userId: number;
  jobId: number;
  documentId: number;
  file: UploadedFile | null;
};

/**
 * The translator uploads the translated file of one document: checked like a customer's upload (type by
 * extension and content, 10 MB), stored under a new key, and recorded as a NEW translations row with the next
 * version number (all versions are kept; the newest is current). The first upload starts the job.
 */
export async function uploadTranslation({ db, storage, log, userId, jobId, documentId, file }: Options) {
  const first = await getTranslatorJobOrThrow({ db, jobId, userId });
  const refusal = jobWorkRefusal({ status: first.job.status, ended: false, orderStatus: first.order.status });
  if (refusal) throw badRequest(english(refusal));
  const [document] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.orderId, first.order.id)))
    .limit(1);
  if (!document) throw notFound("DOCUMENT_NOT_FOUND");
  if (!file) throw badRequest("NO_FILE");

  const name = sanitizeFileName(file.fileName);
  const extension = fileExtension(name);
  const problem = checkTranslatedFile({ name, size: file.bytes.length });
  if (problem || !isOrderDocumentExtension(extension)) throw badRequest(english(problem ?? CONTENT_MISMATCH_MESSAGE));
  if (!contentMatchesExtension(extension, file.bytes)) throw badRequest(english(CONTENT_MISMATCH_MESSAGE));

  const key = newStorageKey("translations");
  const fileType = MIME_TYPE_BY_EXTENSION[extension];
  await storage.put(key, file.bytes, fileType);
  try {
    return await db.transaction(async (tx) => {
      // Locked: a reassignment or completion meanwhile is seen, and two uploads of a document get distinct versions.
      const { job, order, translator } = await getTranslatorJobOrThrow({ db: tx, jobId, userId, forUpdate: true });
      const lockedRefusal = jobWorkRefusal({ status: job.status, ended: false, orderStatus: order.status });
      if (lockedRefusal) throw badRequest(english(lockedRefusal));
      await tx.select({ id: documents.id }).from(documents).where(eq(documents.id, documentId)).for("update");
      const [{ latest }] = await tx
        .select({ latest: max(translations.version) })
        .from(translations)
        .where(eq(translations.documentId, documentId));
      const now = new Date();
      const [translation] = await tx
        .insert(translations)
        .values({
          documentId,
          translatorId: translator.translatorId,
          status: "translated",
          translatedFileKey: key,
          completedAt: now,
          version: (latest ?? 0) + 1,
          fileName: name,
          fileType,
          fileSize: file.bytes.length,
          uploadedBy: userId,
          jobId: job.id,
        })
        .returning();
      await tx
        .update(translatorJobs)
        .set({ status: jobStatusAfterUpload(job.status), updatedAt: now })
        .where(eq(translatorJobs.id, job.id));
      await tx.update(documents).set({ status: "translated", updatedAt: now }).where(eq(documents.id, documentId));
      return translation!;
    });
  } catch (error) {
    await storage
      .delete(key)
      .catch((cleanupError: unknown) =>
        log.error({ err: cleanupError, key }, "could not remove the file of a failed translation upload"),
      );
    throw error;
  }
}
