import { useTranslation } from "react-i18next";
import { CUSTOMER_FILE_KINDS, type CustomerFileKind } from "@shared/file-retention";
import enFiles from "@shared/i18n/catalogs/en/files";
import { FILES_DELETED_LABELS } from "@shared/timeline";

const KIND_COUNT = new RegExp(
  `^(\\d+) (source documents?|translations?|certificate cop(?:y|ies)|notarized scans?|message attachments?)$`,
);
const KIND_BY_WORD: Record<string, CustomerFileKind> = {
  "source document": "document",
  "source documents": "document",
  translation: "translation",
  translations: "translation",
  "certificate copy": "certificate",
  "certificate copies": "certificate",
  "notarized scan": "notarized_scan",
  "notarized scans": "notarized_scan",
  "message attachment": "message_attachment",
  "message attachments": "message_attachment",
};
const REASON_BY_LABEL = new Map(
  Object.entries(FILES_DELETED_LABELS).map(([reason, label]) => [label, reason as keyof typeof FILES_DELETED_LABELS]),
);

/**
 * The timeline's "files deleted" event in the screen's language: the server writes it in English
 * (src/shared/timeline.ts, describeDeletedFiles); the label and each "N kind" part are translated here.
 */
export function useDeletedFilesText() {
  const { t } = useTranslation("files");
  return {
    label: (text: string) => {
      const reason = REASON_BY_LABEL.get(text);
      return reason ? t(`timeline.${reason}`) : text;
    },
    detail: (text: string) => {
      if (text === "No stored files") return t("timeline.none");
      return text
        .split(", ")
        .map((part) => {
          const match = part.match(KIND_COUNT);
          const kind = match ? KIND_BY_WORD[match[2]!] : undefined;
          return kind && CUSTOMER_FILE_KINDS.includes(kind)
            ? t(`timeline.${kind}`, { count: Number(match![1]) })
            : part;
        })
        .join(", ");
    },
  };
}

export type FileKindLabels = typeof enFiles.kinds;
