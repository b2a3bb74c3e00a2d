import { describe, expect, it } from "vitest";
import { requestLanguage, withHtmlLanguage } from "./html-language";

describe("requestLanguage", () => {
  it("follows the visitor's choice first, then the browser", () => {
    expect(requestLanguage({ lang: "en" }, "tr-TR,tr;q=0.9")).toBe("en");
    expect(requestLanguage({ lang: "tr" }, "en-US")).toBe("tr");
    expect(requestLanguage({}, "tr-TR,tr;q=0.9,en;q=0.8")).toBe("tr");
    expect(requestLanguage({ lang: "de" }, "de-DE")).toBe("en");
    expect(requestLanguage({}, undefined)).toBe("en");
  });

  it("sets the page's html lang", () => {
    expect(withHtmlLanguage('<!doctype html><html lang="en"><head>', "tr")).toBe(
      '<!doctype html><html lang="tr"><head>',
    );
    expect(withHtmlLanguage("<!doctype html><html><head>", "tr")).toBe('<!doctype html><html lang="tr"><head>');
  });
});
