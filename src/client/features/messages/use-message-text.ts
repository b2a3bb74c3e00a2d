import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { NAME_SPELLING_MESSAGES, THREAD_MESSAGES } from "@shared/order-thread";
import { CONTENT_MISMATCH_MESSAGE } from "@shared/schemas/documents";
import { CONTACT_ORDER_MESSAGE } from "@shared/schemas/marketing";
import { useTranslateMessage, type Shown } from "@/lib/translate-message";

/** Each English message of this feature (src/shared) and its key in the "messages" catalog. */
export const MESSAGE_KEYS = new Map<string, string>([
  ...Object.entries(THREAD_MESSAGES).map(([key, text]) => [text, `errors.thread.${key}`] as const),
  ...Object.entries(NAME_SPELLING_MESSAGES).map(([key, text]) => [text, `errors.names.${key}`] as const),
  [CONTACT_ORDER_MESSAGE, "errors.contact.order"],
  [CONTENT_MISMATCH_MESSAGE, "errors.files.contentMismatch"],
]);

/**
 * The API's and the shared rules' English messages as the screen shows them: this feature's from its own
 * catalog, the rest (file size and type) by their error codes. `language` "en" for the English-only
 * admin and translator screens.
 */
export function useMessageText(language?: "en") {
  const { t } = useTranslation("messages", { lng: language });
  const tm = useTranslateMessage(language);
  return useCallback(
    (message: Shown): string => {
      const key = MESSAGE_KEYS.get(typeof message === "string" ? message : message.message);
      return key ? (t as unknown as (key: string) => string)(key) : tm(message);
    },
    [t, tm],
  );
}
