import { describe, expect, it } from "vitest";
import { localizedPath, prerenderedPage, splitLanguagePath, switchedLanguagePath } from "./public-pages";

describe("public page paths", () => {
  it("puts Turkish pages under /tr", () => {
    expect(localizedPath("/", "tr")).toBe("/tr");
    expect(localizedPath("/faq", "tr")).toBe("/tr/faq");
    expect(localizedPath("/faq", "en")).toBe("/faq");
    expect(splitLanguagePath("/tr/faq")).toEqual({ language: "tr", path: "/faq" });
    expect(splitLanguagePath("/tr")).toEqual({ language: "tr", path: "/" });
    expect(splitLanguagePath("/trade")).toEqual({ language: "en", path: "/trade" });
  });

  it("knows which paths are prerendered", () => {
    expect(prerenderedPage("/tr/blog/certified-vs-notarized-translation/")).toEqual({
      language: "tr",
      path: "/blog/certified-vs-notarized-translation",
    });
    expect(prerenderedPage("/dashboard")).toBeNull();
    expect(prerenderedPage("/blog/unknown")).toBeNull();
    expect(prerenderedPage("/coming-soon")).toBeNull();
  });

  it("sends the language switch to the other language's URL where the URL carries the language", () => {
    expect(switchedLanguagePath("/pricing", "tr")).toBe("/tr/pricing");
    expect(switchedLanguagePath("/tr", "en")).toBe("/");
    expect(switchedLanguagePath("/tr/auth", "en")).toBe("/auth");
    expect(switchedLanguagePath("/pricing", "en")).toBeNull();
    expect(switchedLanguagePath("/dashboard", "tr")).toBeNull();
    // The order page is not prerendered, but has a Turkish URL (the draft is on the server: nothing is lost).
    expect(switchedLanguagePath("/order", "tr")).toBe("/tr/order");
    expect(switchedLanguagePath("/tr/order", "en")).toBe("/order");
  });
});
