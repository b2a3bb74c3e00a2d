import { describe, expect, it } from "vitest";
import { fillTestimonials, TESTIMONIALS } from "./testimonials";

describe("fillTestimonials", () => {
  it("shows eight cards", () => {
    expect(fillTestimonials(TESTIMONIALS)).toHaveLength(8);
  });

  it("repeats a shorter list to fill eight", () => {
    const filled = fillTestimonials(TESTIMONIALS.slice(0, 3));
    expect(filled.map((t) => t.author.avatar)).toEqual(["ED", "MG", "ZA", "ED", "MG", "ZA", "ED", "MG"]);
  });

  it("is empty for an empty list", () => {
    expect(fillTestimonials([])).toEqual([]);
  });
});
