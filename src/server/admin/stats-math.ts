// The dashboard's arithmetic, kept pure so the rounding rules are tested without a database.

/** part / whole as a whole-number percentage; 0 when there is nothing to divide by. */
export function percentage(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 100);
}

/** Dollars rounded to cents (avoids 0.1 + 0.2 style noise in sums). */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** Average order value in dollars with two decimals; 0 when no order has been paid. */
export function averageOrderValue(total: number, paidOrders: number): number {
  if (paidOrders <= 0) return 0;
  return roundMoney(total / paidOrders);
}

/** First instant of the calendar month (UTC) that `now` falls in: the start of "new this month". */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export type MoneyPeriodKey = "this_month" | "last_30_days" | "all_time";
export type MoneyPeriod = { key: MoneyPeriodKey; label: string; grossCents: number; refundsCents: number; netCents: number; paidOrders: number };

/**
 * The dashboard's money (docs/administration.md, "Dashboard"), in integer cents, in this one function. Gross is every charge taken as
 * payment of an order (also those refunded later), refunds are what went back (succeeded or on its way), net is
 * the difference; each per period by when the money moved. Nothing is left out silently.
 */
export function moneyByPeriod(input: { charges: { orderId: number; cents: number; at: Date }[]; refunds: { cents: number; at: Date }[]; now: Date }): MoneyPeriod[] {
  const periods: { key: MoneyPeriodKey; label: string; from: Date | null }[] = [
    { key: "this_month", label: "This month", from: startOfMonthUtc(input.now) },
    { key: "last_30_days", label: "Last 30 days", from: new Date(input.now.getTime() - 30 * 86_400_000) },
    { key: "all_time", label: "All time", from: null },
  ];
  return periods.map(({ key, label, from }) => {
    const inPeriod = (at: Date) => from === null || at >= from;
    const charges = input.charges.filter((charge) => inPeriod(charge.at));
    const grossCents = charges.reduce((sum, charge) => sum + charge.cents, 0);
    const refundsCents = input.refunds.filter((refund) => inPeriod(refund.at)).reduce((sum, refund) => sum + refund.cents, 0);
    return { key, label, grossCents, refundsCents, netCents: grossCents - refundsCents, paidOrders: new Set(charges.map((charge) => charge.orderId)).size };
  });
}
