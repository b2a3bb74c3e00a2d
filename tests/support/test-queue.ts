import type { DatabaseHandle } from "../../src/server/db/client";
import { createEmbeddedQueue } from "../../src/server/queue/embedded-queue";
import type { JobQueue } from "../../src/server/queue/job-queue";
import { createPgBossQueue } from "../../src/server/queue/pg-boss-queue";

const quiet = { error: () => {} };

/** The queue the server would use on this test database: pg-boss on PostgreSQL (url set), else the embedded runner. */
export function createTestQueue(
  database: DatabaseHandle & { url?: string },
  options: { pollIntervalMs?: number } = {},
): JobQueue {
  if (database.kind === "postgres" && database.url)
    return createPgBossQueue({ databaseUrl: database.url, maintenanceIntervalSeconds: 1, log: quiet });
  return createEmbeddedQueue({ db: database.db, log: quiet, pollIntervalMs: options.pollIntervalMs ?? 100 });
}
