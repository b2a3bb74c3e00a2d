import { useTranslation } from "react-i18next";
import { CircleAlert, FileText, LoaderCircle } from "lucide-react";
import type { DraftFileDto } from "@shared/schemas/order-draft";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { useTranslateMessage } from "@/lib/translate-message";
import type { LocalUpload } from "./use-draft-editor";

/** The upload's progress bar (XMLHttpRequest's upload events). */
export function UploadProgress({ upload }: { upload: LocalUpload }) {
  const { t } = useTranslation("draftOrder");
  const percent = Math.round(upload.progress * 100);
  if (upload.status === "waiting") return <p className="text-xs text-muted-foreground">{t("documents.waiting")}</p>;
  return (
    <div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {t("documents.uploading", { percent })}
      </p>
      <div
        role="progressbar"
        aria-label={t("documents.uploadingName", { name: upload.file.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** A draft file: its name and size, then "Reading…" while the server counts it, then its words (or why it failed). */
export function DraftFileLine({ file }: { file: DraftFileDto }) {
  const { t } = useTranslation("draftOrder");
  const f = useOrderFormat();
  const tm = useTranslateMessage();
  return (
    <div
      className="flex items-start gap-3 rounded-md border bg-muted/30 p-3"
      data-testid="draft-file"
      data-status={file.status}
    >
      {file.status === "reading" ? (
        <LoaderCircle
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 animate-spin text-primary motion-reduce:animate-none"
        />
      ) : file.status === "failed" ? (
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      ) : (
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      )}
      <div className="min-w-0 flex-1 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="break-all font-medium">{file.name}</p>
          <p className="text-xs text-muted-foreground">{f.fileSize(file.fileSize)}</p>
        </div>
        <p aria-live="polite" data-testid="draft-file-words">
          {file.status === "reading" ? (
            <span className="text-muted-foreground" title={t("documents.readingTitle")}>
              {t("documents.reading")}
            </span>
          ) : file.status === "failed" ? (
            <span role="alert" className="text-destructive">
              <span className="font-medium">{t("documents.failed")}</span>
              {file.error && `: ${tm({ message: file.error, code: file.errorCode ?? undefined })}`}{" "}
              {t("documents.failedHint")}
            </span>
          ) : (
            <span>
              {f.words(file.wordCount ?? 0)}
              {file.wordCountSource === "scan" && (
                <span className="ml-1 rounded bg-sky-100 px-1.5 py-0.5 text-xs font-medium text-sky-900">
                  {t("documents.scan")}
                </span>
              )}
              {file.wordCountSource === "estimated" && (
                <span className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                  {t("documents.estimated")}
                </span>
              )}
            </span>
          )}
        </p>
      </div>
    </div>
  );
}
