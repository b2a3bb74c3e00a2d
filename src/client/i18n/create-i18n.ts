import i18next, { type BackendModule, type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, type Language } from "@shared/i18n/languages";

type LoadNamespace = (language: Language, namespace: string) => Promise<unknown>;

/**
 * One initialised i18next instance for a language whose catalog is already at hand, ready synchronously.
 * The prerenderer passes every namespace. The browser passes the shell's namespaces and `loadNamespace` for
 * the rest: a screen using another namespace suspends (inside its route's Suspense) until its texts arrive,
 * so no screen shows keys and the initial bundle carries only what the header and footer say.
 */
export function createI18n(language: Language, resources: Resource, loadNamespace?: LoadNamespace): I18n {
  const instance = i18next.createInstance();
  if (loadNamespace) instance.use(lazyNamespaces(loadNamespace));
  void instance.use(initReactI18next).init({
    lng: language,
    // The browser loads one language's namespaces: the Turkish catalog has every English key (the compiler
    // and catalogs.test.ts check it), so falling back would only fetch English chunks nobody reads.
    fallbackLng: loadNamespace ? false : DEFAULT_LANGUAGE,
    resources,
    partialBundledLanguages: Boolean(loadNamespace),
    defaultNS: "common",
    ns: Object.keys(resources[language] ?? resources[DEFAULT_LANGUAGE] ?? {}),
    initAsync: false,
    // React escapes what it renders; i18next escaping it again would show "&amp;".
    interpolation: { escapeValue: false },
    returnNull: false,
    // A namespace added later re-renders the components that use it.
    react: { useSuspense: Boolean(loadNamespace), bindI18nStore: "added" },
  });
  return instance;
}

function lazyNamespaces(loadNamespace: LoadNamespace): BackendModule {
  return {
    type: "backend",
    init() {},
    read(language, namespace, callback) {
      loadNamespace(language as Language, namespace).then(
        (texts) => callback(null, (texts ?? {}) as Record<string, unknown>),
        (error: Error) => callback(error, false),
      );
    },
  };
}
