import type { DocumentDto } from "../../shared/schemas/documents";
import type { documents } from "../db/schema/documents";

export type DocumentRow = typeof documents.$inferSelect;

/** The document as the API answers it; the storage key stays on the server. */
export function toDocumentDto(document: DocumentRow): DocumentDto {
  return {
    id: document.id,
    orderId: document.orderId,
    originalFilename: document.originalFilename,
    fileType: document.fileType,
    fileSize: document.fileSize,
    wordCount: document.wordCount,
    wordCountSource: document.wordCountSource,
    wordCountEstimated: document.wordCountSource === "estimated",
    wordCountReview: document.wordCountReview,
    status: document.status,
    analysisStatus: document.analysisStatus,
    analysisError: document.analysisError,
    createdAt: document.createdAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
  };
}
