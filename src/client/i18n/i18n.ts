import type { i18n as I18n, Resource } from "i18next";
import en from "@shared/i18n/catalogs/en";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@shared/i18n/languages";
import { createI18n } from "./create-i18n";
import { rememberLanguage } from "./detect-language";

// English ships in the main bundle; Turkish is a chunk of its own, fetched only by those who read it
// (issue 18 keeps the initial JS within 120 KB gzip).
const loaders: Record<Exclude<Language, "en">, () => Promise<Resource[string]>> = {
  tr: () => import("@shared/i18n/catalogs/tr").then((module) => module.default as unknown as Resource[string]),
};

let instance: I18n | null = null;

async function catalogFor(language: Language): Promise<Resource[string]> {
  return language === "en" ? (en as unknown as Resource[string]) : loaders[language]();
}

/** Starts i18n in the browser with the catalog of `language` loaded, so the first render is in that language. */
export async function startI18n(language: Language): Promise<I18n> {
  const resources: Resource = { en: en as unknown as Resource[string] };
  if (language !== "en") resources[language] = await catalogFor(language);
  instance = createI18n(language, resources);
  document.documentElement.lang = language;
  return instance;
}

/** Switches the whole page to `language` (catalog loaded first, so no screen shows keys) and remembers it. */
export async function switchLanguage(language: Language): Promise<void> {
  if (!instance) throw new Error("i18n is not started");
  if (instance.language === language) return rememberLanguage(language);
  if (!instance.hasResourceBundle(language, "common")) {
    for (const [namespace, texts] of Object.entries(await catalogFor(language))) instance.addResourceBundle(language, namespace, texts, true, true);
  }
  rememberLanguage(language);
  document.documentElement.lang = language;
  await instance.changeLanguage(language);
}

/** The language the screens are in now. */
export function currentLanguage(): Language {
  const language = instance?.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
