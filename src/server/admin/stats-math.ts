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
