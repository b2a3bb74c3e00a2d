import { describe, expect, it } from "vitest";
import { reducer } from "./use-toast";

describe("toast reducer", () => {
  it("keeps one toast: a new one replaces the one on screen (spec 4 and 9)", () => {
    const first = reducer({ toasts: [] }, { type: "ADD_TOAST", toast: { id: "1", title: "Saved", open: true } });
    const second = reducer(first, { type: "ADD_TOAST", toast: { id: "2", title: "Error", open: true } });
    expect(second.toasts.map((shown) => shown.id)).toEqual(["2"]);
  });
});
