import type { UploadDocumentResponse } from "@shared/schemas/documents";
import { ApiError, apiErrorFromAnswer } from "@/lib/api";

/**
 * POST /api/documents with one file, reporting upload progress (0..1). XMLHttpRequest rather than fetch:
 * fetch has no upload progress. The session cookie goes along; errors become ApiError like apiRequest's.
 */
export async function uploadDocumentRequest(
  orderId: number,
  file: File,
  onProgress: (fraction: number) => void,
  /** The order item (document line) the file is attached to. */
  itemId?: number,
): Promise<UploadDocumentResponse> {
  // While two of the customer's documents are being read the server answers 429 with Retry-After (docs/decisions/012-document-analysis-pool.md);
  // the file simply waits its turn (a few times) instead of failing.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await sendOnce(orderId, file, onProgress, itemId);
    } catch (error) {
      const wait = error instanceof ApiError && error.status === 429 ? retryAfterSeconds(error) : null;
      if (wait === null || attempt >= MAX_BUSY_RETRIES) throw error;
      onProgress(0);
      await new Promise((resume) => setTimeout(resume, wait * 1000));
    }
  }
}

const MAX_BUSY_RETRIES = 4;

function retryAfterSeconds(error: ApiError): number | null {
  const seconds = Number((error.body as { retryAfter?: unknown } | undefined)?.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 && seconds <= 60 ? seconds : null;
}

function sendOnce(
  orderId: number,
  file: File,
  onProgress: (fraction: number) => void,
  itemId?: number,
): Promise<UploadDocumentResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/documents");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        try {
          resolve(JSON.parse(text) as UploadDocumentResponse);
        } catch {
          reject(new Error("Unexpected answer from the server"));
        }
        return;
      }
      reject(apiErrorFromAnswer(xhr.status, xhr.statusText, text));
    };
    xhr.onerror = () => reject(new Error("Network error"));
    xhr.onabort = () => reject(new Error("Upload cancelled"));
    const form = new FormData();
    form.append("orderId", String(orderId)); // before the file: the server reads the fields first
    if (itemId !== undefined) form.append("itemId", String(itemId));
    form.append("file", file);
    xhr.send(form);
  });
}
