import { useTranslation } from "react-i18next";
import { CircleAlert, CircleCheck, FileUp, LoaderCircle, RotateCcw, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useTranslateMessage } from "@/lib/translate-message";
import { formatFileSizeShort } from "./format-file-size";
import { numberLocale } from "@/features/orders/use-order-format";
import type { QueuedFile } from "./use-upload-queue";

type UploadQueueListProps = {
  items: QueuedFile[];
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
  busy: boolean;
};

const STATE_TEXT = {
  ready: "files.ready",
  uploading: "files.uploading",
  counting: "files.counting",
  uploaded: "files.uploaded",
  failed: "files.failed",
  invalid: "files.invalid",
} as const satisfies Record<QueuedFile["state"], string>;

/** The picked files: ready, uploading with a progress bar, uploaded, or refused with the reason. */
export function UploadQueueList({ items, onRemove, onRetry, busy }: UploadQueueListProps) {
  const { t, i18n } = useTranslation("ordering");
  const locale = numberLocale(i18n.language);
  const tm = useTranslateMessage();
  if (items.length === 0) return null;
  return (
    <ul className="divide-y rounded-lg border" aria-label={t("files.queueLabel")}>
      {items.map((item) => {
        const problem = item.state === "failed" || item.state === "invalid";
        const percent = Math.round(item.progress * 100);
        return (
          <li key={item.key} data-testid="upload-item" data-state={item.state} className="flex items-start gap-3 p-3">
            {item.state === "uploaded" ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            ) : item.state === "counting" ? (
              <LoaderCircle
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 animate-spin text-primary motion-reduce:animate-none"
              />
            ) : problem ? (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
            ) : (
              <FileUp aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
            )}
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className="break-all text-sm font-medium">{item.file.name}</p>
                <p className="text-xs text-muted-foreground">{formatFileSizeShort(item.file.size, locale)}</p>
              </div>
              <p className={cn("text-xs", problem ? "text-destructive" : "text-muted-foreground")} aria-live="polite">
                {t(STATE_TEXT[item.state])}
                {item.state === "uploading" && ` ${percent}%`}
                {item.message && `: ${tm(item.message)}`}
              </p>
              {item.state === "uploading" && (
                <div
                  role="progressbar"
                  aria-label={t("files.uploadingName", { name: item.file.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-muted"
                >
                  <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
                </div>
              )}
            </div>
            {item.state === "failed" && (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                disabled={busy}
                onClick={() => onRetry(item.key)}
                aria-label={t("files.retry", { name: item.file.name })}
              >
                <RotateCcw aria-hidden="true" />
              </Button>
            )}
            {item.state !== "uploading" && item.state !== "counting" && item.state !== "uploaded" && (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                disabled={busy}
                onClick={() => onRemove(item.key)}
                aria-label={t("files.removeFromList", { name: item.file.name })}
              >
                <X aria-hidden="true" />
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
