import type {
  DraftOrderCreated,
  OrderDraftAnswer,
  OrderDraftDto,
  SaveOrderDraftInput,
} from "@shared/schemas/order-draft";
import { ApiError, apiErrorFromAnswer, apiRequest } from "@/lib/api";

// The order draft's API (docs/ordering.md, "Files first: the /order page"). Types only from the shared schemas:
// the landing calculator loads this module when a file is picked or Get Started is pressed, without zod.

/** The query key of GET /api/order-draft (this browser's draft, or the signed-in account's). */
export const ORDER_DRAFT_KEY = ["/api/order-draft"] as const;

export async function fetchOrderDraft(): Promise<OrderDraftDto | null> {
  const answer = (await (await apiRequest("GET", "/api/order-draft")).json()) as OrderDraftAnswer;
  return answer.draft;
}

/** PUT /api/order-draft: the options and documents as they are now; creates the draft (and its cookie) when none. */
export async function saveOrderDraft(input: SaveOrderDraftInput): Promise<OrderDraftDto> {
  return (await (await apiRequest("PUT", "/api/order-draft", input)).json()) as OrderDraftDto;
}

export async function deleteDraftFile(fileId: number): Promise<OrderDraftDto> {
  return (await (await apiRequest("DELETE", `/api/order-draft/files/${fileId}`)).json()) as OrderDraftDto;
}

/** POST /api/order-draft/order: the pending order made of the draft, priced as draft.price. */
export async function createOrderFromDraft(): Promise<DraftOrderCreated> {
  return (await (await apiRequest("POST", "/api/order-draft/order")).json()) as DraftOrderCreated;
}

export type DraftFileTarget = { documentType?: string; itemIndex?: number };

/**
 * POST /api/order-draft/files with one file, reporting upload progress (0..1): XMLHttpRequest, as fetch has no
 * upload progress (the same as the order upload, features/documents/upload-document-request.ts). While too many
 * files are read at once the server answers 429 with Retry-After: the file waits its turn a few times.
 */
export async function uploadDraftFile(
  file: File,
  target: DraftFileTarget,
  onProgress: (fraction: number) => void,
): Promise<OrderDraftDto> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await sendOnce(file, target, onProgress);
    } catch (error) {
      const wait = error instanceof ApiError && error.status === 429 ? retryAfterSeconds(error) : null;
      if (wait === null || attempt >= MAX_BUSY_RETRIES) throw error;
      onProgress(0);
      await new Promise((resume) => setTimeout(resume, wait * 1000));
    }
  }
}

const MAX_BUSY_RETRIES = 5;

function retryAfterSeconds(error: ApiError): number | null {
  const seconds = Number((error.body as { retryAfter?: unknown } | undefined)?.retryAfter ?? 3);
  return Number.isFinite(seconds) && seconds > 0 && seconds <= 60 ? seconds : null;
}

function sendOnce(file: File, target: DraftFileTarget, onProgress: (fraction: number) => void): Promise<OrderDraftDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/order-draft/files");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        try {
          resolve(JSON.parse(text) as OrderDraftDto);
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
    // The fields before the file: the server reads them first.
    if (target.documentType) form.append("documentType", target.documentType);
    if (target.itemIndex !== undefined) form.append("itemIndex", String(target.itemIndex));
    form.append("file", file);
    xhr.send(form);
  });
}

/** The newest file of an answer (the one an upload just added): files come oldest first, ids grow. */
export function newestFile(draft: OrderDraftDto) {
  return draft.files.reduce<OrderDraftDto["files"][number] | undefined>(
    (newest, file) => (!newest || file.id > newest.id ? file : newest),
    undefined,
  );
}
