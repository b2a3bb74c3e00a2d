import { formatCents } from "@shared/money";
import type { OpenMonthDto } from "@shared/schemas/translator-pay";
import { monthLabel, openMonthNote } from "@shared/translator-pay/statements";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";

const STATE_LABELS = { in_progress: "In progress", to_prepare: "Statement not made yet" } as const;

/**
 * What is owed and on no statement yet, beside the closed statements: the month in progress (owed so far, not payable
 * yet) and an ended month whose statement the hourly job has not made yet. `showTranslator`: the admin's list of every
 * translator; their own Earnings page leaves the name out.
 */
export function OpenMonths({ months, showTranslator }: { months: OpenMonthDto[]; showTranslator: boolean }) {
  return (
    <Card>
      <ul className="divide-y">
        {months.map((open) => (
          <li
            key={`${open.translatorId}-${open.month}`}
            className="flex flex-col gap-1 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
            data-testid={`open-month-${open.translatorId}-${open.month}`}
          >
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {showTranslator && <span>{open.translatorName}</span>}
                <span>{monthLabel(open.month)}</span>
                <Badge tone={open.state === "in_progress" ? "sky" : "amber"}>{STATE_LABELS[open.state]}</Badge>
              </p>
              <p className="text-sm text-muted-foreground">
                {open.jobCount} {open.jobCount === 1 ? "job" : "jobs"} · {openMonthNote(open.month, open.state)}
              </p>
            </div>
            <p className="shrink-0 text-right">
              <span className="block text-lg font-semibold tabular-nums">{formatCents(open.totalCents)}</span>
              <span className="block text-xs text-muted-foreground">
                {open.state === "in_progress" ? "owed so far" : "owed"}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
