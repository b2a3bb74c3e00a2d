import { asc, eq, inArray } from "drizzle-orm";
import { certificates } from "../../db/schema/certificates";
import { orderFulfilmentEvents } from "../../db/schema/fulfilment";
import { orders } from "../../db/schema/orders";
import { certificateFileName } from "../../certificates/download-certificate";
import { stampRevokedCertificate } from "../../certificates/stamp-revoked-certificate";
import { canReceiveFiles } from "../../deliveries/file-access";
import { recordedFileType, translatedFileName } from "../../deliveries/translated-file-type";
import { sanitizeFileName } from "../../documents/sanitize-file-name";
import { currentByDocument, loadOrderTranslations } from "../../jobs/job-documents";
import { customerOrderIds } from "../../orders/customer-order-ids";
import { isDeliveredVersion } from "../../review/delivered-drafts";
import type { ExportFile, ExportSection } from "../export-sections";

const CUSTOMER = { isVerifiedAdmin: false };

/**
 * files/: what the customer can download today, order by order (the same rules as the download routes): the documents
 * they uploaded, the translations delivered to them (every delivered draft version, and the final version of a
 * completed order), the certificates of a completed order (stamped when revoked) and the notarized scan.
 */
export const filesSection: ExportSection = {
  name: "files",
  readme: "files",
  async collect({ db, user }) {
    const orderRows = await db.select().from(orders).where(eq(orders.userId, user.id)).orderBy(asc(orders.id));
    const certificateRows = await db
      .select()
      .from(certificates)
      .where(inArray(certificates.orderId, customerOrderIds(db, user.id)))
      .orderBy(asc(certificates.id));
    const scans = await db
      .select()
      .from(orderFulfilmentEvents)
      .where(inArray(orderFulfilmentEvents.orderId, customerOrderIds(db, user.id)));
    const files: ExportFile[] = [];
    for (const order of orderRows) {
      const folder = `files/order-${order.id}`;
      const loaded = await loadOrderTranslations(db, order.id);
      const completed = canReceiveFiles(order, CUSTOMER);
      const current = currentByDocument(loaded.translations);
      for (const document of loaded.documents) {
        const name = sanitizeFileName(document.originalFilename);
        files.push({
          path: `${folder}/documents/${document.id}-${name}`,
          storageKey: document.s3Key,
          orderId: order.id,
          kind: "document",
        });
        for (const translation of loaded.translations.filter((row) => row.documentId === document.id)) {
          const delivered =
            isDeliveredVersion(order, translation) || (completed && current.get(document.id)?.id === translation.id);
          if (!delivered || !translation.translatedFileKey) continue;
          const fileName = sanitizeFileName(
            translatedFileName(document.originalFilename, recordedFileType(translation)?.extension ?? null),
          );
          files.push({
            path: `${folder}/translations/${document.id}-v${translation.version}-${fileName}`,
            storageKey: translation.translatedFileKey,
            orderId: order.id,
            kind: "translation",
          });
        }
        if (!completed) continue;
        for (const certificate of certificateRows.filter((row) => row.documentId === document.id)) {
          const { revokedAt } = certificate;
          files.push({
            path: `${folder}/certificates/${certificate.certificateNumber ?? certificate.id}-${sanitizeFileName(certificateFileName(document.originalFilename, revokedAt !== null))}`,
            storageKey: certificate.storageKey,
            orderId: order.id,
            kind: "certificate",
            transform: revokedAt ? (bytes) => stampRevokedCertificate(bytes, revokedAt) : undefined,
          });
        }
      }
      const scan = scans.find((event) => event.orderId === order.id && event.step === "notarized" && event.fileKey);
      if (scan?.fileKey)
        files.push({
          path: `${folder}/notarized/${sanitizeFileName(scan.fileName ?? "notarized-scan.pdf")}`,
          storageKey: scan.fileKey,
          orderId: order.id,
          kind: "notarized_scan",
        });
    }
    return { files };
  },
};
