import { describe, expect, it } from "vitest";
import { isLanguage, pickLanguage } from "./languages";

describe("pickLanguage", () => {
  it("follows the browser's most preferred supported language", () => {
    expect(pickLanguage("tr-TR,tr;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("tr");
    expect(pickLanguage("en-US,en;q=0.9,tr;q=0.8")).toBe("en");
    expect(pickLanguage("de-DE,de;q=0.9,tr;q=0.5")).toBe("tr");
    expect(pickLanguage("en;q=0.4, tr;q=0.6")).toBe("tr");
  });

  it("answers null when no supported language is asked for", () => {
    expect(pickLanguage(undefined)).toBeNull();
    expect(pickLanguage("")).toBeNull();
    expect(pickLanguage("de-DE,fr;q=0.5")).toBeNull();
    expect(pickLanguage("tr;q=0")).toBeNull();
  });

  it("knows only en and tr", () => {
    expect(isLanguage("tr")).toBe(true);
    expect(isLanguage("TR")).toBe(false);
    expect(isLanguage("de")).toBe(false);
  });
});
