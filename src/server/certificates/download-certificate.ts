import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { certificates } from "../db/schema/certificates";
import { documents } from "../db/schema/documents";
import type { Viewer } from "../auth/viewer";
import { canReceiveFiles } from "../deliveries/file-access";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import { loadDocumentNames } from "../deliverable/document-names";
import { certificateFileName as deliveredCertificateName } from "../deliveries/list-deliverables";
import { notFound } from "../http/app-error";
import { StorageNotFoundError, type FileStorage } from "../storage/file-storage";
import { stampRevokedCertificate } from "./stamp-revoked-certificate";
import { verifiedStart } from "../storage/encrypted-storage";
import { assertFilesKept } from "../files/purge-order-files";
import type { ServedFile } from "../files/record-file-access";

/** "certificate-<original name without extension>.pdf", "...-revoked.pdf" once revoked (the customer's data export). */
export function certificateFileName(originalFilename: string, revoked = false): string {
  const dot = originalFilename.lastIndexOf(".");
  return `certificate-${dot > 0 ? originalFilename.slice(0, dot) : originalFilename}${revoked ? "-revoked" : ""}.pdf`;
}

type Options = { db: Executor; storage: FileStorage; certificateId: number; viewer: Viewer };

/**
 * A certificate PDF — the document's whole certified PDF when `combined` — named for the document, for the order's owner (once completed) or a verified admin; otherwise errorText("FILE_NOT_FOUND").
 * A revoked certificate comes stamped "REVOKED on <date>" on every page (stamp-revoked-certificate.ts). After the
 * order's files were deleted, 410: the certificate row (and /verify/<code>) stays, its stored copy is gone.
 */
export async function downloadCertificate({ db, storage, certificateId, viewer }: Options) {
  const [row] = await db
    .select({ certificate: certificates, originalFilename: documents.originalFilename })
    .from(certificates)
    .innerJoin(documents, eq(documents.id, certificates.documentId))
    .where(eq(certificates.id, certificateId))
    .limit(1);
  if (!row) throw notFound("FILE_NOT_FOUND");
  const order = await getOrderOrThrow({ db, orderId: row.certificate.orderId, viewer }).catch(() => {
    throw notFound("FILE_NOT_FOUND");
  });
  if (!canReceiveFiles(order, viewer)) throw notFound("FILE_NOT_FOUND");
  await assertFilesKept(db, order.id);
  const missing = (error: unknown) => {
    if (error instanceof StorageNotFoundError) throw notFound("FILE_NOT_FOUND");
    throw error;
  };
  const { revokedAt } = row.certificate;
  const names = await loadDocumentNames(db, order.id);
  const fileName = deliveredCertificateName(names.titleOf(row.certificate.documentId), row.certificate, names.language);
  // A revoked certificate is stamped on the way out (pdf-lib reads it whole); a valid one is streamed as stored.
  const body = revokedAt
    ? { bytes: await stampRevokedCertificate(await storage.get(row.certificate.storageKey).catch(missing), revokedAt) }
    : { stream: await verifiedStart(await storage.getStream(row.certificate.storageKey).catch(missing)) };
  const served: ServedFile = { orderId: order.id, kind: "certificate", fileId: certificateId, fileName };
  return { file: { ...body, contentType: "application/pdf", fileName }, served };
}
