// Runs in a worker thread of the analysis pool (analysis-pool.ts): PDF/DOCX reading and OCR never block the
// event loop that answers other customers' requests (docs/decisions/012-document-analysis-pool.md).
import type { OrderDocumentExtension } from "../../shared/file-types";
import { MAX_DOCUMENT_WORDS } from "../../shared/schemas/documents";
import { AppError, badRequest } from "../http/app-error";
import { countDocumentWords } from "./count-document-words";
import type { WordCount } from "./word-count";
import { LayoutUnreadable, UNREADABLE_LAYOUT_MESSAGES, type DocumentLayout } from "./document-layout";
import { readLayout } from "./read-layout";
import { readDocumentText } from "./read-document-text";

export type AnalysisTask = { extension: OrderDocumentExtension; bytes: Uint8Array };
/** A thrown AppError cannot cross the thread boundary as itself: a refusal travels as data. */
export type AnalysisResult = { ok: true; count: WordCount } | { ok: false; statusCode: number; message: string };

export default async function analyseDocument({ extension, bytes }: AnalysisTask): Promise<AnalysisResult> {
  try {
    const count = await countDocumentWords(extension, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    // A document is priced for at most as many words as a quote (docs/ordering.md, "Word limits").
    if (count.wordCount > MAX_DOCUMENT_WORDS) throw badRequest("DOCUMENT_TOO_MANY_WORDS");
    return { ok: true, count };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, statusCode: error.statusCode, message: error.message };
    throw error;
  }
}

export type LayoutTask = { extension: OrderDocumentExtension; bytes: Uint8Array };
/** A document's lines for the workbench, or why they cannot be read (in the translator's words). */
export type LayoutResult = { ok: true; layout: DocumentLayout } | { ok: false; message: string };

/** The workbench's reading of a document (pool.run with name "readLayoutTask"): its lines and scanned page images. */
export async function readLayoutTask({ extension, bytes }: LayoutTask): Promise<LayoutResult> {
  try {
    return {
      ok: true,
      layout: await readLayout(extension, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    };
  } catch (error) {
    if (error instanceof LayoutUnreadable) return { ok: false, message: error.message };
    if (error instanceof AppError) return { ok: false, message: UNREADABLE_LAYOUT_MESSAGES.unreadable };
    throw error;
  }
}

export type TextTask = { fileName: string; bytes: Uint8Array };

/** The text the translation checks compare (pool.run with name "readTextTask"); null when there is none. */
export async function readTextTask({ fileName, bytes }: TextTask): Promise<string | null> {
  return readDocumentText(fileName, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
