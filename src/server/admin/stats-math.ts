// The dashboard's arithmetic, kept pure so the rounding rules are tested without a database. Money stays in integer
// cents: sums are exact, an average is rounded once, at the end (averageCents, half up), and dollar fields are
// derived from the rounded cents (centsToDollars, shared/money.ts).

import { averageCents } from "../../shared/money";

/** part / whole as a whole-number percentage; 0 when there is nothing to divide by. */
export function percentage(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 100);
}

/** Average order value in whole cents: net revenue / paid orders, rounded once (half up); 0 when no order has been paid. */
export function averageOrderValueCents(netCents: number, paidOrders: number): number {
  return averageCents(netCents, paidOrders);
}
