import { describe, expect, it } from "vitest";
import { clearDraft, draftOutcome, readDraft, writeDraft } from "./draft-store";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe("drafts kept until the server confirms", () => {
  it("keeps a typed draft and forgets it only once the server holds that very text", () => {
    const storage = memoryStorage();
    writeDraft(storage, 7, { target: "Father's Na", revision: 2 });
    writeDraft(storage, 7, { target: "Father's Name", revision: 2 });
    clearDraft(storage, 7, "Father's Na");
    expect(readDraft(storage, 7)).toMatchObject({ target: "Father's Name", revision: 2 });
    clearDraft(storage, 7, "Father's Name");
    expect(readDraft(storage, 7)).toBeNull();
  });

  it("resumes a draft the server never got, and shows a conflict when another tab saved since", () => {
    const draft = { target: "Mother's Name", revision: 3, savedAt: 1 };
    expect(draftOutcome(draft, { target: "", revision: 3 })).toEqual({
      kind: "resume",
      target: "Mother's Name",
      revision: 3,
    });
    expect(draftOutcome(draft, { target: "Mother's name", revision: 4 })).toEqual({
      kind: "conflict",
      target: "Mother's Name",
      revision: 3,
    });
    expect(draftOutcome(draft, { target: "Mother's Name", revision: 4 })).toEqual({ kind: "none" });
    expect(draftOutcome(null, { target: "", revision: 0 })).toEqual({ kind: "none" });
  });

  it("ignores a damaged entry", () => {
    const storage = memoryStorage();
    storage.setItem("bt-workbench-draft:9", "{not json");
    expect(readDraft(storage, 9)).toBeNull();
  });
});
