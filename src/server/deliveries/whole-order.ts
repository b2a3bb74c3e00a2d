import JSZip from "jszip";
import { PDFDocument } from "pdf-lib";
import type { Readable } from "node:stream";
import { titleFileName, uniqueFileNames } from "../../shared/deliverable";
import { orderAllows } from "../../shared/order-capabilities";
import type { Viewer } from "../auth/viewer";
import type { Executor } from "../db/client";
import { certificates } from "../db/schema/certificates";
import { translations } from "../db/schema/documents";
import { inArray } from "drizzle-orm";
import { assertFilesKept } from "../files/purge-order-files";
import type { ServedFile } from "../files/record-file-access";
import { notFound } from "../http/app-error";
import { StorageNotFoundError, type FileStorage } from "../storage/file-storage";
import { stampRevokedCertificate } from "../certificates/stamp-revoked-certificate";
import { listDeliverables } from "./list-deliverables";
import { detectTranslatedFileType, recordedFileType } from "./translated-file-type";

type Options = { db: Executor; storage: FileStorage; orderId: number; viewer: Viewer };
type WholeOrderFile = { name: string; bytes: Buffer; pdf: boolean; served: ServedFile };

/** Every file of the customer's listing, read from storage (a revoked certificate stamped), in document order. */
async function loadOrderFiles({ db, storage, orderId, viewer }: Options): Promise<WholeOrderFile[]> {
  const listing = await listDeliverables({ db, orderId, viewer });
  if (!orderAllows(listing, "download_deliverable") || !listing.wholeOrder) throw notFound("FILE_NOT_FOUND");
  await assertFilesKept(db, orderId);
  const certificateIds = listing.files.filter((file) => file.kind === "certificate").map((file) => file.id);
  const translationIds = listing.files.filter((file) => file.kind === "translation").map((file) => file.id);
  const [certificateRows, translationRows] = await Promise.all([
    certificateIds.length
      ? db.select().from(certificates).where(inArray(certificates.id, certificateIds))
      : Promise.resolve([]),
    translationIds.length
      ? db.select().from(translations).where(inArray(translations.id, translationIds))
      : Promise.resolve([]),
  ]);
  const read = (key: string) =>
    storage.get(key).catch((error: unknown) => {
      if (error instanceof StorageNotFoundError) throw notFound("FILE_NOT_FOUND");
      throw error;
    });
  const files: WholeOrderFile[] = [];
  for (const file of listing.files) {
    const served: ServedFile = { orderId, kind: file.kind, fileId: file.id, fileName: file.fileName };
    if (file.kind === "certificate") {
      const row = certificateRows.find((certificate) => certificate.id === file.id)!;
      const stored = await read(row.storageKey);
      const bytes = row.revokedAt ? await stampRevokedCertificate(stored, row.revokedAt) : stored;
      files.push({ name: file.fileName, bytes, pdf: true, served });
    } else {
      const row = translationRows.find((translation) => translation.id === file.id)!;
      const bytes = await read(row.translatedFileKey!);
      const type = recordedFileType(row) ?? detectTranslatedFileType(bytes);
      const name = titleFileName(file.title, type.extension ?? "");
      files.push({ name, bytes, pdf: type.contentType === "application/pdf", served: { ...served, fileName: name } });
    }
  }
  const names = uniqueFileNames(files.map((file) => file.name));
  return files.map((file, index) => ({ ...file, name: names[index]! }));
}

/**
 * GET /api/orders/:id/deliverables/zip (issue 40 item 4): every file of the completed order in one ZIP, streamed as
 * it is compressed. Named "Order 42 — certified translations.zip".
 */
export async function orderZip(options: Options) {
  const files = await loadOrderFiles(options);
  const zip = new JSZip();
  for (const file of files) zip.file(file.name, file.bytes, { date: new Date(0), binary: true });
  const stream = zip.generateNodeStream({
    type: "nodebuffer",
    streamFiles: true,
    compression: "DEFLATE",
    compressionOptions: { level: 6 },
  }) as unknown as Readable;
  const fileName = titleFileName(`Order ${options.orderId} — certified translations`, ".zip");
  return {
    file: { stream, contentType: "application/zip", fileName },
    served: files.map((file) => file.served),
  };
}

/**
 * GET /api/orders/:id/deliverables/merged.pdf: one PDF "for USCIS", every document's certified PDF in order (each
 * keeps its own footers and page numbers). A translation that is no PDF (a DOCX) cannot be merged: it is left out
 * and stays in the ZIP.
 */
export async function orderMergedPdf(options: Options) {
  const files = (await loadOrderFiles(options)).filter((file) => file.pdf);
  const merged = await PDFDocument.create();
  merged.setTitle(`Order ${options.orderId} — certified translations`);
  for (const file of files) {
    const part = await PDFDocument.load(file.bytes, { ignoreEncryption: true, updateMetadata: false });
    for (const page of await merged.copyPages(part, part.getPageIndices())) merged.addPage(page);
  }
  const fileName = titleFileName(`Order ${options.orderId} — for USCIS`, ".pdf");
  return {
    file: { bytes: Buffer.from(await merged.save()), contentType: "application/pdf", fileName },
    served: files.map((file) => file.served),
  };
}
