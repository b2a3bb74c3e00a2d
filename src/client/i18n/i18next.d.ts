// Typed keys: t("…") accepts only keys of the English catalog, namespace by namespace.
import "i18next";
import type { Catalog } from "@shared/i18n/catalogs/en";
import type email from "@shared/i18n/catalogs/en/email";
import type site from "@shared/i18n/catalogs/en/site";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    // The e-mails' namespace is typed too (the server translates with the same t()), but never bundled; the
    // public pages' texts ("site") are a chunk of their own, loaded by i18n.ts.
    resources: Catalog & { email: typeof email; site: typeof site };
  }
}
