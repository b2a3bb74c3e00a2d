import type {
  DraftOrderCreated,
  OrderDraftAnswer,
  OrderDraftDto,
  SaveOrderDraftInput,
} from "@shared/schemas/order-draft";
import { apiRequest } from "@/lib/api";
import { uploadWithProgress } from "@/lib/upload-with-progress";

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
 * POST /api/order-draft/files with one file, reporting upload progress (0..1), as the order upload does. While too
 * many files are read at once the server answers 429 with Retry-After: the file waits its turn, up to 5 tries.
 */
export function uploadDraftFile(
  file: File,
  target: DraftFileTarget,
  onProgress: (fraction: number) => void,
): Promise<OrderDraftDto> {
  return uploadWithProgress<OrderDraftDto>("/api/order-draft/files", file, onProgress, {
    fields: {
      documentType: target.documentType || undefined,
      itemIndex: target.itemIndex === undefined ? undefined : String(target.itemIndex),
    },
    maxAttempts: 5,
    defaultRetryAfterSeconds: 3,
  });
}

/** The newest file of an answer (the one an upload just added): files come oldest first, ids grow. */
export function newestFile(draft: OrderDraftDto) {
  return draft.files.reduce<OrderDraftDto["files"][number] | undefined>(
    (newest, file) => (!newest || file.id > newest.id ? file : newest),
    undefined,
  );
}
