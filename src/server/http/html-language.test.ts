import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import tr from "../../shared/i18n/catalogs/tr";
import { localizedShell, requestLanguage, withHtmlLanguage } from "./html-language";

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

describe("localizedShell", () => {
  it("serves the real index.html in Turkish: lang, title and description", () => {
    const index = fs.readFileSync(path.join(__dirname, "../../client/index.html"), "utf8");
    const turkish = localizedShell(index, "tr");
    expect(turkish).toContain('<html lang="tr">');
    expect(turkish).toContain(`<title>${tr.pages.home.title}</title>`);
    expect(turkish).toContain(`<meta name="description" content="${tr.pages.home.description}" />`);
    expect(turkish).not.toContain("Professional Turkish-English translation services");
    expect(localizedShell(index, "tr", true)).toContain("<title>Sayfa bulunamadı | Bosphorus Translate</title>");
  });
});
