import { createHash, randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { needsCertificate } from "../../shared/assignment";
import { certificateNumber, verificationCodeFrom, verificationUrl } from "../../shared/certificate-verification";
import { loadConfig } from "../config";
import type { Executor } from "../db/client";
import { certificates } from "../db/schema/certificates";
import { documents, translations } from "../db/schema/documents";
import type { orders } from "../db/schema/orders";
import { badRequest, english } from "../http/app-error";
import { currentByDocument, loadOrderTranslations } from "../jobs/job-documents";
import { findActiveJob } from "../jobs/order-completion";
import { readSetting } from "../settings/read-settings";
import type { FileStorage } from "../storage/file-storage";
import { newStorageKey } from "../storage/storage-key";
import { certificateContent } from "./certificate-content";
import { countTranslationPages } from "./count-translation-pages";
import { needsNotarization } from "../../shared/price-order";
import { loadSigners } from "./load-signature-marks";
import { renderCertificatePdf } from "./render-certificate-pdf";

type Options = {
  tx: Executor;
  storage: FileStorage;
  order: typeof orders.$inferSelect;
  /** Keys of the files written, so the caller can remove them if its transaction fails. */
  storedKeys: string[];
  issuedAt?: Date;
  /** The site's address for the verification link and QR code; defaults to the PUBLIC_URL the server runs with. */
  publicUrl?: string;
};

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * For a certified or premium order: a Certificate of Translation Accuracy for each document's current
 * translation that has none yet, named after and signed by the translator who uploaded it, sealed, numbered and
 * verifiable at PUBLIC_URL/verify/<code>. Runs in the caller's transaction (the order's completion): if anything
 * fails, no certificate row remains. The PDF is stored once and served as stored, so its recorded SHA-256 always
 * matches a downloaded copy.
 */
export async function certifyOrder({
  tx,
  storage,
  order,
  storedKeys,
  issuedAt = new Date(),
  publicUrl = loadConfig().publicUrl,
}: Options): Promise<number> {
  if (!needsCertificate(order.serviceType)) return 0;
  const loaded = await loadOrderTranslations(tx, order.id);
  const current = [...currentByDocument(loaded.translations).values()];
  if (current.length === 0) return 0;
  const certified = await tx
    .select({ translationId: certificates.translationId })
    .from(certificates)
    .where(
      inArray(
        certificates.translationId,
        current.map((row) => row.id),
      ),
    );
  const done = new Set(certified.map((row) => row.translationId));
  const pending = current.filter((row) => !done.has(row.id));
  if (pending.length === 0) return 0;

  const activeJob = await findActiveJob(tx, order.id);
  const translatorIds = [
    ...new Set(
      pending.map((row) => row.translatorId ?? activeJob?.translatorId).filter((id): id is number => id != null),
    ),
  ];
  const signers = await loadSigners(tx, storage, translatorIds);
  const [name, address, phone, email] = await Promise.all(
    (["company_name", "company_address", "company_phone", "company_email"] as const).map((key) => readSetting(tx, key)),
  );
  const notarized = needsNotarization(order.priceLines);

  for (const translation of pending) {
    const document = loaded.documents.find((doc) => doc.id === translation.documentId)!;
    const translatorId = translation.translatorId ?? activeJob?.translatorId;
    const signer = translatorId ? signers.get(translatorId) : undefined;
    if (!translatorId || !signer)
      throw badRequest(english(`No translator is recorded for the translation of document #${document.id}`));
    if (!translation.translatedFileKey)
      throw badRequest(english(`The translation of document #${document.id} has no file`));
    const translated = await storage.get(translation.translatedFileKey);
    const translationSha256 = sha256(translated);
    const pageCount = await countTranslationPages(translated, translation.fileType);
    // The row id is taken first: the certificate number printed on the PDF is made from it.
    // (node-postgres and PGlite both answer { rows }.)
    const result = (await tx.execute(
      sql`select nextval(pg_get_serial_sequence('certificates', 'id'))::int as id`,
    )) as unknown as { rows: { id: number }[] };
    const id = Number(result.rows[0]!.id);
    const number = certificateNumber(id, issuedAt);
    const code = verificationCodeFrom(randomBytes(16));
    const content = certificateContent({
      company: { name, address, phone, email },
      certificateNumber: number,
      verificationCode: code,
      verificationUrl: verificationUrl(publicUrl, code),
      orderId: order.id,
      documentId: document.id,
      documentName: document.originalFilename,
      translationVersion: translation.version,
      translationSha256,
      direction: order.translationDirection,
      translatorName: signer.name,
      issuedAt,
      notarized,
    });
    const pdf = await renderCertificatePdf(content, { issuedAt, signature: signer.mark });
    const key = newStorageKey("certificates");
    await storage.put(key, pdf, "application/pdf");
    storedKeys.push(key);
    await tx.insert(certificates).values({
      id,
      orderId: order.id,
      documentId: document.id,
      translationId: translation.id,
      translatorId,
      storageKey: key,
      certificateNumber: number,
      verificationCode: code,
      pdfSha256: sha256(pdf),
      translationSha256,
      notarized,
      pageCount,
      createdAt: issuedAt,
    });
    await tx
      .update(translations)
      .set({ status: "certified", updatedAt: issuedAt })
      .where(eq(translations.id, translation.id));
    await tx.update(documents).set({ status: "certified", updatedAt: issuedAt }).where(eq(documents.id, document.id));
  }
  return pending.length;
}
