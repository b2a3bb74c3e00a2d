import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

type SpinnerProps = { className?: string; label?: string };

/** An accessible loading indicator; the label is read to screen readers (and shown when given). */
export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <LoaderCircle aria-hidden="true" className={cn("size-5 animate-spin text-primary", className)} />
      {label ? (
        <span className="text-sm text-muted-foreground">{label}</span>
      ) : (
        <span className="sr-only">Loading</span>
      )}
    </span>
  );
}

/** A spinner centred in the viewport, used while a page or the session loads. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3">
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-primary" />
      <p role="status" className="text-sm text-muted-foreground">
        {label}
      </p>
    </div>
  );
}
