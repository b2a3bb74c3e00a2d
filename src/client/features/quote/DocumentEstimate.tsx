import { FileText, Upload } from "lucide-react";
import { useId, useState } from "react";
import { formatFileSize } from "@shared/format";
import { CALCULATOR_UPLOAD_EXTENSIONS, estimateWordsFromBytes, isCalculatorUploadAllowed } from "@shared/pricing";
import { cn } from "@/lib/utils";

type DocumentEstimateProps = {
  /** The file input's id (one per document row of the calculator). */
  id?: string;
  /** Called with the estimated word count of an accepted file. */
  onEstimate: (words: number) => void;
};

type Picked = { name: string; size: number; words: number };

const ACCEPT = CALCULATOR_UPLOAD_EXTENSIONS.join(",");

/**
 * The one place the calculator counts a file's words, in the browser (nothing is uploaded). Today: its size
 * (bytes / 15); a reader of the file's text can replace this body without touching the component.
 */
async function countFileWords(file: File): Promise<number> {
  return estimateWordsFromBytes(file.size);
}

/** Estimates a dropped or chosen file's word count, in the browser. Nothing is uploaded. */
export function DocumentEstimate({ id = "quote-document", onEstimate }: DocumentEstimateProps) {
  const hintId = useId();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  async function handleFile(file: File | undefined) {
    if (!file) return;
    if (!isCalculatorUploadAllowed(file.name)) {
      setPicked(null);
      setError(`File type not supported. Allowed types: ${CALCULATOR_UPLOAD_EXTENSIONS.join(", ")}`);
      return;
    }
    const words = await countFileWords(file);
    setError(null);
    setPicked({ name: file.name, size: file.size, words });
    onEstimate(words);
  }

  return (
    <div className="space-y-2">
      <span className="text-sm font-medium leading-none">Upload a document (optional)</span>
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
        {picked ? <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" /> : <Upload aria-hidden="true" className="size-5 shrink-0 text-primary" />}
        <span className="min-w-0">
          {picked ? (
            <>
              <span className="block truncate font-medium">{picked.name}</span>
              <span className="text-muted-foreground" data-testid="quote-file-estimate">
                {formatFileSize(picked.size)} · about {picked.words.toLocaleString("en-US")} words
              </span>
            </>
          ) : (
            <>
              <span className="block font-medium">Choose a file or drag it here</span>
              <span className="text-muted-foreground">PDF, DOC, DOCX or TXT</span>
            </>
          )}
        </span>
      </label>
      <p id={hintId} className="text-xs text-muted-foreground">
        We estimate the word count from the file size; your file stays on your device.
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
