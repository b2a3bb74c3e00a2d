// The dashboard's periods and the arithmetic over its rollups (docs/admin-ui.md, "Charts"), pure so the rules are
// tested without a database. Days are UTC calendar days written "YYYY-MM-DD"; weeks start on Monday (ISO, as
// PostgreSQL's date_trunc('week') does); months on the 1st.

export const STATS_PERIODS = ["day", "week", "month"] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/** How many buckets each chart shows, the current one included. */
export const BUCKETS_PER_PERIOD: Record<StatsPeriod, number> = { day: 30, week: 26, month: 24 };

const DAY_MS = 86_400_000;

/** "2026-11-23" for the UTC day `at` falls in. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The first UTC day of the dashboard's money periods (revenue, cost, margin): this month from the 1st, the last 30
 * days as today and the 29 before it. "All time" has no start.
 */
export function dashboardPeriodStarts(now: Date): { thisMonth: string; last30Days: string } {
  return {
    thisMonth: utcDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))),
    last30Days: utcDay(new Date(now.getTime() - 29 * 86_400_000)),
  };
}

function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** The first day of the bucket `day` falls in. */
export function bucketStart(period: StatsPeriod, day: string): string {
  const date = parseDay(day);
  if (period === "day") return day;
  if (period === "month") return `${day.slice(0, 7)}-01`;
  // getUTCDay: Sunday 0 … Saturday 6; Monday starts the week.
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return utcDay(new Date(date.getTime() - sinceMonday * DAY_MS));
}

/** The first day of the bucket `count` buckets after (or before, negative) the one starting at `start`. */
export function shiftBucket(period: StatsPeriod, start: string, count: number): string {
  const date = parseDay(start);
  if (period === "day") return utcDay(new Date(date.getTime() + count * DAY_MS));
  if (period === "week") return utcDay(new Date(date.getTime() + count * 7 * DAY_MS));
  return utcDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + count, 1)));
}

/** The chart's buckets, oldest first, ending with the one `today` is in. */
export function periodBuckets(period: StatsPeriod, today: string): string[] {
  const last = bucketStart(period, today);
  const count = BUCKETS_PER_PERIOD[period];
  return Array.from({ length: count }, (_, index) => shiftBucket(period, last, index - (count - 1)));
}

/**
 * The median of values given as a histogram (value → how many), e.g. turnaround in whole hours. An even count
 * takes the mean of the two middle values. Null when the histogram is empty.
 */
export function medianOfHistogram(rows: readonly { value: number; count: number }[]): number | null {
  const sorted = rows.filter((row) => row.count > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return null;
  const valueAt = (position: number) => {
    let seen = 0;
    for (const row of sorted) {
      seen += row.count;
      if (seen >= position) return row.value;
    }
    return sorted[sorted.length - 1]!.value;
  };
  const lower = valueAt(Math.floor((total + 1) / 2));
  const upper = valueAt(Math.floor(total / 2) + 1);
  return (lower + upper) / 2;
}
