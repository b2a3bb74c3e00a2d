import type { FeeLine } from "@shared/translator-pay/fee";
import { formatCents } from "@shared/money";

/** A fee's lines and total, as the translator and the admin both see them. */
export function FeeLines({
  lines,
  totalCents,
  totalLabel = "Fee",
}: {
  lines: FeeLine[];
  totalCents: number;
  totalLabel?: string;
}) {
  return (
    <dl className="space-y-1 text-sm">
      {lines.map((line, index) => (
        <div key={index} className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{line.label}</dt>
          <dd className="tabular-nums">{formatCents(line.amountCents)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t pt-1 font-semibold">
        <dt>{totalLabel}</dt>
        <dd className="tabular-nums">{formatCents(totalCents)}</dd>
      </div>
    </dl>
  );
}
