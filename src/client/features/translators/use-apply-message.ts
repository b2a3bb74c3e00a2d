import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import {
  APPLICATION_MESSAGES,
  CODE_MESSAGES,
  TRANSLATOR_FILE_FIELDS,
  TRANSLATOR_FILES,
  type TranslatorFileField,
} from "@shared/schemas/translators";
import type en from "@shared/i18n/catalogs/en/apply";
import { useTranslateMessage } from "@/lib/translate-message";

type MessageKey = keyof typeof en.messages;

// The application's messages are the shared schema's English texts (also the API's); the page shows them in
// its language by their text, as useTranslateMessage does for the coded ones.
const KEY_OF_TEXT = new Map<string, MessageKey>([
  ...(Object.entries(APPLICATION_MESSAGES) as [string, string][])
    .filter((entry): entry is [MessageKey, string] => entry[0] !== "submitted")
    .map(([key, text]): [string, MessageKey] => [text, key]),
  [TRANSLATOR_FILES.resumeFile.required.title, "resumeRequiredTitle"],
  [TRANSLATOR_FILES.resumeFile.required.message, "resumeRequired"],
  [TRANSLATOR_FILES.sampleTranslationsFile.required.title, "sampleRequiredTitle"],
  [TRANSLATOR_FILES.sampleTranslationsFile.required.message, "sampleRequired"],
  [CODE_MESSAGES.required, "codeRequired"],
  [CODE_MESSAGES.linkFailed, "linkFailed"],
  [CODE_MESSAGES.invalidLink, "invalidLink"],
  ["Failed to submit application", "submitFailed"],
  ["An error occurred while submitting your application", "submitNetwork"],
]);

const FIELD_OF_LABEL = new Map(
  TRANSLATOR_FILE_FIELDS.map((field): [string, TranslatorFileField] => [TRANSLATOR_FILES[field].label, field]),
);

/** A message of the application or its verification, in the page's language (English as it came). */
export function useApplyMessage() {
  const { t, i18n } = useTranslation("apply");
  const translate = useTranslateMessage();
  return useCallback(
    (message: string): string => {
      if ((i18n.resolvedLanguage ?? i18n.language) === "en") return message;
      const key = KEY_OF_TEXT.get(message);
      if (key) return t(`messages.${key}`);
      // "Resume: <a file rule's message>" (checkTranslatorFile).
      const [label, ...rest] = message.split(": ");
      const field = FIELD_OF_LABEL.get(label!);
      if (field && rest.length > 0) return `${t(`fileNames.${field}`)}: ${translate(rest.join(": "))}`;
      return translate(message);
    },
    [t, i18n.resolvedLanguage, i18n.language, translate],
  );
}
