import type { Executor } from "../db/client";
import { badRequest } from "../http/app-error";
import { writeXliff, type XliffVersion } from "./xliff-format";
import { directionLanguages, loadXliffDocument } from "./xliff-document";

type Options = { db: Executor; userId: number; jobId: number; documentId: number; version: XliffVersion };

/** One document's segments as an XLIFF file named after the document (no writes: a GET). */
export async function exportDocumentXliff({ db, userId, jobId, documentId, version }: Options) {
  const { order, document, segments } = await loadXliffDocument({ db, userId, jobId, documentId });
  if (segments.length === 0) throw badRequest("XLIFF_NO_SEGMENTS");
  const [sourceLanguage, targetLanguage] = directionLanguages(order.translationDirection);
  const xml = await writeXliff({
    version,
    fileId: `document-${document.id}`,
    sourceLanguage,
    targetLanguage,
    segments,
  });
  const stem = document.originalFilename.replace(/\.[^.]+$/, "") || `document-${document.id}`;
  return { fileName: `${stem}.${version === "2.0" ? "xlf" : "xliff12.xlf"}`, bytes: Buffer.from(xml, "utf8") };
}
