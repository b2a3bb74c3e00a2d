import { useId, useRef, useState, type DragEvent } from "react";
import { CheckCircle2, FileSearch, XCircle } from "lucide-react";
import { matchFingerprint, toHex, type FileMatch } from "@shared/certificate-verification";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type Recorded = { certificateSha256: string; translationSha256: string | null };
type Result = { fileName: string; sha256: string; match: FileMatch };

const MATCH_TEXT: Record<FileMatch, { title: string; detail: string }> = {
  certificate: {
    title: "Matches",
    detail: "This file is exactly the certified PDF (or certificate) issued under this number.",
  },
  translation: { title: "Matches", detail: "This file is exactly the translation this certificate certifies." },
  none: {
    title: "Does not match",
    detail: "This file is not the certificate or the translation recorded for this number: it may have been altered.",
  },
};

/**
 * Drop (or choose) a file: its SHA-256 is computed in the browser with Web Crypto and compared with the recorded
 * fingerprints. The file never leaves the visitor's computer.
 */
export function FileFingerprintCheck({ recorded }: { recorded: Recorded }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);

  const check = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const sha256 = toHex(await crypto.subtle.digest("SHA-256", await file.arrayBuffer()));
      setResult({ fileName: file.name, sha256, match: matchFingerprint(sha256, recorded) });
    } catch {
      setResult(null);
      setError("This file could not be read. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void check(event.dataTransfer.files[0]);
  };

  const text = result ? MATCH_TEXT[result.match] : null;
  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-3">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold text-navy">
        Check your copy
      </h2>
      <div
        data-testid="fingerprint-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "rounded-lg border-2 border-dashed p-6 text-center transition-colors",
          dragging ? "border-primary bg-primary/5" : "border-muted-foreground/30",
        )}
      >
        <FileSearch aria-hidden="true" className="mx-auto size-8 text-muted-foreground" />
        <p className="mt-2 text-sm">Drop the certificate PDF or the translation here, or</p>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose a file"
          onChange={(event) => void check(event.target.files?.[0])}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2"
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {busy ? "Checking..." : "Choose a file"}
        </Button>
        <p className="mt-2 text-xs text-muted-foreground">
          The file is checked in your browser. It is not uploaded anywhere.
        </p>
      </div>
      <div aria-live="polite">
        {error && <p className="text-sm text-destructive">{error}</p>}
        {result && text && (
          <div
            data-testid="fingerprint-result"
            className={cn(
              "flex items-start gap-3 rounded-md p-4 text-sm",
              result.match === "none" ? "bg-red-50 text-red-900" : "bg-green-50 text-green-900",
            )}
          >
            {result.match === "none" ? (
              <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            ) : (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            )}
            <div className="min-w-0">
              <p className="font-semibold">
                {text.title}: {result.fileName}
              </p>
              <p>{text.detail}</p>
              <p className="mt-1 break-all font-mono text-xs opacity-80">SHA-256 {result.sha256}</p>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
