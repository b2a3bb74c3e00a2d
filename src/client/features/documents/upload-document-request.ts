import type { UploadDocumentResponse } from "@shared/schemas/documents";
import { uploadWithProgress } from "@/lib/upload-with-progress";

/** POST /api/documents with one file, reporting upload progress (0..1); a 429 waits its Retry-After, up to 4 tries. */
export function uploadDocumentRequest(
  orderId: number,
  file: File,
  onProgress: (fraction: number) => void,
  /** The order item (document line) the file is attached to. */
  itemId?: number,
): Promise<UploadDocumentResponse> {
  return uploadWithProgress<UploadDocumentResponse>("/api/documents", file, onProgress, {
    fields: { orderId: String(orderId), itemId: itemId === undefined ? undefined : String(itemId) },
    maxAttempts: 4,
  });
}
