import { useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { UploadCloud } from "lucide-react";
import { MAX_ORDER_DOCUMENT_MB, ORDER_DOCUMENT_EXTENSIONS } from "@shared/file-types";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type FileDropZoneProps = { onFiles: (files: File[]) => void; disabled?: boolean };

/** Drop files here or browse (several at once). The zone is a keyboard-reachable button: Enter or Space opens the picker. */
export function FileDropZone({ onFiles, disabled = false }: FileDropZoneProps) {
  const { t } = useTranslation("ordering");
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);

  const browse = () => {
    if (!disabled) input.current?.click();
  };

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length) onFiles(files);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      browse();
    }
  }

  return (
    <div
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled || undefined}
      aria-describedby="document-drop-hint"
      aria-label={t("files.dropLabel")}
      data-testid="document-drop-zone"
      onClick={browse}
      onKeyDown={onKeyDown}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      className={cn(
        "flex cursor-pointer flex-col items-center rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        isOver ? "border-primary bg-secondary" : "border-input bg-background hover:border-primary/60 hover:bg-muted/50",
        disabled && "cursor-not-allowed opacity-60",
      )}
    >
      <UploadCloud aria-hidden="true" className="size-10 text-primary" />
      <p className="mt-3 font-semibold">{t("files.dropTitle")}</p>
      <p id="document-drop-hint" className="mt-1 text-sm text-muted-foreground">
        {t("files.dropHint", { types: ORDER_DOCUMENT_EXTENSIONS.map((ext) => ext.slice(1).toUpperCase()).join(", "), mb: MAX_ORDER_DOCUMENT_MB })}
      </p>
      <span aria-hidden="true" className={buttonVariants({ variant: "outline", className: "mt-4" })}>
        {t("files.browse")}
      </span>
      <input
        ref={input}
        id="document-files"
        type="file"
        multiple
        accept={ORDER_DOCUMENT_EXTENSIONS.join(",")}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = ""; // picking the same file again still fires change
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
