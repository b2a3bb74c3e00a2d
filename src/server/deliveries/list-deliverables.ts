import { asc, eq } from "drizzle-orm";
import type { DeliverableFileDto, OrderDeliverablesDto } from "../../shared/schemas/deliverables";
import type { Executor } from "../db/client";
import { certificates } from "../db/schema/certificates";
import { currentTranslations } from "./current-translations";
import type { Viewer } from "../auth/viewer";
import { loadDeliveredDrafts } from "../review/delivered-drafts";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import { canReceiveDrafts, canReceiveFiles } from "./file-access";
import { recordedFileType } from "./translated-file-type";
import { titleFileName } from "../../shared/deliverable";
import { CERTIFICATE_SUFFIX, loadDocumentNames } from "../deliverable/document-names";

/**
 * GET /api/orders/:id/deliverables, in document order: each document's certified PDF (translation, certificate and
 * source copy in one file), or, when its translation could not go into it (a DOCX with no LibreOffice) or the order
 * has no certificates (standard), the translation and any certificate as files of their own. Every file is named
 * for what the document is ("Birth Certificate — Ayşe Yılmaz.pdf"), never for the uploaded file.
 */
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
  const names = await loadDocumentNames(db, order.id);
  if (!canReceiveFiles(order, viewer)) {
    if (!canReceiveDrafts(order, viewer))
      return { orderId: order.id, status: order.status, files: [], wholeOrder: false };
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
              title: names.titleOf(documentId),
              combined: false,
              pageCount: null,
              fileName: titleFileName(names.titleOf(documentId), recordedFileType(newest)?.extension ?? ""),
              completedAt: newest.uploadedAt,
            },
          ]
        : [],
    );
    return { orderId: order.id, status: order.status, files, wholeOrder: false };
  }
  const [translated, certificateRows] = await Promise.all([
    currentTranslations(db, order.id),
    db
      .select({ certificate: certificates })
      .from(certificates)
      .where(eq(certificates.orderId, order.id))
      .orderBy(asc(certificates.id)),
  ]);
  const files: DeliverableFileDto[] = [];
  for (const { translation, document } of translated) {
    const title = names.titleOf(document.id);
    const certified = certificateRows.filter((row) => row.certificate.translationId === translation.id);
    const base = { documentId: document.id, originalFilename: document.originalFilename, title };
    if (!certified.some((row) => row.certificate.combined))
      files.push({
        ...base,
        id: translation.id,
        kind: "translation",
        combined: false,
        pageCount: null,
        // Without a recorded type the listing has no extension (it does not read the file); the download adds it.
        fileName: titleFileName(title, recordedFileType(translation)?.extension ?? ""),
        completedAt: translation.completedAt?.toISOString() ?? null,
      });
    for (const { certificate } of certified) {
      files.push({
        ...base,
        id: certificate.id,
        kind: "certificate",
        combined: certificate.combined,
        pageCount: certificate.pageCount,
        fileName: certificateFileName(title, certificate, names.language),
        completedAt: certificate.createdAt.toISOString(),
      });
    }
  }
  return {
    orderId: order.id,
    status: order.status,
    files,
    wholeOrder: files.some((file) => file.kind === "certificate"),
  };
}

/** The certified PDF is named for the document; a certificate beside its translation says it is the certificate. */
export function certificateFileName(
  title: string,
  certificate: { combined: boolean; revokedAt: Date | null },
  language: keyof typeof CERTIFICATE_SUFFIX,
): string {
  const name = certificate.combined ? title : `${title} — ${CERTIFICATE_SUFFIX[language]}`;
  return titleFileName(certificate.revokedAt ? `${name} (revoked)` : name, ".pdf");
}
