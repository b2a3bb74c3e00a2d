import { useTranslation } from "react-i18next";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatCents } from "@shared/money";
import type { StatsSeries } from "@shared/schemas/admin-stats";
import { ChartCard } from "./ChartCard";
import { BAR_GAP, CENTS_SCALE, COUNT_SCALE, barMinHeight, niceDomain } from "./chart-scale";

// Colours are the theme's own variables, so the charts follow the light and dark themes: axis text and grid in the
// muted foreground and border colours, series in primary, crimson, success and warning.
const AXIS = {
  stroke: "var(--muted-foreground)",
  tick: { fill: "var(--muted-foreground)", fontSize: 12 },
  tickLine: false,
} as const;
const GRID = <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />;
const TOOLTIP = {
  contentStyle: {
    background: "var(--popover)",
    color: "var(--popover-foreground)",
    border: "1px solid var(--border)",
    borderRadius: 8,
    fontSize: 12,
  },
  labelStyle: { color: "var(--popover-foreground)" },
  cursor: { fill: "var(--muted)", opacity: 0.5 },
} as const;
const LEGEND = <Legend wrapperStyle={{ fontSize: 12, color: "var(--foreground)" }} />;

/**
 * Revenue, orders, status, turnaround, rush share and open jobs for the period's buckets. Bars scale by chart-scale.ts:
 * a value that is not zero is at least MIN_BAR_PX tall, zero draws nothing, each axis ends at a round number. The two
 * charts of 30 days' bars side by side (three a day) take the whole row: half of it left each bar 1 px wide.
 */
export function TrendCharts({ series }: { series: StatsSeries }) {
  const { t, i18n } = useTranslation("adminStats");
  const locale = i18n.language === "tr" ? "tr-TR" : "en-US";
  const label = (start: string) => {
    const date = new Date(`${start}T00:00:00Z`);
    if (series.period === "month")
      return date.toLocaleDateString(locale, { month: "short", year: "numeric", timeZone: "UTC" });
    return date.toLocaleDateString(locale, { month: "short", day: "numeric", timeZone: "UTC" });
  };
  const fullLabel = (start: string) =>
    series.period === "week"
      ? t("trends.weekOf", { date: label(start) })
      : series.period === "month"
        ? label(start)
        : new Date(`${start}T00:00:00Z`).toLocaleDateString(locale, { dateStyle: "medium", timeZone: "UTC" });
  const hours = (value: number | null) => (value === null ? "–" : t("turnaround.value", { count: value }));
  const number = (value: number) => value.toLocaleString(locale);
  const data = series.buckets.map((bucket) => ({
    ...bucket,
    label: label(bucket.start),
    // Bars in cents like everything else; the axis and the tooltip format them.
    gross: bucket.grossCents,
    refunds: bucket.refundsCents,
    net: bucket.netCents,
    // No order placed: no share to draw (not 0%).
    rush: bucket.ordersPlaced > 0 ? bucket.rushShare : null,
  }));
  const statusData = series.byStatus.map((row) => ({ ...row, label: t(`status.${row.status}`) }));
  const money = (value: unknown) => formatCents(Number(value));
  const rows = (cells: (bucket: StatsSeries["buckets"][number]) => React.ReactNode[]) =>
    series.buckets.map((bucket) => ({ key: bucket.start, cells: [fullLabel(bucket.start), ...cells(bucket)] }));

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title={t("revenue.title")}
        className="lg:col-span-2"
        table={{
          columns: [t("trends.bucket"), t("revenue.gross"), t("revenue.refunds"), t("revenue.net")],
          rows: rows((b) => [formatCents(b.grossCents), formatCents(b.refundsCents), formatCents(b.netCents)]),
        }}
      >
        <ResponsiveContainer>
          <BarChart
            accessibilityLayer={false}
            data={data}
            barGap={BAR_GAP}
            margin={{ top: 8, right: 8, left: 8, bottom: 0 }}
          >
            {GRID}
            <XAxis dataKey="label" {...AXIS} minTickGap={12} />
            <YAxis
              {...AXIS}
              width={64}
              allowDecimals={false}
              domain={niceDomain(CENTS_SCALE)}
              tickFormatter={(value: number) => formatCents(value).replace(/\.00$/, "")}
            />
            <Tooltip {...TOOLTIP} formatter={money} />
            {LEGEND}
            <Bar
              dataKey="gross"
              minPointSize={barMinHeight}
              name={t("revenue.gross")}
              fill="var(--primary)"
              radius={[3, 3, 0, 0]}
            />
            <Bar
              dataKey="refunds"
              minPointSize={barMinHeight}
              name={t("revenue.refunds")}
              fill="var(--crimson)"
              radius={[3, 3, 0, 0]}
            />
            <Bar
              dataKey="net"
              minPointSize={barMinHeight}
              name={t("revenue.net")}
              fill="var(--success)"
              radius={[3, 3, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title={t("orders.title")}
        className="lg:col-span-2"
        table={{
          columns: [t("trends.bucket"), t("orders.placed"), t("orders.paid")],
          rows: rows((b) => [number(b.ordersPlaced), number(b.ordersPaid)]),
        }}
      >
        <ResponsiveContainer>
          <BarChart
            accessibilityLayer={false}
            data={data}
            barGap={BAR_GAP}
            margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
          >
            {GRID}
            <XAxis dataKey="label" {...AXIS} minTickGap={12} />
            <YAxis {...AXIS} width={48} allowDecimals={false} domain={niceDomain(COUNT_SCALE)} />
            <Tooltip {...TOOLTIP} />
            {LEGEND}
            <Bar
              dataKey="ordersPlaced"
              minPointSize={barMinHeight}
              name={t("orders.placed")}
              fill="var(--primary)"
              radius={[3, 3, 0, 0]}
            />
            <Bar
              dataKey="ordersPaid"
              minPointSize={barMinHeight}
              name={t("orders.paid")}
              fill="var(--warning)"
              radius={[3, 3, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title={t("status.title")}
        caption={t("status.caption")}
        table={{
          columns: [t("status.status"), t("status.orders")],
          rows: statusData.map((row) => ({ key: row.status, cells: [row.label, number(row.orders)] })),
        }}
      >
        <ResponsiveContainer>
          <BarChart
            accessibilityLayer={false}
            data={statusData}
            layout="vertical"
            margin={{ top: 8, right: 16, left: 8, bottom: 0 }}
          >
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" {...AXIS} allowDecimals={false} domain={niceDomain(COUNT_SCALE)} />
            <YAxis type="category" dataKey="label" {...AXIS} width={96} />
            <Tooltip {...TOOLTIP} />
            <Bar
              dataKey="orders"
              minPointSize={barMinHeight}
              name={t("status.orders")}
              fill="var(--primary)"
              radius={[0, 3, 3, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title={t("turnaround.title")}
        caption={t("turnaround.caption")}
        summary={
          series.medianTurnaroundHours === null
            ? t("turnaround.none")
            : t("turnaround.overall", { value: hours(series.medianTurnaroundHours) })
        }
        table={{
          columns: [t("trends.bucket"), t("turnaround.hours"), t("turnaround.completed")],
          rows: rows((b) => [hours(b.medianTurnaroundHours), number(b.ordersCompleted)]),
        }}
      >
        <ResponsiveContainer>
          <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            {GRID}
            <XAxis dataKey="label" {...AXIS} minTickGap={12} />
            <YAxis {...AXIS} width={48} />
            <Tooltip {...TOOLTIP} formatter={(value) => hours(Number(value))} />
            <Line
              dataKey="medianTurnaroundHours"
              name={t("turnaround.hours")}
              stroke="var(--primary)"
              strokeWidth={2}
              dot={false}
              connectNulls
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title={t("rush.title")}
        caption={t("rush.caption")}
        summary={t("rush.overall", { value: series.rushShare })}
        table={{
          columns: [t("trends.bucket"), t("rush.share"), t("rush.rush"), t("orders.placed")],
          rows: rows((b) => [`${b.rushShare}%`, number(b.rushOrders), number(b.ordersPlaced)]),
        }}
      >
        <ResponsiveContainer>
          <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            {GRID}
            <XAxis dataKey="label" {...AXIS} minTickGap={12} />
            <YAxis {...AXIS} width={48} domain={[0, 100]} tickFormatter={(value: number) => `${value}%`} />
            <Tooltip {...TOOLTIP} formatter={(value) => `${String(value)}%`} />
            <Line
              dataKey="rush"
              name={t("rush.share")}
              stroke="var(--crimson)"
              strokeWidth={2}
              dot={false}
              connectNulls
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title={t("translators.title")}
        summary={series.translators.length === 0 ? t("translators.none") : undefined}
        table={{
          columns: [t("translators.translator"), t("translators.openJobs")],
          rows: series.translators.map((row) => ({
            key: String(row.translatorId),
            cells: [row.name, number(row.openJobs)],
          })),
        }}
      >
        <ResponsiveContainer>
          <BarChart
            accessibilityLayer={false}
            data={series.translators}
            layout="vertical"
            margin={{ top: 8, right: 16, left: 8, bottom: 0 }}
          >
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" {...AXIS} allowDecimals={false} domain={niceDomain(COUNT_SCALE)} />
            <YAxis type="category" dataKey="name" {...AXIS} width={120} interval={0} />
            <Tooltip {...TOOLTIP} />
            <Bar
              dataKey="openJobs"
              minPointSize={barMinHeight}
              name={t("translators.openJobs")}
              fill="var(--warning)"
              radius={[0, 3, 3, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}
