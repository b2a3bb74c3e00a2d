import { and, asc, desc, eq, max } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { jobStatusAfterUpload, jobWorkRefusal } from "../../shared/assignment";
import { DEFAULT_DOCUMENT_TYPES } from "../../shared/catalog";
import { documentSubject, documentTitle, titleFileName } from "../../shared/deliverable";
import type { Database } from "../db/client";
import { documents, translations } from "../db/schema/documents";
import { orderNameSpellings } from "../db/schema/messages";
import { documentTypes, orderItems } from "../db/schema/pricing-catalog";
import { translatorJobs } from "../db/schema/translators";
import { documentSegments } from "../db/schema/workbench";
import { renderSegmentsPdf } from "../deliverable/render-segments-pdf";
import { coded } from "../../shared/error-codes";
import { badRequest, conflict, english, notFound } from "../http/app-error";
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
};

const OTHER_DOCUMENT = DEFAULT_DOCUMENT_TYPES.find((type) => type.id === "other")!.name;

/**
 * POST /api/translator/jobs/:id/documents/:documentId/render (issue 39 item 7): the document's confirmed segments
 * rendered to a PDF (deliverable/render-segments-pdf.ts) and recorded as its next translation version, exactly as
 * an upload is (the newest version is the one certified and delivered). Every segment must be confirmed: otherwise
 * 409 SEGMENTS_NOT_CONFIRMED with how many are not. The PDF is made before the version's row is locked.
 */
export async function renderTranslation({ db, storage, log, userId, jobId, documentId }: Options) {
  const { job, order } = await getTranslatorJobOrThrow({ db, jobId, userId });
  const refusal = jobWorkRefusal({ status: job.status, ended: false, orderStatus: order.status });
  if (refusal) throw badRequest(english(refusal));
  const [document] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.orderId, order.id)))
    .limit(1);
  if (!document) throw notFound("DOCUMENT_NOT_FOUND");

  const segments = await db
    .select()
    .from(documentSegments)
    .where(eq(documentSegments.documentId, documentId))
    .orderBy(asc(documentSegments.position));
  if (segments.length === 0) throw conflict("NO_SEGMENTS");
  const open = segments.filter((segment) => segment.status !== "confirmed").length;
  if (open > 0) throw conflict(coded("SEGMENTS_NOT_CONFIRMED", { count: open }), { unconfirmed: open });

  const [[spellings], [type]] = await Promise.all([
    db
      .select({ names: orderNameSpellings.nameSpellings })
      .from(orderNameSpellings)
      .where(eq(orderNameSpellings.orderId, order.id))
      .orderBy(desc(orderNameSpellings.id))
      .limit(1),
    db
      .select({ name: documentTypes.name })
      .from(orderItems)
      .innerJoin(documentTypes, eq(documentTypes.id, orderItems.documentType))
      .where(eq(orderItems.documentId, documentId))
      .limit(1),
  ]);
  const names = spellings?.names ?? [];
  const title = documentTitle(type?.name ?? OTHER_DOCUMENT, documentSubject(names));
  const pdf = await renderSegmentsPdf(segments, {
    documentTitle: title,
    passportNames: names,
    direction: order.translationDirection,
  });

  const key = newStorageKey("translations");
  await storage.put(key, pdf, "application/pdf");
  try {
    return await db.transaction(async (tx) => {
      // Locked as an upload locks (upload-translation.ts): a reassignment or completion meanwhile is seen, and two
      // versions of a document get distinct numbers.
      const locked = await getTranslatorJobOrThrow({ db: tx, jobId, userId, forUpdate: true });
      const lockedRefusal = jobWorkRefusal({
        status: locked.job.status,
        ended: false,
        orderStatus: locked.order.status,
      });
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
          translatorId: locked.translator.translatorId,
          status: "translated",
          translatedFileKey: key,
          completedAt: now,
          version: (latest ?? 0) + 1,
          fileName: titleFileName(title, ".pdf"),
          fileType: "application/pdf",
          fileSize: pdf.length,
          uploadedBy: userId,
          jobId: locked.job.id,
        })
        .returning();
      await tx
        .update(translatorJobs)
        .set({ status: jobStatusAfterUpload(locked.job.status), updatedAt: now })
        .where(eq(translatorJobs.id, locked.job.id));
      await tx.update(documents).set({ status: "translated", updatedAt: now }).where(eq(documents.id, documentId));
      return translation!;
    });
  } catch (error) {
    await storage
      .delete(key)
      .catch((cleanupError: unknown) =>
        log.error({ err: cleanupError, key }, "could not remove the file of a failed rendered translation"),
      );
    throw error;
  }
}
