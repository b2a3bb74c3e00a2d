import type { i18n as I18n, Resource, ResourceKey } from "i18next";
import enCommon from "@shared/i18n/catalogs/en/common";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@shared/i18n/languages";
import { loadCatalogNamespace } from "./catalog-loaders";
import { createI18n } from "./create-i18n";
import { rememberLanguage } from "./detect-language";

// What the shell says (header, footer, menus) ships in English in the main
// bundle; every other namespace, and Turkish, is fetched when first used (docs/decisions/014-i18n.md: the initial JS stays within
// 120 KB gzip).
const SHELL_NAMESPACES = ["common"] as const;
const ENGLISH_SHELL = { common: enCommon } as unknown as Record<string, ResourceKey>;

let instance: I18n | null = null;

async function namespaceTexts(language: Language, namespace: string): Promise<ResourceKey> {
  if (language === "en" && namespace in ENGLISH_SHELL) return ENGLISH_SHELL[namespace];
  const texts = await loadCatalogNamespace(language, namespace);
  if (!texts) throw new Error(`No "${namespace}" texts in ${language}`);
  return texts;
}

async function namespacesIn(language: Language, namespaces: readonly string[]): Promise<Record<string, ResourceKey>> {
  const entries = await Promise.all(
    namespaces.map(async (namespace) => [namespace, await namespaceTexts(language, namespace)] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * Starts i18n in the browser with the shell's texts of `language` and the `namespaces` the page needs at once
 * (a prerendered page names those it was rendered with, so it hydrates without waiting on a text).
 */
export async function startI18n(language: Language, namespaces: readonly string[] = []): Promise<I18n> {
  const texts = await namespacesIn(language, [...new Set([...SHELL_NAMESPACES, ...namespaces])]);
  const started = createI18n(language, { [language]: texts } as Resource, (lang, namespace) =>
    namespaceTexts(lang, namespace),
  );
  instance = started;
  document.documentElement.lang = language;
  return started;
}

/**
 * Switches the whole page to `language` and remembers it. The namespaces on screen are loaded first, so no
 * screen shows keys or falls back to its loading state.
 */
export async function switchLanguage(language: Language): Promise<void> {
  const started = instance;
  if (!started) throw new Error("i18n is not started");
  if (started.language === language) return rememberLanguage(language);
  const onScreen = started.reportNamespaces?.getUsedNamespaces() ?? [];
  const missing = [...new Set([...SHELL_NAMESPACES, ...onScreen])].filter(
    (namespace) => !started.hasResourceBundle(language, namespace),
  );
  for (const [namespace, texts] of Object.entries(await namespacesIn(language, missing)))
    started.addResourceBundle(language, namespace, texts, true, true);
  rememberLanguage(language);
  document.documentElement.lang = language;
  await started.changeLanguage(language);
}

/** The language the screens are in now. */
export function currentLanguage(): Language {
  const language = instance?.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
