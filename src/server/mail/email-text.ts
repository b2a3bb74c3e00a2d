import i18next, { type Resource, type TFunction } from "i18next";
import en from "../../shared/i18n/catalogs/en";
import enEmail from "../../shared/i18n/catalogs/en/email";
import tr from "../../shared/i18n/catalogs/tr";
import trEmail from "../../shared/i18n/catalogs/tr/email";
import type { Language } from "../../shared/i18n/languages";
import { translatePriceLabel, type T } from "../../shared/price-labels";
import { localizedPath } from "../../shared/public-pages";

// The customer's e-mails read the same catalogs as the screens (docs/decisions/014-i18n.md), in the language
// kept on their account.
const translator = i18next.createInstance();
void translator.init({
  resources: { en: { ...en, email: enEmail }, tr: { ...tr, email: trEmail } } as unknown as Resource,
  lng: "en",
  fallbackLng: "en",
  ns: [...Object.keys(en), "email"],
  defaultNS: "email",
  initAsync: false,
  // Plain-text e-mails: nothing to escape.
  interpolation: { escapeValue: false },
});

export type EmailText = TFunction<"email">;

/** The e-mail texts in `language` (English when unknown, e.g. for a guest). */
export function emailText(language: Language = "en"): EmailText {
  return translator.getFixedT(language, "email") as EmailText;
}

/** The texts of one of the screens' namespaces in `language` (invoices read "billing", price lines "ordering"). */
export function catalogText(language: Language, namespace: "billing" | "ordering" | "orders"): T {
  return translator.getFixedT(language, namespace) as unknown as T;
}

/** A stored (English) price line's label in `language`, as the screens show it (src/shared/price-labels.ts). */
export function priceLabel(label: string, language: Language): string {
  if (language === "en") return label;
  return translatePriceLabel(label, catalogText(language, "ordering"), catalogText(language, "orders"), "tr-TR");
}

/** A link to one of the site's pages in the reader's language: Turkish readers land on /tr/… pages. */
export function siteLink(publicUrl: string, path: string, language: Language = "en"): string {
  return `${publicUrl}${localizedPath(path, language)}`;
}

/** The signed link to follow the order without signing in (issue 41 item 5), when the caller made one. */
export function followOrderLines(
  t: EmailText,
  publicUrl: string,
  followPath: string | undefined,
  language?: Language,
): string[] {
  return followPath ? [t("followOrder", { url: siteLink(publicUrl, followPath, language) })] : [];
}

/** "Hello Ayşe," or, without a first name, "Hello there,". */
export function greeting(t: EmailText, firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? t("hello", { name }) : t("helloThere");
}

/** The closing lines under every customer e-mail. */
export function signature(t: EmailText): string[] {
  return ["", t("signature.name"), t("signature.tagline")];
}

/**
 * Text someone wrote (a thread message, a contact form, a reason, a revision comment), framed in every e-mail that
 * carries it: a header saying who wrote it, then each line quoted with "> ". No line of it can pass for the
 * agency's own text or signature (issue 37). The e-mails are plain text: there is no HTML part to frame.
 */
export function quotedLines(header: string, text: string): string[] {
  return [
    header,
    ...text
      .replace(/\r\n?/g, "\n")
      .split("\n")
      .map((line) => (line ? `> ${line}` : ">")),
  ];
}
