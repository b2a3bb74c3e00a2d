import { useTranslation } from "react-i18next";
import { useId, useRef, useState, type DragEvent } from "react";
import { CheckCircle2, FileSearch, XCircle } from "lucide-react";
import { matchFingerprint, toHex, type FileMatch } from "@shared/certificate-verification";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type Recorded = { certificateSha256: string; translationSha256: string | null };
type Result = { fileName: string; sha256: string; match: FileMatch };

const MATCH_TEXT = {
  certificate: { title: "check.matches", detail: "check.certificateMatch" },
  translation: { title: "check.matches", detail: "check.translationMatch" },
  none: { title: "check.noMatch", detail: "check.noMatchText" },
} as const satisfies Record<FileMatch, { title: string; detail: string }>;

/**
 * Drop (or choose) a file: its SHA-256 is computed in the browser with Web Crypto and compared with the recorded
 * fingerprints. The file never leaves the visitor's computer.
 */
export function FileFingerprintCheck({ recorded }: { recorded: Recorded }) {
  const { t } = useTranslation("certificate");
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
      setError(t("check.unreadable"));
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
        {t("check.title")}
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
        <p className="mt-2 text-sm">{t("check.drop")}</p>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label={t("check.choose")}
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
          {busy ? t("check.checking") : t("check.choose")}
        </Button>
        <p className="mt-2 text-xs text-muted-foreground">{t("check.local")}</p>
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
                {t(text.title)}: {result.fileName}
              </p>
              <p>{t(text.detail)}</p>
              <p className="mt-1 break-all font-mono text-xs opacity-80">SHA-256 {result.sha256}</p>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
