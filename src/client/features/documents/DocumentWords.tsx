import { useTranslation } from "react-i18next";
import { LoaderCircle } from "lucide-react";
import type { DocumentAnalysisStatus, WordCountReview, WordCountSource } from "@shared/enums";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { useTranslateMessage } from "@/lib/translate-message";

const MARKS = {
  scan: { className: "bg-sky-100 text-sky-900", label: "ordering:files.scan", title: "ordering:files.scanTitle" },
  estimated: {
    className: "bg-amber-100 text-amber-900",
    label: "ordering:files.estimated",
    title: "ordering:files.estimatedTitle",
  },
  agent: { className: "bg-emerald-100 text-emerald-900", label: "recount:agent", title: "recount:agentTitle" },
} as const satisfies Record<Exclude<WordCountSource, "text">, { className: string; label: string; title: string }>;
/** An estimate an agent is to confirm (docs/ordering.md, "Word count review"). */
const TO_CONFIRM = {
  className: MARKS.estimated.className,
  label: "recount:estimated",
  title: "recount:estimatedTitle",
} as const;

type DocumentWordsProps = {
  document: {
    wordCount: number;
    wordCountSource: WordCountSource;
    wordCountReview?: WordCountReview | null;
    analysisStatus?: DocumentAnalysisStatus;
    analysisError?: string | null;
  };
};

/**
 * "1,240 words", marked "counted from a scan" (OCR), "estimated — an agent will confirm" (.doc files, pages OCR could not
 * read reliably) or "counted by our team";
 * "Counting words…" while the document is still being read (docs/decisions/021-documents-read-after-storing.md), or why it could not be read.
 */
export function DocumentWords({ document }: DocumentWordsProps) {
  const { t } = useTranslation(["ordering", "recount"]);
  const translateMessage = useTranslateMessage();
  const f = useOrderFormat();
  if (document.analysisStatus === "pending") {
    return (
      <span
        role="status"
        data-testid="document-counting"
        className="inline-flex items-center gap-1"
        title={t("files.countingTitle")}
      >
        <LoaderCircle aria-hidden="true" className="size-3 animate-spin motion-reduce:animate-none" />
        {t("files.counting")}
      </span>
    );
  }
  if (document.analysisStatus === "failed") {
    return (
      <span role="alert" data-testid="document-unreadable" className="font-medium text-destructive">
        {t("files.unreadable")}
        {document.analysisError && (
          <span className="block font-normal">{translateMessage(document.analysisError)}</span>
        )}
      </span>
    );
  }
  const source = document.wordCountSource;
  const mark =
    source === "estimated" && document.wordCountReview === "needed"
      ? TO_CONFIRM
      : source === "text"
        ? null
        : MARKS[source];
  return (
    <span>
      {f.words(document.wordCount)}
      {mark && (
        <span
          data-testid="word-count-mark"
          className={`ml-1 rounded px-1.5 py-0.5 text-xs font-medium ${mark.className}`}
          title={t(mark.title)}
        >
          {t(mark.label)}
        </span>
      )}
    </span>
  );
}
