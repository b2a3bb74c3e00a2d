import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * `column = any($1::int[])`: one array parameter however many ids, never one parameter per id (drizzle's inArray
 * binds each value; past 65,535 PostgreSQL refuses the query). Callers pass a page's ids, not a table's.
 */
export const anyOf = (column: AnyColumn, ids: readonly number[]): SQL => sql`${column} = any(${sql.param(ids)}::int[])`;
