import i18next, { type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, type Language } from "@shared/i18n/languages";

/**
 * One initialised i18next instance for a language whose catalog is already at hand, ready synchronously:
 * the browser's (after the catalog is loaded) and the prerenderer's (one per rendered page).
 */
export function createI18n(language: Language, resources: Resource): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    defaultNS: "common",
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
    initAsync: false,
    // React escapes what it renders; i18next escaping it again would show "&amp;".
    interpolation: { escapeValue: false },
    returnNull: false,
    // A namespace added later (the public pages' "site" chunk) re-renders the components that use it.
    react: { useSuspense: false, bindI18nStore: "added" },
  });
  return instance;
}
