import { useQuery } from "@tanstack/react-query";
import type { AdminStats } from "@shared/schemas/admin";
import type { CostByPeriodDto } from "@shared/schemas/translator-pay";
import { formatCents } from "@shared/money";
import { margin } from "@shared/translator-pay";
import { COST_KEY } from "./pay-queries";

/**
 * Revenue, translators' cost and margin per dashboard period (docs/translators.md, "Margin"): revenue is the net of
 * GET /api/admin/stats, the cost the fees earned in the same period (GET /api/admin/payouts/cost).
 */
export function CostAndMargin({ money }: { money: AdminStats["money"] }) {
  const { data } = useQuery<CostByPeriodDto, Error>({ queryKey: [COST_KEY], staleTime: 0 });
  if (!data) return null;
  return (
    <div className="rounded-lg border bg-card p-4">
      <h2 className="mb-1 text-base font-semibold">Cost and margin by period</h2>
      <p className="mb-3 text-xs text-muted-foreground">Translator fees are counted when the order completes; revenue when the money moves.</p>
      <table className="w-full text-sm" aria-label="Cost and margin by period">
        <thead>
          <tr className="text-left text-xs uppercase text-muted-foreground">
            <th scope="col" className="py-1">
              Period
            </th>
            <th scope="col" className="py-1 text-right">
              Revenue
            </th>
            <th scope="col" className="py-1 text-right">
              Translator cost
            </th>
            <th scope="col" className="py-1 text-right">
              Margin
            </th>
          </tr>
        </thead>
        <tbody>
          {money.map((period) => {
            const cost = data.periods.find((candidate) => candidate.key === period.key);
            const figures = margin(period.netCents, cost?.costCents ?? 0);
            return (
              <tr key={period.key} data-testid={`margin-${period.key}`} className="border-t">
                <th scope="row" className="py-1 text-left font-medium">
                  {period.label}
                </th>
                <td className="py-1 text-right tabular-nums">{formatCents(figures.revenueCents)}</td>
                <td className="py-1 text-right tabular-nums">
                  {formatCents(-figures.costCents)}
                  <span className="ml-1 text-xs text-muted-foreground">
                    ({cost?.jobs ?? 0} {cost?.jobs === 1 ? "job" : "jobs"})
                  </span>
                </td>
                <td className="py-1 text-right font-semibold tabular-nums">
                  {formatCents(figures.marginCents)}
                  {figures.marginPercent !== null && <span className="ml-1 text-xs font-normal text-muted-foreground">{figures.marginPercent}%</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
