import { useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { UploadCloud } from "lucide-react";
import { MAX_ORDER_DOCUMENT_MB, ORDER_DOCUMENT_EXTENSIONS } from "@shared/file-types";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type FileDropZoneProps = { onFiles: (files: File[]) => void; disabled?: boolean };

/**
 * Drop files here or browse (several at once). The zone takes drops and clicks; its "Browse files" button is the one
 * control keyboard and screen-reader users meet (a zone that is itself a button would nest the button and the file
 * input inside it: axe's nested-interactive).
 */
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

  return (
    // A click anywhere on the zone is a mouse shortcut to the picker; keyboards use the Browse button inside it.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      data-testid="document-drop-zone"
      onClick={browse}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      className={cn(
        "flex cursor-pointer flex-col items-center rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors sm:px-6 sm:py-10",
        isOver ? "border-primary bg-secondary" : "border-input bg-background hover:border-primary/60 hover:bg-muted/50",
        disabled && "cursor-not-allowed opacity-60",
      )}
    >
      <UploadCloud aria-hidden="true" className="size-10 text-primary" />
      <p className="mt-3 font-semibold">{t("files.dropTitle")}</p>
      <p id="document-drop-hint" className="mt-1 text-sm text-muted-foreground">
        {t("files.dropHint", {
          types: ORDER_DOCUMENT_EXTENSIONS.map((ext) => ext.slice(1).toUpperCase()).join(", "),
          mb: MAX_ORDER_DOCUMENT_MB,
        })}
      </p>
      <Button
        type="button"
        variant="outline"
        className="mt-4"
        disabled={disabled}
        aria-describedby="document-drop-hint"
        onClick={(event) => {
          event.stopPropagation();
          browse();
        }}
      >
        {t("files.browse")}
      </Button>
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
