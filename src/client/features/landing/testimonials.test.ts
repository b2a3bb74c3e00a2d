import { describe, expect, it } from "vitest";
import { fillTestimonials, initialsOf } from "./testimonials";

describe("fillTestimonials", () => {
  it("repeats a shorter list to fill eight", () => {
    expect(fillTestimonials(["a", "b", "c"])).toEqual(["a", "b", "c", "a", "b", "c", "a", "b"]);
  });

  it("is empty for an empty list: no invented cards", () => {
    expect(fillTestimonials([])).toEqual([]);
  });
});

describe("initialsOf", () => {
  it("takes the first name's and the initial's letters", () => {
    expect(initialsOf({ authorName: "Ayşe Y." })).toBe("AY");
    expect(initialsOf({ authorName: "İpek" })).toBe("İ");
  });
});
