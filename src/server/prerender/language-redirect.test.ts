import { describe, expect, it } from "vitest";
import { languageRedirect, preferredLanguage } from "./language-redirect";

describe("preferredLanguage", () => {
  it("picks the supported language with the highest weight", () => {
    expect(preferredLanguage("tr-TR,tr;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("tr");
    expect(preferredLanguage("en-US,en;q=0.9,tr;q=0.8")).toBe("en");
    expect(preferredLanguage("de-DE,de;q=0.9,tr;q=0.5")).toBe("tr");
    expect(preferredLanguage("fr;q=1, tr;q=0")).toBeNull();
    expect(preferredLanguage(undefined)).toBeNull();
    expect(preferredLanguage("*")).toBeNull();
  });
});

describe("languageRedirect", () => {
  it("sends a Turkish-speaking first visit to the Turkish page", () => {
    expect(languageRedirect("/", undefined, "tr-TR,tr;q=0.9")).toBe("/tr");
    expect(languageRedirect("/pricing", undefined, "tr")).toBe("/tr/pricing");
    expect(languageRedirect("/blog/certified-vs-notarized-translation/", undefined, "tr")).toBe(
      "/tr/blog/certified-vs-notarized-translation",
    );
  });

  it("follows the lang cookie over the browser's languages", () => {
    expect(languageRedirect("/faq", "tr", "en-US")).toBe("/tr/faq");
    expect(languageRedirect("/faq", "en", "tr-TR")).toBeNull();
  });

  it("serves crawlers, English browsers, Turkish URLs and other pages as asked", () => {
    expect(languageRedirect("/", undefined, undefined)).toBeNull();
    expect(languageRedirect("/", undefined, "en-US,en;q=0.9")).toBeNull();
    expect(languageRedirect("/tr/pricing", "en", "en-US")).toBeNull();
    expect(languageRedirect("/dashboard", "tr", "tr")).toBeNull();
    expect(languageRedirect("/coming-soon", undefined, "tr")).toBeNull();
  });
});
