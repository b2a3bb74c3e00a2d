import { formatCents } from "@shared/money";
import { cn } from "@/lib/utils";

type Line = { label: string; amountCents: number; kind?: string };

type PricedLinesProps = {
  lines: readonly Line[];
  totalCents: number;
  totalLabel?: string;
  /** data-testid of the total (the calculator's is quote-total, the order screens' order-total). */
  totalTestId?: string;
  /** Shown instead of the lines when there is nothing to price yet. */
  emptyNote?: string;
  /** Said under the total when a "minimum" line raised it (decision 035: the minimum is explained where it applies). */
  minimumNote?: string;
  className?: string;
};

/** Every priced line and the total, as the price rule or the stored order gives them; money via formatCents. */
export function PricedLines({
  lines,
  totalCents,
  totalLabel = "Total",
  totalTestId = "order-total",
  emptyNote,
  minimumNote,
  className,
}: PricedLinesProps) {
  const minimumApplied = lines.some((line) => line.kind === "minimum");
  return (
    <dl className={cn("space-y-1.5 text-sm", className)} data-testid="price-lines">
      {lines.length === 0 && emptyNote && <p className="text-muted-foreground">{emptyNote}</p>}
      {lines.map((line, index) => (
        <div key={`${index}-${line.label}`} className="flex justify-between gap-4" data-testid="price-line">
          <dt className="min-w-0 text-muted-foreground">{line.label}</dt>
          <dd className="shrink-0 tabular-nums">{formatCents(line.amountCents)}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 border-t border-border pt-2">
        <dt className="font-semibold">{totalLabel}</dt>
        <dd className="text-xl font-bold text-primary tabular-nums" data-testid={totalTestId} aria-live="polite">
          {formatCents(totalCents)}
        </dd>
      </div>
      {minimumApplied && minimumNote && (
        <p className="text-xs text-muted-foreground" data-testid="minimum-applied">
          {minimumNote}
        </p>
      )}
    </dl>
  );
}
