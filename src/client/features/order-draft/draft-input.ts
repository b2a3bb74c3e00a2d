import { isPricedByWord, type DocumentTypeId } from "@shared/catalog";
import type { ServiceType, TranslationDirection } from "@shared/enums";
import { PRICE_MESSAGES } from "@shared/price-order";
import { QUOTE_DEFAULTS } from "@shared/pricing";
import type { OrderDraftDto } from "@shared/schemas/order-draft";
import type { ShippingAddressDto } from "@shared/schemas/orders";
import { MAX_EXTRA_COPIES } from "@shared/schemas/quote";

// The /order page's view of the draft as PUT /api/order-draft takes it, and the pure rules around it: what a
// new file is bound to, how an answer's files join edits not saved yet, and what still stands between the
// visitor and the order. Unit tested beside (draft-input.test.ts).

export type DraftItemState = {
  documentType: DocumentTypeId;
  /** The typed words (a calculator document without its file yet); a file's count replaces it on the server. */
  wordCount: number | null;
  notarization: boolean;
  extraCopies: number;
  fileId: number | null;
};

export type DraftState = {
  serviceType: ServiceType;
  translationDirection: TranslationDirection;
  isRush: boolean;
  isPhysicalDelivery: boolean;
  /** Only a complete, valid address is saved (the form keeps what is being typed). */
  shippingAddress: ShippingAddressDto | null;
  items: DraftItemState[];
};

export const EMPTY_DRAFT: DraftState = {
  serviceType: QUOTE_DEFAULTS.serviceType,
  translationDirection: QUOTE_DEFAULTS.translationDirection,
  isRush: QUOTE_DEFAULTS.isRush,
  isPhysicalDelivery: QUOTE_DEFAULTS.isPhysicalDelivery,
  shippingAddress: null,
  items: [],
};

/** The draft's options and documents as the page edits them. */
export function draftStateOf(draft: OrderDraftDto | null): DraftState {
  if (!draft) return EMPTY_DRAFT;
  return {
    serviceType: draft.serviceType,
    translationDirection: draft.translationDirection,
    isRush: draft.isRush,
    isPhysicalDelivery: draft.isPhysicalDelivery,
    shippingAddress: draft.shippingAddress,
    items: draft.items.map((item) => ({
      documentType: item.documentType,
      // An item with a file is counted by the server: the words it answers are the file's, never sent back.
      wordCount: item.fileId === null ? item.wordCount : null,
      notarization: item.notarization,
      extraCopies: item.extraCopies,
      fileId: item.fileId,
    })),
  };
}

/** The body of PUT /api/order-draft (extra copies kept within 0-10, which the schema checks). */
export function saveInputOf(state: DraftState) {
  return {
    serviceType: state.serviceType,
    translationDirection: state.translationDirection,
    isRush: state.isRush,
    isPhysicalDelivery: state.isPhysicalDelivery,
    shippingAddress: state.isPhysicalDelivery ? state.shippingAddress : null,
    items: state.items.map((item) => ({
      documentType: item.documentType,
      wordCount: item.fileId === null && isPricedByWord(item.documentType) ? item.wordCount : null,
      notarization: item.notarization,
      extraCopies: Math.min(MAX_EXTRA_COPIES, Math.max(0, Math.trunc(item.extraCopies) || 0)),
      fileId: item.fileId,
    })),
  };
}

/**
 * An upload's answer joined with edits not saved yet: the answer's files stay where the server bound them (an item
 * the edit still has without a file takes it), and a file the edit does not know of is appended as the server did.
 */
export function withServerFiles(edit: DraftState, answer: OrderDraftDto): DraftState {
  const known = new Set(answer.files.map((file) => file.id));
  const items = edit.items.map((item) =>
    item.fileId !== null && !known.has(item.fileId) ? { ...item, fileId: null } : item,
  );
  const referenced = new Set(items.map((item) => item.fileId).filter((id): id is number => id !== null));
  answer.items.forEach((served, index) => {
    if (served.fileId === null || referenced.has(served.fileId)) return;
    const local = items[index];
    if (local && local.fileId === null) items[index] = { ...local, fileId: served.fileId, wordCount: null };
    else
      items.push({
        documentType: served.documentType,
        wordCount: null,
        notarization: served.notarization,
        extraCopies: served.extraCopies,
        fileId: served.fileId,
      });
    referenced.add(served.fileId);
  });
  return { ...edit, items };
}

/** Where a file added to the page goes: the first document still without its file (and not waiting for one). */
export function nextFilelessItem(state: DraftState, taken: ReadonlySet<number>): number | null {
  const index = state.items.findIndex((item, position) => item.fileId === null && !taken.has(position));
  return index < 0 ? null : index;
}

/** What still stands between the draft and the order, in the page's order; each a key of the draftOrder catalog. */
export type Blocker =
  | { kind: "noDocuments" }
  | { kind: "uploading" }
  | { kind: "reading"; count: number }
  | { kind: "failed"; name: string }
  | { kind: "needsFile"; n: number }
  | { kind: "copiesNeedDelivery"; n: number }
  | { kind: "address" };

export function draftBlockers(
  state: DraftState,
  draft: OrderDraftDto | null,
  uploading: boolean,
  addressComplete: boolean,
): Blocker[] {
  const blockers: Blocker[] = [];
  const files = new Map((draft?.files ?? []).map((file) => [file.id, file]));
  if (state.items.length === 0 && !uploading) blockers.push({ kind: "noDocuments" });
  if (uploading) blockers.push({ kind: "uploading" });
  const reading = (draft?.files ?? []).filter((file) => file.status === "reading").length;
  if (reading > 0) blockers.push({ kind: "reading", count: reading });
  for (const file of draft?.files ?? [])
    if (file.status === "failed") blockers.push({ kind: "failed", name: file.name });
  state.items.forEach((item, index) => {
    if (item.fileId === null || !files.has(item.fileId)) blockers.push({ kind: "needsFile", n: index + 1 });
    if (item.extraCopies > 0 && !state.isPhysicalDelivery) blockers.push({ kind: "copiesNeedDelivery", n: index + 1 });
  });
  if (state.isPhysicalDelivery && !addressComplete) blockers.push({ kind: "address" });
  return blockers;
}

/** The shared rule's message for copies without physical delivery (the server's, translated by its text). */
export const COPIES_NEED_DELIVERY = PRICE_MESSAGES.copiesNeedDelivery;
