import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client";
import { dropCachedReads } from "../../src/server/shared-state/write-invalidated-cache";
import { postgresUrlFor, withAdminClient } from "./postgres-admin";

/**
 * A fresh, migrated database for one test file. Without DATABASE_URL: in-memory PGlite. With it: a throwaway
 * database created on that server and dropped afterwards, so the same suite proves both engines. Both start as a
 * copy of the template the global setup migrated once for the run (tests/support/database-template.ts); a file
 * run without that setup migrates its own.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  // Ids start over in every database, and a worker keeps its modules (and their caches) from the previous file:
  // another database's customer 2 must not answer for this one's.
  dropCachedReads();
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const templateFile = inject("pgliteTemplateFile");
    if (templateFile) return openDatabase({ snapshot: new Blob([fs.readFileSync(templateFile)]) });
    const handle = await openDatabase({});
    await handle.migrate();
    return handle;
  }
  const name = `bt_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const template = inject("postgresTemplateDatabase");
  await withAdminClient(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
    // A throwaway database need not survive a server crash: commits stop waiting for the WAL to reach the disk,
    // a few milliseconds each (docs/ci.md). Set before any connection opens, so every connection has it.
    await client.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  });
  const url = postgresUrlFor(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url });
  if (!template) await handle.migrate();
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
