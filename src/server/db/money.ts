import { type AnyColumn, type SQL, sql } from "drizzle-orm";

// The ONE place where stored money becomes integer cents (issue 14). Money columns hold dollars with two decimals
// today; when they store cents (pricing work), these two functions become the identity and nothing else changes.

/** A stored amount (dollars today) → integer cents. */
export function storedToCents(stored: number | string): number {
  return Math.round(Number((Number(stored) * 100).toPrecision(12)));
}

/** The same conversion inside SQL, for sums: `sum(${centsSql(column)})`. */
export function centsSql(column: AnyColumn | SQL): SQL<number> {
  return sql<number>`round(${column} * 100)`;
}
