import type { ResourceKey } from "i18next";
import type { Language } from "@shared/i18n/languages";

// Each namespace of each language is a chunk of its own (site.ts gathers the public pages' texts); a screen
// fetches the namespaces it uses when it first renders. The e-mails' texts are the server's alone.
const modules = import.meta.glob<{ default: ResourceKey }>([
  "../../shared/i18n/catalogs/*/*.ts",
  "!../../shared/i18n/catalogs/*/index.ts",
  "!../../shared/i18n/catalogs/*/email.ts",
]);

/** The texts of one namespace in one language, or null when there is no such namespace. */
export async function loadCatalogNamespace(language: Language, namespace: string): Promise<ResourceKey | null> {
  const load = modules[`../../shared/i18n/catalogs/${language}/${namespace}.ts`];
  return load ? (await load()).default : null;
}
