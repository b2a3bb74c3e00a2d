import { FileText, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fileTypeMessage } from "@shared/file-types";
import { formatFileSize } from "@shared/format";
import { CALCULATOR_UPLOAD_EXTENSIONS, isCalculatorUploadAllowed } from "@shared/pricing";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { useTranslateMessage } from "@/lib/translate-message";
import { cn } from "@/lib/utils";
import { countFileWords } from "./count-file-words";

type DocumentEstimateProps = {
  /** The file input's id (one per document row of the calculator). */
  id?: string;
  /** Called with the estimated word count of an accepted file. */
  onEstimate: (words: number) => void;
};

type Picked = { name: string; size: number; words: number | null; estimated: boolean };

const ACCEPT = CALCULATOR_UPLOAD_EXTENSIONS.join(",");

/** Counts a file's words in the browser (count-file-words.ts); nothing is uploaded. */
export function DocumentEstimate({ id = "quote-document", onEstimate }: DocumentEstimateProps) {
  const { t } = useTranslation("site");
  const tm = useTranslateMessage();
  const { turkish } = useOrderFormat();
  const hintId = useId();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // Counting is asynchronous: only the latest file's result is shown and used.
  const latest = useRef(0);

  async function handleFile(file: File | undefined) {
    if (!file) return;
    const request = ++latest.current;
    if (!isCalculatorUploadAllowed(file.name)) {
      setPicked(null);
      setError(fileTypeMessage(CALCULATOR_UPLOAD_EXTENSIONS));
      return;
    }
    setError(null);
    setPicked({ name: file.name, size: file.size, words: null, estimated: false });
    try {
      const { words, estimated } = await countFileWords(file);
      if (request !== latest.current) return;
      setPicked({ name: file.name, size: file.size, words, estimated });
      onEstimate(words);
    } catch (failure) {
      if (request !== latest.current) return;
      setPicked(null);
      setError((failure as Error).message);
    }
  }

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
          void handleFile(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
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
          void handleFile(event.dataTransfer.files?.[0]);
        }}
        className={cn(
          "flex cursor-pointer items-center gap-3 rounded-md border border-dashed border-input px-3 py-3 text-sm transition-colors hover:bg-muted peer-focus-visible:ring-2 peer-focus-visible:ring-ring",
          dragging && "border-primary bg-accent",
        )}
      >
        {picked ? (
          <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
        ) : (
          <Upload aria-hidden="true" className="size-5 shrink-0 text-primary" />
        )}
        <span className="min-w-0">
          {picked ? (
            <>
              <span className="block truncate font-medium">{picked.name}</span>
              <span className="text-muted-foreground" data-testid="quote-file-estimate">
                {formatFileSize(picked.size, turkish ? "tr-TR" : "en-US")} ·{" "}
                {picked.words === null
                  ? t("quote.file.counting")
                  : t(picked.estimated ? "quote.file.estimatedWords" : "quote.file.words", {
                      formatted: picked.words.toLocaleString(turkish ? "tr-TR" : "en-US"),
                    })}
              </span>
            </>
          ) : (
            <>
              <span className="block font-medium">{t("quote.file.choose")}</span>
              <span className="text-muted-foreground">{t("quote.file.types")}</span>
            </>
          )}
        </span>
      </label>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t("quote.file.hint")}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {tm(error)}
        </p>
      )}
    </div>
  );
}
