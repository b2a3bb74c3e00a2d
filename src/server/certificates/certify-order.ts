import { createHash, randomBytes } from "node:crypto";
import { desc, eq, inArray, sql } from "drizzle-orm";
import { needsCertificate } from "../../shared/assignment";
import { certificateNumber, verificationCodeFrom, verificationUrl } from "../../shared/certificate-verification";
import { DEFAULT_DOCUMENT_TYPES } from "../../shared/catalog";
import { documentSubject, documentTitle } from "../../shared/deliverable";
import { needsNotarization } from "../../shared/price-order";
import { loadConfig } from "../config";
import type { Executor } from "../db/client";
import { certificates } from "../db/schema/certificates";
import { documents, translations } from "../db/schema/documents";
import { orderNameSpellings } from "../db/schema/messages";
import { orders } from "../db/schema/orders";
import { documentTypes, orderItems } from "../db/schema/pricing-catalog";
import { assembleCertifiedPdf, type PdfPart } from "../deliverable/assemble-certified-pdf";
import { convertToPdf, officeConverter, OfficeConversionError } from "../deliverable/office-converter";
import { badRequest, conflict, english } from "../http/app-error";
import { currentByDocument, loadOrderTranslations } from "../jobs/job-documents";
import { findActiveJob } from "../jobs/order-completion";
import { readSetting } from "../settings/read-settings";
import type { FileStorage } from "../storage/file-storage";
import { newStorageKey } from "../storage/storage-key";
import { certificateContent } from "./certificate-content";
import { countTranslationPages } from "./count-translation-pages";
import { loadSigners } from "./load-signature-marks";
import { renderCertificatePdf } from "./render-certificate-pdf";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const OTHER_DOCUMENT = DEFAULT_DOCUMENT_TYPES.find((type) => type.id === "other")!.name;

/** A certificate rendered and stored before the completion's transaction, waiting to be recorded in it. */
export type PreparedCertificate = typeof certificates.$inferInsert & { id: number; translationId: number };

/** What prepareCertificates made: the rows to record, and every stored key (removed unless recorded). */
export type PreparedCertificates = { orderId: number; rows: PreparedCertificate[]; keys: string[] };

type PrepareOptions = {
  db: Executor;
  storage: FileStorage;
  orderId: number;
  issuedAt?: Date;
  /** The site's address for the verification link and QR code; defaults to the PUBLIC_URL the server runs with. */
  publicUrl?: string;
  /** Where LibreOffice converts in a temp folder (DATA_DIR); defaults to the configured one. */
  dataDir?: string;
};

/** The part of the certified PDF a stored file makes, or why it cannot be one. */
async function pdfPart(
  bytes: Uint8Array,
  fileType: string | null,
  dataDir: string,
): Promise<{ part: PdfPart } | { reason: string }> {
  const type = fileType?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "application/pdf") return { part: { kind: "pdf", bytes } };
  if (type === "image/png") return { part: { kind: "png", bytes } };
  if (type === "image/jpeg") return { part: { kind: "jpg", bytes } };
  const office =
    type === "application/msword"
      ? ".doc"
      : type === "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        ? ".docx"
        : null;
  if (!office) return { reason: `a ${type || "file"} cannot be put into a PDF` };
  try {
    return { part: { kind: "pdf", bytes: await convertToPdf(officeConverter(), bytes, office, dataDir) } };
  } catch (error) {
    if (error instanceof OfficeConversionError) return { reason: `${office.slice(1).toUpperCase()}: ${error.message}` };
    throw error;
  }
}

/**
 * For a certified or premium order, before any row is locked: for each document's current translation that has no
 * certificate yet, the Certificate of Translation Accuracy and the document's certified PDF — the translation (a PDF
 * as it is, an image as a page, a DOCX/DOC converted by LibreOffice), the certificate, and the copy of the source
 * when the order asks for it — every page footed and QR-coded, named "Birth Certificate — Ayşe Yılmaz". Stored
 * now; recorded by recordCertificates in the completion's transaction; the caller removes `keys` not recorded.
 * A translation that cannot go into the PDF (a DOCX with no LibreOffice) stays a file beside it, and the
 * certificate row says why (`separateReason`, shown to the admin).
 */
export async function prepareCertificates({
  db,
  storage,
  orderId,
  issuedAt = new Date(),
  publicUrl = loadConfig().publicUrl,
  dataDir = loadConfig().dataDir,
}: PrepareOptions): Promise<PreparedCertificates> {
  const prepared: PreparedCertificates = { orderId, rows: [], keys: [] };
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || order.status === "completed" || !needsCertificate(order.serviceType)) return prepared;
  const loaded = await loadOrderTranslations(db, order.id);
  const current = [...currentByDocument(loaded.translations).values()];
  if (current.length === 0) return prepared;
  const certified = await db
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
  if (pending.length === 0) return prepared;

  const activeJob = await findActiveJob(db, order.id);
  const translatorIds = [
    ...new Set(
      pending.map((row) => row.translatorId ?? activeJob?.translatorId).filter((id): id is number => id != null),
    ),
  ];
  const [signers, settings, [spellings], types] = await Promise.all([
    loadSigners(db, storage, translatorIds),
    Promise.all(
      (["company_name", "company_address", "company_phone", "company_email"] as const).map((key) =>
        readSetting(db, key),
      ),
    ),
    db
      .select({ names: orderNameSpellings.nameSpellings })
      .from(orderNameSpellings)
      .where(eq(orderNameSpellings.orderId, order.id))
      .orderBy(desc(orderNameSpellings.id))
      .limit(1),
    db
      .select({ documentId: orderItems.documentId, name: documentTypes.name })
      .from(orderItems)
      .innerJoin(documentTypes, eq(documentTypes.id, orderItems.documentType))
      .where(eq(orderItems.orderId, order.id)),
  ]);
  const [name, address, phone, email] = settings;
  const subject = documentSubject(spellings?.names ?? []);
  const notarized = needsNotarization(order.priceLines);

  for (const translation of pending) {
    const document = loaded.documents.find((doc) => doc.id === translation.documentId)!;
    const translatorId = translation.translatorId ?? activeJob?.translatorId;
    const signer = translatorId ? signers.get(translatorId) : undefined;
    if (!translatorId || !signer)
      throw badRequest(english(`No translator is recorded for the translation of document #${document.id}`));
    if (!translation.translatedFileKey)
      throw badRequest(english(`The translation of document #${document.id} has no file`));
    const title = documentTitle(types.find((type) => type.documentId === document.id)?.name ?? OTHER_DOCUMENT, subject);
    const translated = await storage.get(translation.translatedFileKey);
    const translationSha256 = sha256(translated);
    // The row id is taken first: the certificate number printed on every page is made from it. nextval is outside
    // any transaction's rollback, so an id taken here and never recorded is only a gap in the numbers.
    // (node-postgres and PGlite both answer { rows }.)
    const result = (await db.execute(
      sql`select nextval(pg_get_serial_sequence('certificates', 'id'))::int as id`,
    )) as unknown as { rows: { id: number }[] };
    const id = Number(result.rows[0]!.id);
    const number = certificateNumber(id, issuedAt);
    const code = verificationCodeFrom(randomBytes(16));
    const url = verificationUrl(publicUrl, code);
    const content = certificateContent({
      company: { name, address, phone, email },
      certificateNumber: number,
      verificationCode: code,
      verificationUrl: url,
      orderId: order.id,
      documentId: document.id,
      documentName: title,
      translationVersion: translation.version,
      translationSha256,
      direction: order.translationDirection,
      translatorName: signer.name,
      issuedAt,
      notarized,
    });
    const certificatePdf = await renderCertificatePdf(content, { issuedAt, signature: signer.mark });

    const translationPart = await pdfPart(translated, translation.fileType, dataDir);
    const sourcePart = order.includeSourceCopy
      ? await pdfPart(await storage.get(document.s3Key), document.fileType, dataDir)
      : null;
    const combined = "part" in translationPart;
    const { pdf, pageCount } = await assembleCertifiedPdf({
      title,
      certificateNumber: number,
      verificationUrl: url,
      // Without the translation inside, the PDF opens with the certificate (the translation is a file beside it).
      translation: combined ? translationPart.part : null,
      certificate: certificatePdf,
      source: sourcePart && "part" in sourcePart ? sourcePart.part : null,
      createdAt: issuedAt,
    });
    const key = newStorageKey("certificates");
    await storage.put(key, pdf, "application/pdf");
    prepared.keys.push(key);
    prepared.rows.push({
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
      // The officer counts the pages the footers number; a separate DOCX is counted as before.
      pageCount: combined ? pageCount : await countTranslationPages(translated, translation.fileType),
      combined,
      documentTitle: title,
      separateReason: "reason" in translationPart ? translationPart.reason : null,
      createdAt: issuedAt,
    });
  }
  return prepared;
}

/**
 * In the completion's transaction: records the prepared certificates and marks their translations and documents
 * certified. A current translation without a prepared certificate (a new version uploaded meanwhile) refuses with
 * 409 CERTIFICATES_OUT_OF_DATE: nothing is written and the caller prepares again. Returns how many were recorded.
 */
export async function recordCertificates(
  tx: Executor,
  order: typeof orders.$inferSelect,
  prepared: PreparedCertificates | undefined,
): Promise<number> {
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
  const rows = pending.map((translation) =>
    prepared?.orderId === order.id ? prepared.rows.find((row) => row.translationId === translation.id) : undefined,
  );
  if (rows.some((row) => !row)) throw conflict("CERTIFICATES_OUT_OF_DATE");
  // Issued when recorded, after the approval or the admin's step that completes the order (the history's order);
  // the PDF printed a few seconds before carries the same day.
  const issuedAt = new Date();
  for (const row of rows as PreparedCertificate[]) {
    await tx.insert(certificates).values({ ...row, createdAt: issuedAt });
    await tx
      .update(translations)
      .set({ status: "certified", updatedAt: issuedAt })
      .where(eq(translations.id, row.translationId));
    await tx
      .update(documents)
      .set({ status: "certified", updatedAt: issuedAt })
      .where(eq(documents.id, row.documentId));
  }
  return rows.length;
}

/** The prepared keys no certificate row refers to (a refused completion, an order completed meanwhile). */
export async function unusedKeys(db: Executor, prepared: PreparedCertificates): Promise<string[]> {
  if (prepared.keys.length === 0) return [];
  const used = await db
    .select({ key: certificates.storageKey })
    .from(certificates)
    .where(inArray(certificates.storageKey, prepared.keys));
  const kept = new Set(used.map((row) => row.key));
  return prepared.keys.filter((key) => !kept.has(key));
}
