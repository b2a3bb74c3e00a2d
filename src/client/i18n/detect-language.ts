import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, pickLanguage, type Language } from "@shared/i18n/languages";

/** The value of the `lang` cookie when it names one of our languages. */
export function cookieLanguage(cookie = document.cookie): Language | null {
  for (const part of cookie.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/**
 * The language to show on start: a prerendered page's own language (its URL names it, e.g. /tr/pricing), then
 * the visitor's choice (the cookie, which the account's language also writes on sign-in), then the browser's
 * languages (what Accept-Language sends), then English.
 */
export function detectLanguage(pageLanguage?: Language | null): Language {
  return pageLanguage ?? cookieLanguage() ?? pickLanguage(navigator.languages.join(",")) ?? DEFAULT_LANGUAGE;
}

/** Remembers the choice for a year, for every path; read by the server too. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
