import { lazy, Suspense } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { StatsSeries } from "@shared/schemas/admin-stats";
import { STATS_PERIODS, type StatsPeriod } from "@shared/stats-periods";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useUrlQuery } from "@/hooks/use-url-query";

// Recharts is large: it loads with the charts, not with the dashboard's first paint.
const TrendCharts = lazy(() => import("./TrendCharts").then((module) => ({ default: module.TrendCharts })));

const isPeriod = (value: string | null): value is StatsPeriod =>
  (STATS_PERIODS as readonly string[]).includes(value ?? "");

/** The dashboard's charts (docs/admin-ui.md, "Charts"): the period (day, week, month) is kept in the URL, ?period=week. */
export function DashboardTrends() {
  const { t } = useTranslation("adminStats");
  const { params, update } = useUrlQuery();
  const raw = params.get("period");
  const period: StatsPeriod = isPeriod(raw) ? raw : "day";
  const { data, isLoading, isError } = useQuery<StatsSeries, Error>({
    queryKey: [`/api/admin/stats/series?period=${period}`],
  });
  return (
    <section aria-labelledby="trends-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="trends-heading" className="text-lg font-semibold">
            {t("trends.title")}
          </h2>
          {data && (
            <p className="text-sm text-muted-foreground">{t("trends.description", { from: data.from, to: data.to })}</p>
          )}
        </div>
        <div role="group" aria-label={t("trends.period")} className="inline-flex rounded-md border bg-card p-1">
          {STATS_PERIODS.map((each) => (
            <Button
              key={each}
              type="button"
              size="sm"
              variant={each === period ? "default" : "ghost"}
              aria-pressed={each === period}
              onClick={() => update({ period: each === "day" ? undefined : each })}
            >
              {t(`trends.periods.${each}`)}
            </Button>
          ))}
        </div>
      </div>
      {isLoading ? (
        <Spinner label={t("trends.loading")} />
      ) : isError || !data ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
        >
          {t("trends.error")}
        </p>
      ) : (
        <Suspense fallback={<Spinner label={t("trends.loading")} />}>
          <TrendCharts series={data} />
        </Suspense>
      )}
    </section>
  );
}
