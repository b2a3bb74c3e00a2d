import type { PGlite, Transaction as PGliteTransaction } from "@electric-sql/pglite";
import type pg from "pg";

/**
 * Tells in-memory caches which tables were written, once the write is committed (docs/decisions/013-caches-static-files-and-per-user-limits.md: the customer's order
 * list). Watched at the driver, so every write is seen whoever makes it (use cases, jobs, tests writing rows
 * directly): statements are matched by text (INSERT INTO / UPDATE / DELETE FROM "table"); inside a
 * transaction the tables are told after COMMIT or ROLLBACK, so nothing re-reads the old rows after being told.
 */
type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();

export function onTableWritten(table: string, listener: Listener): void {
  (listeners.get(table) ?? listeners.set(table, new Set()).get(table)!).add(listener);
}

const WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;

/** The watched tables a statement writes (none for reads and for tables nobody listens to). */
export function writtenTables(text: string | undefined): string[] {
  if (!text || listeners.size === 0) return [];
  const found: string[] = [];
  for (const match of text.matchAll(WRITE)) {
    const table = match[1]!.toLowerCase();
    if (listeners.has(table) && !found.includes(table)) found.push(table);
  }
  return found;
}

function tell(tables: Iterable<string>) {
  for (const table of tables) for (const listener of listeners.get(table) ?? []) listener();
}

const statementText = (arg: unknown): string | undefined =>
  typeof arg === "string"
    ? arg
    : typeof arg === "object" && arg !== null && "text" in arg
      ? String((arg as { text: unknown }).text)
      : undefined;
const ENDS_TRANSACTION = /^\s*(commit|rollback|end)\b/i;
const BEGINS_TRANSACTION = /^\s*(begin|start\s+transaction)\b/i;

/** node-postgres: every pooled connection (pool.query and drizzle's transactions both run on one). */
export function watchPostgresWrites(pool: pg.Pool): void {
  pool.on("connect", (client) => {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    let inTransaction = false;
    const pending = new Set<string>();
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const text = statementText(args[0]);
      if (text && BEGINS_TRANSACTION.test(text)) inTransaction = true;
      const written = writtenTables(text);
      for (const table of written) pending.add(table);
      const ends = text !== undefined && ENDS_TRANSACTION.test(text);
      if (!ends && (inTransaction || written.length === 0)) return original(...args);
      const settle = () => {
        if (ends) inTransaction = false;
        const tables = [...pending];
        pending.clear();
        tell(tables);
      };
      const last = args[args.length - 1];
      if (typeof last === "function") {
        // Callback style (pool.query): tell before the caller hears the result.
        args[args.length - 1] = (...result: unknown[]) => {
          settle();
          (last as (...a: unknown[]) => void)(...result);
        };
        return original(...args);
      }
      const result = original(...args) as Promise<unknown> | undefined;
      // Registered first, so it runs before the caller's continuation.
      if (typeof result?.then === "function") result.then(settle, settle);
      else settle(); // a submittable (streamed query): told at once, the cache lifetimes bound the rest
      return result;
    };
  });
}

/** PGlite: its own statements, and those of its transactions (told once the transaction has ended). */
export function watchPgliteWrites(client: PGlite): void {
  for (const method of ["query", "exec"] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const written = writtenTables(statementText(args[0]));
      if (written.length === 0) return original(...args);
      try {
        return await original(...args);
      } finally {
        tell(written);
      }
    };
  }
  const transaction = client.transaction.bind(client);
  client.transaction = async <T>(work: (tx: PGliteTransaction) => Promise<T>): Promise<T> => {
    const pending = new Set<string>();
    try {
      return await transaction(async (tx) => {
        for (const method of ["query", "exec"] as const) {
          const original = tx[method].bind(tx) as (...args: unknown[]) => Promise<unknown>;
          (tx as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
            for (const table of writtenTables(statementText(args[0]))) pending.add(table);
            return original(...args);
          };
        }
        return work(tx);
      });
    } finally {
      tell(pending);
    }
  };
}
