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

// The public pages' texts: a chunk per language, English included, so the signed-in screens never carry them.
const siteLoaders: Record<Language, () => Promise<Resource[string][string]>> = {
  en: () => import("@shared/i18n/catalogs/en/site").then((module) => module.default as unknown as Resource[string][string]),
  tr: () => import("@shared/i18n/catalogs/tr/site").then((module) => module.default as unknown as Resource[string][string]),
};
const siteTexts = new Map<Language, Promise<Resource[string][string]>>();
const loadSiteTexts = (language: Language) => {
  if (!siteTexts.has(language)) siteTexts.set(language, siteLoaders[language]());
  return siteTexts.get(language)!;
};

let instance: I18n | null = null;

async function catalogFor(language: Language): Promise<Resource[string]> {
  return language === "en" ? (en as unknown as Resource[string]) : loaders[language]();
}

/**
 * Starts i18n in the browser with the catalog of `language` loaded, so the first render is in that language.
 * On a public page (`withSiteTexts`) the page texts are loaded first too; elsewhere they follow in the background.
 */
export async function startI18n(language: Language, options: { withSiteTexts: boolean }): Promise<I18n> {
  const siteLoading = loadSiteTexts(language);
  const resources: Resource = { en: en as unknown as Resource[string] };
  if (language !== "en") resources[language] = await catalogFor(language);
  if (options.withSiteTexts) resources[language] = { ...resources[language], site: await siteLoading };
  const started = createI18n(language, resources);
  instance = started;
  if (!options.withSiteTexts) void siteLoading.then((texts) => started.addResourceBundle(language, "site", texts, true, true));
  document.documentElement.lang = language;
  return started;
}

/** Switches the whole page to `language` (catalog loaded first, so no screen shows keys) and remembers it. */
export async function switchLanguage(language: Language): Promise<void> {
  if (!instance) throw new Error("i18n is not started");
  if (instance.language === language) return rememberLanguage(language);
  if (!instance.hasResourceBundle(language, "common")) {
    for (const [namespace, texts] of Object.entries(await catalogFor(language))) instance.addResourceBundle(language, namespace, texts, true, true);
  }
  if (!instance.hasResourceBundle(language, "site")) instance.addResourceBundle(language, "site", await loadSiteTexts(language), true, true);
  rememberLanguage(language);
  document.documentElement.lang = language;
  await instance.changeLanguage(language);
}

/** The language the screens are in now. */
export function currentLanguage(): Language {
  const language = instance?.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
