import { useTranslateMessage } from "@/lib/translate-message";

/**
 * The API's and the shared rules' English messages as the order conversation's screens show them: by their error
 * codes (src/shared/error-codes.ts), like every screen. `language` "en" for the English-only admin and translator
 * screens.
 */
export function useMessageText(language?: "en") {
  return useTranslateMessage(language);
}
