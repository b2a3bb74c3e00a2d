import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  isLanguage,
  pickLanguage,
  type Language,
} from "../../shared/i18n/languages";

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
