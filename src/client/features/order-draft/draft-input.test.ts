import { describe, expect, it } from "vitest";
import type { DraftFileDto, OrderDraftDto } from "@shared/schemas/order-draft";
import {
  draftBlockers,
  draftStateOf,
  EMPTY_DRAFT,
  nextFilelessItem,
  saveInputOf,
  withServerFiles,
  type DraftState,
} from "./draft-input";

function file(id: number, changes: Partial<DraftFileDto> = {}): DraftFileDto {
  return {
    id,
    name: `file-${id}.pdf`,
    fileType: "application/pdf",
    fileSize: 1000,
    status: "counted",
    wordCount: 300,
    wordCountSource: "text",
    error: null,
    errorCode: null,
    ...changes,
  };
}

function draft(changes: Partial<OrderDraftDto> = {}): OrderDraftDto {
  return {
    serviceType: "certified",
    translationDirection: "tr-en",
    isRush: false,
    isPhysicalDelivery: false,
    shippingAddress: null,
    items: [],
    files: [],
    price: null,
    expiresAt: "2026-12-01T00:00:00.000Z",
    orderId: null,
    ...changes,
  };
}

const item = (fileId: number | null, wordCount: number | null = null) => ({
  documentType: "other" as const,
  wordCount,
  notarization: false,
  extraCopies: 0,
  fileId,
});

describe("draftStateOf and saveInputOf", () => {
  it("never sends a file's count back as typed words, and keeps typed words of a document without a file", () => {
    const state = draftStateOf(
      draft({
        items: [
          { ...item(7), wordCount: 1240 },
          { ...item(null), wordCount: 500 },
        ],
        files: [file(7, { wordCount: 1240 })],
      }),
    );
    expect(state.items.map((entry) => [entry.fileId, entry.wordCount])).toEqual([
      [7, null],
      [null, 500],
    ]);
    expect(saveInputOf(state).items.map((entry) => [entry.fileId, entry.wordCount])).toEqual([
      [7, null],
      [null, 500],
    ]);
  });

  it("drops the address without physical delivery, flat types' words, and keeps copies within 0-10", () => {
    const state: DraftState = {
      ...EMPTY_DRAFT,
      shippingAddress: { fullName: "A", line1: "1 Main St", city: "NYC", state: "NY", postalCode: "10001" },
      items: [{ ...item(null, 300), documentType: "diploma", extraCopies: 14 }],
    };
    const input = saveInputOf(state);
    expect(input.shippingAddress).toBeNull();
    expect(input.items[0]).toMatchObject({ wordCount: null, extraCopies: 10 });
  });
});

describe("withServerFiles", () => {
  it("binds an uploaded file to the edited document it was sent for and appends the others", () => {
    const edit: DraftState = { ...EMPTY_DRAFT, serviceType: "premium", items: [item(null, 500)] };
    const answer = draft({ items: [item(3), item(4)], files: [file(3), file(4)] });
    const merged = withServerFiles(edit, answer);
    expect(merged.serviceType).toBe("premium");
    expect(merged.items.map((entry) => entry.fileId)).toEqual([3, 4]);
    expect(merged.items[0]!.wordCount).toBeNull();
  });

  it("forgets a file the server no longer has", () => {
    const edit: DraftState = { ...EMPTY_DRAFT, items: [item(9), item(null, 200)] };
    expect(withServerFiles(edit, draft()).items.map((entry) => entry.fileId)).toEqual([null, null]);
  });
});

describe("nextFilelessItem", () => {
  it("gives the first document without a file that no other upload waits for", () => {
    const state: DraftState = { ...EMPTY_DRAFT, items: [item(1), item(null, 10), item(null, 20)] };
    expect(nextFilelessItem(state, new Set())).toBe(1);
    expect(nextFilelessItem(state, new Set([1]))).toBe(2);
    expect(nextFilelessItem(state, new Set([1, 2]))).toBeNull();
  });
});

describe("draftBlockers", () => {
  it("says what stands between the draft and the order, in the page's order", () => {
    const state: DraftState = {
      ...EMPTY_DRAFT,
      isPhysicalDelivery: true,
      items: [item(1), item(2), { ...item(null, 300), extraCopies: 1 }],
    };
    const server = draft({ files: [file(1, { status: "reading", wordCount: null }), file(2, { status: "failed" })] });
    expect(draftBlockers(state, server, false, false)).toEqual([
      { kind: "reading", count: 1 },
      { kind: "failed", name: "file-2.pdf" },
      { kind: "needsFile", n: 3 },
      { kind: "address" },
    ]);
    expect(draftBlockers({ ...state, isPhysicalDelivery: false }, server, true, false)).toContainEqual({
      kind: "copiesNeedDelivery",
      n: 3,
    });
  });

  it("asks for documents on an empty draft, and nothing once every file is counted", () => {
    expect(draftBlockers(EMPTY_DRAFT, null, false, false)).toEqual([{ kind: "noDocuments" }]);
    const state: DraftState = { ...EMPTY_DRAFT, items: [item(1)] };
    expect(draftBlockers(state, draft({ files: [file(1)] }), false, false)).toEqual([]);
  });
});
