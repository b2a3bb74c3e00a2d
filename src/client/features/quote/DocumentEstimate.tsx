import { FileText, LoaderCircle, Upload, X } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ORDER_DOCUMENT_EXTENSIONS } from "@shared/file-types";
import { formatFileSize } from "@shared/format";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { useTranslateMessage } from "@/lib/translate-message";
import { cn } from "@/lib/utils";
import type { CalculatorFile } from "./use-calculator-files";

type DocumentEstimateProps = {
  /** The file input's id (one per document row of the calculator). */
  id?: string;
  /** The row's file and where it is: uploading, being read by the server, counted, or refused. */
  file?: CalculatorFile;
  onPick: (file: File) => void;
  onRemove: () => void;
};

const ACCEPT = ORDER_DOCUMENT_EXTENSIONS.join(",");

/**
 * A document's file on the calculator: uploaded into the visitor's order draft and counted by the server (OCR
 * reads photos and scans), so /order has it and it is never chosen twice (docs/public-site.md, "Decisions").
 */
export function DocumentEstimate({ id = "quote-document", file, onPick, onRemove }: DocumentEstimateProps) {
  const { t } = useTranslation("site");
  const tm = useTranslateMessage();
  const f = useOrderFormat();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const shown = file && file.status !== "failed" ? file : undefined;
  const percent = Math.round((file?.progress ?? 0) * 100);

  return (
    <div className="space-y-2">
      <span className="text-sm font-medium leading-none">{t("quote.file.label")}</span>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        className="peer sr-only"
        aria-describedby={hintId}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          event.target.value = "";
          if (picked) onPick(picked);
        }}
      />
      <div className="flex items-stretch gap-2">
        <label
          htmlFor={id}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            const dropped = event.dataTransfer.files?.[0];
            if (dropped) onPick(dropped);
          }}
          className={cn(
            "flex min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-md border border-dashed border-input px-3 py-3 text-sm transition-colors hover:bg-muted peer-focus-visible:ring-2 peer-focus-visible:ring-ring",
            dragging && "border-primary bg-accent",
          )}
        >
          {shown?.status === "uploading" || shown?.status === "reading" ? (
            <LoaderCircle
              aria-hidden="true"
              className="size-5 shrink-0 animate-spin text-primary motion-reduce:animate-none"
            />
          ) : shown ? (
            <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
          ) : (
            <Upload aria-hidden="true" className="size-5 shrink-0 text-primary" />
          )}
          <span className="min-w-0 flex-1">
            {shown ? (
              <>
                <span className="block break-all font-medium">{shown.name}</span>
                <span className="text-muted-foreground" data-testid="quote-file-estimate" aria-live="polite">
                  {formatFileSize(shown.size, f.turkish ? "tr-TR" : "en-US")} ·{" "}
                  {shown.status === "uploading"
                    ? t("quote.file.uploading", { percent })
                    : shown.status === "reading"
                      ? t("quote.file.reading")
                      : t(shown.source === "text" ? "quote.file.words" : "quote.file.scanWords", {
                          formatted: (shown.words ?? 0).toLocaleString(f.turkish ? "tr-TR" : "en-US"),
                        })}
                </span>
                {shown.status === "uploading" && (
                  <span
                    role="progressbar"
                    aria-label={t("quote.file.uploadingName", { name: shown.name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    className="mt-1.5 block h-1.5 overflow-hidden rounded-full bg-muted"
                  >
                    <span
                      className="block h-full rounded-full bg-primary transition-[width]"
                      style={{ width: `${percent}%` }}
                    />
                  </span>
                )}
              </>
            ) : (
              <>
                <span className="block font-medium">{t("quote.file.choose")}</span>
                <span className="text-muted-foreground">{t("quote.file.types")}</span>
              </>
            )}
          </span>
        </label>
        {shown && (
          <button
            type="button"
            onClick={onRemove}
            className="flex shrink-0 items-center rounded-md border border-input px-2 text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={t("quote.file.remove", { name: shown.name })}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t("quote.file.hint")}
      </p>
      {file?.status === "failed" && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {file.name}: {file.error ? tm(file.error) : t("quote.file.failed")}
        </p>
      )}
    </div>
  );
}
