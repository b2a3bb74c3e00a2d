import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { postgresUrlFor, withAdminClient } from "../../../tests/support/postgres-admin";
import { MIGRATIONS_DIR } from "../paths";
import { type DatabaseHandle, openDatabase } from "./client";

// The journal lists the migrations by number, but databases already in service applied 0020–0028 in merge order
// (0028 first). drizzle's migrator applies every entry whose `when` is later than the database's last one, so the
// reordered journal (same `when`s) must neither re-apply nor skip anything for them, and a new database built in the
// new order must end with the same schema (docs/architecture.md, "Migrations").

type Entry = { idx: number; tag: string; when: number };
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
  entries: Entry[];
};
/** The order the databases in service applied the migrations in: by `when`. */
const appliedOrder = [...journal.entries].sort((a, b) => a.when - b.when);

const handles: DatabaseHandle[] = [];
const drops: (() => Promise<void>)[] = [];
const scratchDirs: string[] = [];
afterAll(async () => {
  for (const handle of handles) await handle.close();
  for (const drop of drops) await drop();
  for (const dir of scratchDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** An empty database: in-memory PGlite, or a throwaway one on DATABASE_URL's server. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  if (!serverUrl) handle = await openDatabase({});
  else {
    const name = `bt_test_journal_${process.pid}_${randomBytes(4).toString("hex")}`;
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    drops.push(() =>
      withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
    );
    handle = await openDatabase({ databaseUrl: postgresUrlFor(serverUrl, name) });
  }
  handles.push(handle);
  return handle;
}

/** A copy of the migrations folder whose journal lists `entries` (in that order). */
function migrationsWith(entries: Entry[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-journal-"));
  scratchDirs.push(dir);
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  return dir;
}

async function migrate(handle: DatabaseHandle, migrationsFolder: string) {
  if (handle.kind === "pglite") await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder });
}

const rows = async <T>(handle: DatabaseHandle, query: SQL) =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
const applied = (handle: DatabaseHandle) =>
  rows<{ created_at: string }>(handle, sql`select created_at from drizzle.__drizzle_migrations order by id`).then(
    (list) => list.map((row) => Number(row.created_at)),
  );

/** Every column, index, constraint and enum value of the public schema, as text. */
async function schemaOf(handle: DatabaseHandle): Promise<string[]> {
  const columns = await rows<{ line: string }>(
    handle,
    sql`select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') as line
        from information_schema.columns where table_schema = 'public'`,
  );
  const indexes = await rows<{ line: string }>(
    handle,
    sql`select indexdef as line from pg_indexes where schemaname = 'public'`,
  );
  const constraints = await rows<{ line: string }>(
    handle,
    sql`select c.conrelid::regclass::text || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) as line
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'`,
  );
  const enums = await rows<{ line: string }>(
    handle,
    sql`select t.typname || ': ' || string_agg(e.enumlabel, ', ' order by e.enumsortorder) as line
        from pg_enum e join pg_type t on t.oid = e.enumtypid group by t.typname`,
  );
  return [...columns, ...indexes, ...constraints, ...enums].map((row) => row.line).sort();
}

describe("the journal listed by number", () => {
  it("lists the migrations by number, and only reorders ones whose when is kept", () => {
    const tags = journal.entries.map((entry) => entry.tag);
    expect(tags).toEqual([...tags].sort());
    expect(tags.indexOf("0020_paged-lists")).toBeLessThan(tags.indexOf("0028_operations-indexes"));
  });

  it("applies nothing more to a database migrated in the old order, which ends like a new one", async () => {
    const inService = await emptyDatabase();
    await migrate(inService, migrationsWith(appliedOrder));
    const before = await applied(inService);
    expect(before).toHaveLength(journal.entries.length);
    await migrate(inService, MIGRATIONS_DIR);
    expect(await applied(inService)).toEqual(before);

    const fresh = await emptyDatabase();
    await migrate(fresh, MIGRATIONS_DIR);
    expect((await applied(fresh)).sort()).toEqual([...before].sort());
    expect(await schemaOf(fresh)).toEqual(await schemaOf(inService));
    // Two databases built from nothing, every migration each: 10 s on a quiet machine, 35 s on a loaded one.
  }, 120_000);

  it("applies exactly the missing migrations, once each, to a database stopped half-way in the old order", async () => {
    // Stopped after 0024 in the old order: 0028, 0020, 0026, 0022, 0023 and 0024 applied, 0021 onwards not.
    const stop = appliedOrder.findIndex((entry) => entry.tag.startsWith("0024_")) + 1;
    const halfWay = await emptyDatabase();
    await migrate(halfWay, migrationsWith(appliedOrder.slice(0, stop)));
    await migrate(halfWay, MIGRATIONS_DIR);
    const whens = await applied(halfWay);
    expect(new Set(whens).size).toBe(whens.length);
    expect([...whens].sort()).toEqual(journal.entries.map((entry) => entry.when).sort());
    expect(whens.slice(stop)).toEqual(appliedOrder.slice(stop).map((entry) => entry.when));
  }, 120_000);
});
