import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { certificates } from "../db/schema/certificates";
import { documents } from "../db/schema/documents";
import type { Viewer } from "../auth/viewer";
import { canReceiveFiles } from "../deliveries/file-access";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import { notFound } from "../http/app-error";
import { StorageNotFoundError, type FileStorage } from "../storage/file-storage";
import { stampRevokedCertificate } from "./stamp-revoked-certificate";

/** "certificate-<original name without extension>.pdf", "...-revoked.pdf" once revoked. */
export function certificateFileName(originalFilename: string, revoked = false): string {
  const dot = originalFilename.lastIndexOf(".");
  return `certificate-${dot > 0 ? originalFilename.slice(0, dot) : originalFilename}${revoked ? "-revoked" : ""}.pdf`;
}

type Options = { db: Executor; storage: FileStorage; certificateId: number; viewer: Viewer };

/**
 * A certificate PDF for the order's owner (once completed) or a verified admin; otherwise "File not found".
 * A revoked certificate comes stamped "REVOKED on <date>" on every page (stamp-revoked-certificate.ts).
 */
export async function downloadCertificate({ db, storage, certificateId, viewer }: Options) {
  const [row] = await db
    .select({ certificate: certificates, originalFilename: documents.originalFilename })
    .from(certificates)
    .innerJoin(documents, eq(documents.id, certificates.documentId))
    .where(eq(certificates.id, certificateId))
    .limit(1);
  if (!row) throw notFound("File");
  const order = await getOrderOrThrow({ db, orderId: row.certificate.orderId, viewer }).catch(() => {
    throw notFound("File");
  });
  if (!canReceiveFiles(order, viewer)) throw notFound("File");
  const bytes = await storage.get(row.certificate.storageKey).catch((error: unknown) => {
    if (error instanceof StorageNotFoundError) throw notFound("File");
    throw error;
  });
  const { revokedAt } = row.certificate;
  return {
    bytes: revokedAt ? await stampRevokedCertificate(bytes, revokedAt) : bytes,
    contentType: "application/pdf",
    fileName: certificateFileName(row.originalFilename, revokedAt !== null),
  };
}
