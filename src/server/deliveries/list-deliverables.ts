import { asc, eq } from "drizzle-orm";
import type { DeliverableFileDto, OrderDeliverablesDto } from "../../shared/schemas/deliverables";
import type { Executor } from "../db/client";
import { certificates } from "../db/schema/certificates";
import { documents } from "../db/schema/documents";
import { certificateFileName } from "../certificates/download-certificate";
import { currentTranslations } from "./current-translations";
import type { Viewer } from "../auth/viewer";
import { loadDeliveredDrafts } from "../review/delivered-drafts";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import { canReceiveDrafts, canReceiveFiles } from "./file-access";
import { recordedFileType, translatedFileName } from "./translated-file-type";

/** GET /api/orders/:id/deliverables: each document's current translation (and the certificate of that version, if any), in document order. */
export async function listDeliverables({
  db,
  orderId,
  viewer,
}: {
  db: Executor;
  orderId: number;
  viewer: Viewer;
}): Promise<OrderDeliverablesDto> {
  const order = await getOrderOrThrow({ db, orderId, viewer });
  if (!canReceiveFiles(order, viewer)) {
    if (!canReceiveDrafts(order, viewer)) return { orderId: order.id, status: order.status, files: [] };
    // Under review: the newest delivered draft of each document, no certificates yet (docs/delivery.md, "Customer review").
    const drafts = await loadDeliveredDrafts(db, order);
    const files: DeliverableFileDto[] = drafts.flatMap(({ documentId, originalFilename, versions: [newest] }) =>
      newest
        ? [
            {
              id: newest.id,
              kind: "translation" as const,
              documentId,
              originalFilename,
              fileName: translatedFileName(originalFilename, recordedFileType(newest)?.extension ?? null),
              completedAt: newest.uploadedAt,
            },
          ]
        : [],
    );
    return { orderId: order.id, status: order.status, files };
  }
  const [translated, certificateRows] = await Promise.all([
    currentTranslations(db, order.id),
    db
      .select({ certificate: certificates, originalFilename: documents.originalFilename })
      .from(certificates)
      .innerJoin(documents, eq(documents.id, certificates.documentId))
      .where(eq(certificates.orderId, order.id))
      .orderBy(asc(certificates.id)),
  ]);
  const files: DeliverableFileDto[] = [];
  for (const { translation, document } of translated) {
    files.push({
      id: translation.id,
      kind: "translation",
      documentId: document.id,
      originalFilename: document.originalFilename,
      // Without a recorded type the listing keeps the original's extension (it does not read the file); the download corrects it.
      fileName: translatedFileName(document.originalFilename, recordedFileType(translation)?.extension ?? null),
      completedAt: translation.completedAt?.toISOString() ?? null,
    });
    for (const { certificate, originalFilename } of certificateRows.filter(
      (row) => row.certificate.translationId === translation.id,
    )) {
      files.push({
        id: certificate.id,
        kind: "certificate",
        documentId: document.id,
        originalFilename,
        fileName: certificateFileName(originalFilename),
        completedAt: certificate.createdAt.toISOString(),
      });
    }
  }
  return { orderId: order.id, status: order.status, files };
}
