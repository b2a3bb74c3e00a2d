// The languages the customer-facing site speaks (docs/decisions/014-i18n.md).

export const LANGUAGES = ["en", "tr"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** The cookie the header's language switch writes; the server reads it for pages and first responses. */
export const LANGUAGE_COOKIE = "lang";

/** Each language's name in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", tr: "Türkçe" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The supported language an Accept-Language header prefers most, or null when it names none of ours:
 * "tr-TR,tr;q=0.9,en;q=0.8" → "tr"; "de-DE" → null. Ties keep the header's order.
 */
export function pickLanguage(acceptLanguage: string | null | undefined): Language | null {
  if (!acceptLanguage) return null;
  let best: { language: Language; q: number } | null = null;
  for (const part of acceptLanguage.split(",")) {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const language = tag.split("-")[0];
    if (isLanguage(language) && Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { language, q };
  }
  return best?.language ?? null;
}
