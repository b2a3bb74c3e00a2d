import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client";
import { postgresUrlFor, withAdminClient } from "./postgres-admin";

/**
 * Vitest global setup: runs every migration once per run into a template, so each test file copies a migrated
 * database instead of migrating its own (docs/ci.md). Without DATABASE_URL: a PGlite data directory dumped to a
 * temp file, which each file loads (this also skips PGlite's initdb, the larger part of the cost). With it: a
 * template database on that server, which each file copies with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? postgresTemplate(project, serverUrl) : pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject) {
  const handle = await openDatabase({});
  await handle.migrate();
  // Uncompressed: a few tens of MB read from the page cache beats gunzipping it once per file.
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
  await handle.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-template-"));
  const file = path.join(dir, "pgdata.tar");
  fs.writeFileSync(file, dump);
  project.provide("pgliteTemplateFile", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, serverUrl: string) {
  const name = `bt_template_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  // No connection may stay open on a template while it is copied, so the pool is closed before any file starts.
  const handle = await openDatabase({ databaseUrl: postgresUrlFor(serverUrl, name) });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  project.provide("postgresTemplateDatabase", name);
  return () =>
    withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
      () => undefined,
    );
}

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory (PGlite runs only). */
    pgliteTemplateFile?: string;
    /** A migrated database on the DATABASE_URL server to copy (PostgreSQL runs only). */
    postgresTemplateDatabase?: string;
  }
}
