import { and, eq, isNotNull } from "drizzle-orm";
import type { CustomerFileKind, DeletedFile } from "../../shared/file-retention";
import type { Executor } from "../db/client";
import { certificates } from "../db/schema/certificates";
import { documents, translations } from "../db/schema/documents";
import { orderFulfilmentEvents } from "../db/schema/fulfilment";
import { orderMessageAttachments } from "../db/schema/messages";

/**
 * Every stored file of an order, by kind (src/shared/file-retention.ts says what a customer file is). The purge
 * deletes what these list. A new kind of stored order file adds one source here (and its kind in the shared list);
 * nothing else in the retention changes (docs/decisions/029-customer-files.md).
 */
export const CUSTOMER_FILE_SOURCES: Record<
  CustomerFileKind,
  (db: Executor, orderId: number) => Promise<DeletedFile[]>
> = {
  async document(db, orderId) {
    const rows = await db
      .select({ id: documents.id, name: documents.originalFilename, key: documents.s3Key })
      .from(documents)
      .where(eq(documents.orderId, orderId));
    return rows.map((row) => ({ kind: "document", ...row }));
  },
  // Every version, drafts included.
  async translation(db, orderId) {
    const rows = await db
      .select({
        id: translations.id,
        name: translations.fileName,
        original: documents.originalFilename,
        key: translations.translatedFileKey,
      })
      .from(translations)
      .innerJoin(documents, eq(documents.id, translations.documentId))
      .where(and(eq(documents.orderId, orderId), isNotNull(translations.translatedFileKey)));
    return rows.map((row) => ({
      kind: "translation",
      id: row.id,
      name: row.name ?? `translated-${row.original}`,
      key: row.key!,
    }));
  },
  // The stored PDF only: the row (number, code, fingerprints) stays, so /verify/<code> keeps answering.
  async certificate(db, orderId) {
    const rows = await db
      .select({ id: certificates.id, original: documents.originalFilename, key: certificates.storageKey })
      .from(certificates)
      .innerJoin(documents, eq(documents.id, certificates.documentId))
      .where(eq(certificates.orderId, orderId));
    // Named as it downloads (certificates/download-certificate.ts), so the name reads the same in every language.
    return rows.map((row) => ({
      kind: "certificate",
      id: row.id,
      name: `certificate-${withoutExtension(row.original)}.pdf`,
      key: row.key,
    }));
  },
  async notarized_scan(db, orderId) {
    const rows = await db
      .select({
        id: orderFulfilmentEvents.id,
        name: orderFulfilmentEvents.fileName,
        key: orderFulfilmentEvents.fileKey,
      })
      .from(orderFulfilmentEvents)
      .where(and(eq(orderFulfilmentEvents.orderId, orderId), isNotNull(orderFulfilmentEvents.fileKey)));
    return rows.map((row) => ({
      kind: "notarized_scan",
      id: row.id,
      name: row.name ?? "notarized-scan.pdf",
      key: row.key!,
    }));
  },
  // Files sent in the order's conversation (scans of passports and stamps, mostly), by whoever sent them.
  async message_attachment(db, orderId) {
    const rows = await db
      .select({
        id: orderMessageAttachments.id,
        name: orderMessageAttachments.fileName,
        key: orderMessageAttachments.storageKey,
      })
      .from(orderMessageAttachments)
      .where(eq(orderMessageAttachments.orderId, orderId));
    return rows.map((row) => ({ kind: "message_attachment", ...row }));
  },
};

export async function listCustomerFiles(db: Executor, orderId: number): Promise<DeletedFile[]> {
  const lists = await Promise.all(Object.values(CUSTOMER_FILE_SOURCES).map((source) => source(db, orderId)));
  return lists.flat();
}

function withoutExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}
