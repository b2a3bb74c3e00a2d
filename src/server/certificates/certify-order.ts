import { eq, inArray } from "drizzle-orm";
import { needsCertificate } from "../../shared/assignment";
import type { Executor } from "../db/client";
import { certificates } from "../db/schema/certificates";
import { documents, translations } from "../db/schema/documents";
import type { orders } from "../db/schema/orders";
import { translators } from "../db/schema/translators";
import { badRequest } from "../http/app-error";
import { currentByDocument, loadOrderTranslations } from "../jobs/job-documents";
import { findActiveJob } from "../jobs/order-completion";
import { readSetting } from "../settings/read-settings";
import type { FileStorage } from "../storage/file-storage";
import { newStorageKey } from "../storage/storage-key";
import { certificateContent } from "./certificate-content";
import { renderCertificatePdf } from "./render-certificate-pdf";

type Options = {
  tx: Executor;
  storage: FileStorage;
  order: typeof orders.$inferSelect;
  /** Keys of the files written, so the caller can remove them if its transaction fails. */
  storedKeys: string[];
  issuedAt?: Date;
};

/**
 * For a certified or premium order: a Certificate of Translation Accuracy for each document's current
 * translation that has none yet, named after the translator who uploaded it. Runs in the caller's transaction
 * (the admin's move to completed): if anything fails, no certificate row remains.
 */
export async function certifyOrder({ tx, storage, order, storedKeys, issuedAt = new Date() }: Options): Promise<number> {
  if (!needsCertificate(order.serviceType)) return 0;
  const loaded = await loadOrderTranslations(tx, order.id);
  const current = [...currentByDocument(loaded.translations).values()];
  if (current.length === 0) return 0;
  const certified = await tx
    .select({ translationId: certificates.translationId })
    .from(certificates)
    .where(inArray(certificates.translationId, current.map((row) => row.id)));
  const done = new Set(certified.map((row) => row.translationId));
  const pending = current.filter((row) => !done.has(row.id));
  if (pending.length === 0) return 0;

  const activeJob = await findActiveJob(tx, order.id);
  const translatorIds = [...new Set(pending.map((row) => row.translatorId ?? activeJob?.translatorId).filter((id): id is number => id != null))];
  const names = new Map(
    (await tx.select().from(translators).where(inArray(translators.translatorId, translatorIds.length ? translatorIds : [0]))).map((t) => [t.translatorId, t.fullName]),
  );
  const [name, address, phone, email] = await Promise.all(
    (["company_name", "company_address", "company_phone", "company_email"] as const).map((key) => readSetting(tx, key)),
  );

  for (const translation of pending) {
    const document = loaded.documents.find((doc) => doc.id === translation.documentId)!;
    const translatorId = translation.translatorId ?? activeJob?.translatorId;
    const translatorName = translatorId ? names.get(translatorId) : undefined;
    if (!translatorId || !translatorName) throw badRequest(`No translator is recorded for the translation of document #${document.id}`);
    const content = certificateContent({
      company: { name, address, phone, email },
      orderId: order.id,
      documentId: document.id,
      documentName: document.originalFilename,
      translationVersion: translation.version,
      direction: order.translationDirection,
      translatorName,
      issuedAt,
    });
    const key = newStorageKey("certificates");
    await storage.put(key, await renderCertificatePdf(content, { issuedAt }), "application/pdf");
    storedKeys.push(key);
    await tx.insert(certificates).values({ orderId: order.id, documentId: document.id, translationId: translation.id, translatorId, storageKey: key, createdAt: issuedAt });
    await tx.update(translations).set({ status: "certified", updatedAt: issuedAt }).where(eq(translations.id, translation.id));
    await tx.update(documents).set({ status: "certified", updatedAt: issuedAt }).where(eq(documents.id, document.id));
  }
  return pending.length;
}
