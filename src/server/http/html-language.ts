import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  isLanguage,
  pickLanguage,
  type Language,
} from "../../shared/i18n/languages";
import en from "../../shared/i18n/catalogs/en";
import tr from "../../shared/i18n/catalogs/tr";

/**
 * The language of a page served to this request (docs/decisions/014-i18n.md): the visitor's choice in the `lang` cookie, else
 * the browser's Accept-Language on a first visit, else English.
 */
export function requestLanguage(
  cookies: Record<string, string | undefined>,
  acceptLanguage: string | undefined,
): Language {
  const chosen = cookies[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : (pickLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE);
}

/** The page's <html lang> set to `language`, so screen readers and search engines read the right language. */
export function withHtmlLanguage(html: string, language: Language): string {
  if (/<html\b[^>]*\slang="[^"]*"/.test(html))
    return html.replace(/(<html\b[^>]*\s)lang="[^"]*"/, `$1lang="${language}"`);
  return html.replace(/<html\b/, `<html lang="${language}"`);
}

const CATALOGS = { en, tr } as const;

/** The <title> and meta description a shell page is served with: the site's, or the Not Found page's. */
export function shellHead(language: Language, notFound: boolean): { title: string; description: string } {
  const catalog = CATALOGS[language];
  return notFound
    ? { title: catalog.common.notFound.title, description: catalog.common.notFound.description }
    : { title: catalog.pages.home.title, description: catalog.pages.home.description };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The shell in `language`: its <html lang>, <title> and meta description, so a Turkish page is served Turkish
 * before any script runs (search results, link previews, the tab's title while loading).
 */
export function localizedShell(html: string, language: Language, notFound = false): string {
  const head = shellHead(language, notFound);
  return withHtmlLanguage(html, language)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    );
}
