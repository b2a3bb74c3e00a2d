// Drafts kept in the browser until the server has them (issue 39 item 2, "nothing lost"): every keystroke is
// written here at once, the autosave PUT follows a second later, and the entry goes when the server answers.

export type StoredDraft = { target: string; revision: number; savedAt: number };

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const keyOf = (segmentId: number) => `bt-workbench-draft:${segmentId}`;

export function writeDraft(storage: StorageLike, segmentId: number, draft: Omit<StoredDraft, "savedAt">): void {
  try {
    storage.setItem(keyOf(segmentId), JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // A full or disabled storage: the autosave still runs, only the crash copy is missing.
  }
}

export function readDraft(storage: StorageLike, segmentId: number): StoredDraft | null {
  try {
    const value = JSON.parse(storage.getItem(keyOf(segmentId)) ?? "null") as Partial<StoredDraft> | null;
    if (!value || typeof value.target !== "string" || typeof value.revision !== "number") return null;
    return { target: value.target, revision: value.revision, savedAt: Number(value.savedAt) || 0 };
  } catch {
    return null;
  }
}

/** Forgets the draft once the server holds `target` (a newer keystroke meanwhile keeps its own copy). */
export function clearDraft(storage: StorageLike, segmentId: number, savedTarget?: string): void {
  if (savedTarget !== undefined && readDraft(storage, segmentId)?.target !== savedTarget) return;
  storage.removeItem(keyOf(segmentId));
}

export type DraftOutcome =
  | { kind: "none" }
  /** The server still has the revision the draft started from: the draft is simply unsaved work. */
  | { kind: "resume"; target: string; revision: number }
  /** The server moved on since (another tab saved): both versions must be shown. */
  | { kind: "conflict"; target: string; revision: number };

/** What a stored draft means against the segment as the server has it now. */
export function draftOutcome(draft: StoredDraft | null, segment: { target: string; revision: number }): DraftOutcome {
  if (!draft || draft.target === segment.target) return { kind: "none" };
  if (draft.revision >= segment.revision) return { kind: "resume", target: draft.target, revision: segment.revision };
  return { kind: "conflict", target: draft.target, revision: draft.revision };
}
