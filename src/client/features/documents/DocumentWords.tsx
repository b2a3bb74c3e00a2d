import { useTranslation } from "react-i18next";
import { LoaderCircle } from "lucide-react";
import type { DocumentAnalysisStatus, WordCountSource } from "@shared/enums";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { useTranslateMessage } from "@/lib/translate-message";

const MARKS = {
  scan: { className: "bg-sky-100 text-sky-900", label: "files.scan", title: "files.scanTitle" },
  estimated: { className: "bg-amber-100 text-amber-900", label: "files.estimated", title: "files.estimatedTitle" },
} as const satisfies Record<Exclude<WordCountSource, "text">, { className: string; label: string; title: string }>;

type DocumentWordsProps = {
  document: { wordCount: number; wordCountSource: WordCountSource; analysisStatus?: DocumentAnalysisStatus; analysisError?: string | null };
};

/**
 * "1,240 words", marked "counted from a scan" (OCR) or "estimated" (.doc files, pages where OCR found no words);
 * "Counting words…" while the document is still being read (docs/decisions/021-documents-read-after-storing.md), or why it could not be read.
 */
export function DocumentWords({ document }: DocumentWordsProps) {
  const { t } = useTranslation("ordering");
  const translateMessage = useTranslateMessage();
  const f = useOrderFormat();
  if (document.analysisStatus === "pending") {
    return (
      <span role="status" data-testid="document-counting" className="inline-flex items-center gap-1" title={t("files.countingTitle")}>
        <LoaderCircle aria-hidden="true" className="size-3 animate-spin motion-reduce:animate-none" />
        {t("files.counting")}
      </span>
    );
  }
  if (document.analysisStatus === "failed") {
    return (
      <span role="alert" data-testid="document-unreadable" className="font-medium text-destructive">
        {t("files.unreadable")}
        {document.analysisError && <span className="block font-normal">{translateMessage(document.analysisError)}</span>}
      </span>
    );
  }
  const source = document.wordCountSource;
  return (
    <span>
      {f.words(document.wordCount)}
      {source !== "text" && (
        <span className={`ml-1 rounded px-1.5 py-0.5 text-xs font-medium ${MARKS[source].className}`} title={t(MARKS[source].title)}>
          {t(MARKS[source].label)}
        </span>
      )}
    </span>
  );
}
