import { localizedPath, prerenderedPage, type PageLanguage } from "../../shared/public-pages";

/** The cookie the language switch and the account language write (docs/decisions/014-i18n.md). */
export const LANGUAGE_COOKIE = "lang";

/** "tr-TR,tr;q=0.9,en;q=0.8" → "tr": the supported language the browser prefers most, or null. */
export function preferredLanguage(acceptLanguage: string | undefined): PageLanguage | null {
  if (!acceptLanguage) return null;
  let best: { language: PageLanguage; q: number } | null = null;
  for (const part of acceptLanguage.split(",")) {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const language = tag.split("-")[0];
    if ((language === "en" || language === "tr") && Number.isFinite(q) && q > 0 && (!best || q > best.q))
      best = { language, q };
  }
  return best?.language ?? null;
}

/**
 * Where a visitor asking for an English public page should go instead, or null to serve it.
 * Only the unprefixed (English, x-default) URLs move: to Turkish when the `lang` cookie says so, or on a first
 * visit (no cookie) whose browser prefers Turkish. A /tr URL is always served as asked, and a crawler (no
 * cookie, English or no Accept-Language) always gets the page itself.
 */
export function languageRedirect(
  pathname: string,
  cookieLanguage: string | undefined,
  acceptLanguage: string | undefined,
): string | null {
  const page = prerenderedPage(pathname);
  if (!page || page.language !== "en") return null;
  const wanted =
    cookieLanguage === "tr" || cookieLanguage === "en" ? cookieLanguage : preferredLanguage(acceptLanguage);
  return wanted === "tr" ? localizedPath(page.path, "tr") : null;
}
