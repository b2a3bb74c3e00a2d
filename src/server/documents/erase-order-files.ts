import { and, inArray, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { certificates } from "../db/schema/certificates";
import { documents, translations } from "../db/schema/documents";
import { orderFulfilmentEvents } from "../db/schema/fulfilment";
import { translatorJobs } from "../db/schema/translators";
import { customerOrderIds } from "../orders/customer-order-ids";
import { eraseWorkbenchOf } from "../files/erase-workbench";

/**
 * Account deletion's eraser for the orders' files (src/server/account-deletion/account-erasers.ts): every stored file of
 * the customer's orders (documents, every translation version, certificate PDFs, notarized scans) is returned for
 * deletion after the commit, and the names the customer gave them are replaced. The rows stay: certificates point
 * at their document and translation, and their public verification answers from the row (number, date,
 * translator, fingerprints), never from the file. A row whose file is gone downloads as "not found".
 */
export async function eraseOrderFiles(tx: Executor, subject: { userId: number }): Promise<string[]> {
  const orderIds = () => customerOrderIds(tx, subject.userId);
  const documentIds = tx.select({ id: documents.id }).from(documents).where(inArray(documents.orderId, orderIds()));
  const now = new Date();
  const documentRows = await tx
    .update(documents)
    // "Nüfus Kaydı Ayşe.pdf" → "document-12.pdf": the extension says nothing about the customer.
    .set({
      originalFilename: sql`'document-' || ${documents.id} || coalesce(substring(${documents.originalFilename} from '\\.[A-Za-z0-9]{1,5}$'), '')`,
      updatedAt: now,
    })
    .where(inArray(documents.orderId, orderIds()))
    .returning({ key: documents.s3Key });
  const translationRows = await tx
    .update(translations)
    .set({ fileName: null, updatedAt: now })
    .where(and(inArray(translations.documentId, documentIds), isNotNull(translations.translatedFileKey)))
    .returning({ key: translations.translatedFileKey });
  const certificateRows = await tx
    .select({ key: certificates.storageKey })
    .from(certificates)
    .where(inArray(certificates.orderId, orderIds()));
  // The scan's key and name go from the row (nothing else reads it); UPDATE ... RETURNING answers the new values, so read first.
  const scanRows = await tx
    .select({ key: orderFulfilmentEvents.fileKey })
    .from(orderFulfilmentEvents)
    .where(and(inArray(orderFulfilmentEvents.orderId, orderIds()), isNotNull(orderFulfilmentEvents.fileKey)));
  await tx
    .update(orderFulfilmentEvents)
    .set({ fileKey: null, fileName: null })
    .where(inArray(orderFulfilmentEvents.orderId, orderIds()));
  // Translated files from before versioned translations kept their key on the job.
  const legacyRows = await tx
    .select({ key: translatorJobs.translatedFileUrl })
    .from(translatorJobs)
    .where(and(inArray(translatorJobs.orderId, orderIds()), isNotNull(translatorJobs.translatedFileUrl)));
  if (legacyRows.length > 0)
    await tx
      .update(translatorJobs)
      .set({ translatedFileUrl: null, updatedAt: now })
      .where(inArray(translatorJobs.orderId, orderIds()));
  // The workbench's segments and page images hold the documents' text (issue 39).
  const pageKeys = await eraseWorkbenchOf(tx, documentIds);
  return [
    ...documentRows,
    ...translationRows,
    ...certificateRows,
    ...scanRows,
    ...legacyRows,
    ...pageKeys.map((key) => ({ key })),
  ]
    .map((row) => row.key)
    .filter((key): key is string => Boolean(key));
}
