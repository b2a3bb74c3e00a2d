import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { MIGRATIONS_DIR } from "../paths";
import { watchPgliteWrites, watchPostgresWrites } from "./table-writes";
import { writeJsonLine } from "../json-line";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** One type for both drivers: use cases never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema>;
/** A use case that may run inside a caller's transaction takes either. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Runs `work` while no other instance runs its own (migrate and seed at start): PostgreSQL advisory lock. */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** PostgreSQL's connection pool (for /metrics); null on the embedded database, which has no pool. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** The embedded database's consistent snapshot (a gzipped data-directory dump) for backups; null on PostgreSQL (pg_dump). */
  dumpDataDir(): Promise<Blob> | null;
  close(): Promise<void>;
};

/**
 * databaseUrl: a PostgreSQL server. Otherwise PGlite in dataDir, or in memory when dataDir is unset (tests); an
 * in-memory database starts from `snapshot` (a PGlite data-directory dump) when given, skipping initdb.
 */
export type OpenDatabaseOptions = { databaseUrl?: string; dataDir?: string; snapshot?: Blob };

/** Any fixed number: the advisory lock every instance takes to migrate and seed. */
const STARTUP_LOCK_KEY = 7_316_001;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // A server that is down refuses at once; one that hangs (network, failover) must not hold a request past
    // the timeout: the request fails fast with 503 and the pool reconnects when the server is back.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection the server drops (restart, failover, admin kill) emits 'error' on the pool; unheard,
    // that would crash the process. The pool replaces the connection on the next query, so logging is enough.
    pool.on("error", (error) => writeJsonLine("error", "PostgreSQL connection lost", { err: error }));
    watchPostgresWrites(pool);
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    await pool.query("select 1");
    return {
      db,
      kind: "postgres",
      migrate: () => migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
      // Several instances starting together would otherwise apply the same migration (or seed the same admin) twice.
      async exclusively(work) {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
          return await work();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      ping: async () => void (await db.execute(sql`select 1`)),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      dumpDataDir: () => null,
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the admin searches' trigram indexes (docs/decisions/026-keyset-pagination.md).
  const extensions = { pg_trgm };
  const client = options.dataDir
    ? await PGlite.create(options.dataDir, { extensions })
    : await PGlite.create({ extensions, loadDataDir: options.snapshot });
  watchPgliteWrites(client);
  const pglite = drizzlePglite(client, { schema });
  const db = pglite as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(pglite, { migrationsFolder: MIGRATIONS_DIR }),
    // One process owns the PGlite files: nobody to wait for.
    exclusively: (work) => work(),
    ping: async () => void (await db.execute(sql`select 1`)),
    poolStats: () => null,
    // PGlite answers one query at a time: the dump sees every committed transaction and none half-way.
    dumpDataDir: () => client.dumpDataDir("gzip"),
    close: () => client.close(),
  };
}
