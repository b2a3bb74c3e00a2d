import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { codeOfText, isErrorCode } from "@shared/error-codes";
import enNotices from "@shared/i18n/catalogs/en/notices";

// docs/customer-ui.md, "Messages in Turkish": the API answers an error as `{ message, code, params? }` and a
// Turkish screen shows the catalog's text for the code (namespace "errors"), never matching English wording.
// A message without a code is a client-side form message (a zod schema's, from the same list: its exact text
// gives its code) or one of the server's notices of success (namespace "notices", by exact text). Anything
// else is shown as it came (never an empty error).

/** What a screen may have to show: a plain text, or an API error with its code and values. */
export type Shown = string | { message: string; code?: string; params?: Record<string, string | number> };

type NoticeKey = keyof typeof enNotices;
const NOTICE_BY_ENGLISH = new Map<string, NoticeKey>(
  (Object.entries(enNotices) as [NoticeKey, string][]).map(([key, text]) => [text, key]),
);

export type Translate = (key: string, options?: Record<string, string>) => string;

/** The values of a message as `language` writes them: numbers get its separators ("30.000", "0,4"). */
function localValues(params: Record<string, string | number> = {}, language: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === "number" ? value.toLocaleString(language) : value,
    ]),
  );
}

/** The translation of a coded error or a known English text, or the message itself. */
export function translateMessage(shown: Shown, t: Translate, language = "tr"): string {
  const { message, code, params } =
    typeof shown === "string" ? { message: shown, code: undefined, params: undefined } : shown;
  const known = isErrorCode(code) ? code : codeOfText(message);
  if (known) return t(`errors:${known}`, localValues(params, language));
  const notice = NOTICE_BY_ENGLISH.get(message);
  return notice ? t(`notices:${notice}`) : message;
}

/** The message as a screen in `language` shows it: the API already speaks English, so English screens show it as it came. */
export function messageFor(language: string, shown: Shown, t: Translate): string {
  if (language === "en") return typeof shown === "string" ? shown : shown.message;
  return translateMessage(shown, t, language);
}

/**
 * A function translating form and API messages for the current language (or `language`, for the English-only
 * admin screens); undefined stays undefined.
 */
export function useTranslateMessage(language?: "en") {
  const { t, i18n } = useTranslation(["errors", "notices"], { lng: language });
  const shownIn = language ?? i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    <T extends Shown | undefined>(shown: T): T extends undefined ? undefined : string =>
      (shown === undefined ? undefined : messageFor(shownIn, shown, t as unknown as Translate)) as T extends undefined
        ? undefined
        : string,
    [t, shownIn],
  );
}
