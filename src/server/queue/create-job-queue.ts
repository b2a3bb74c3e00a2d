import type { AppConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { createEmbeddedQueue } from "./embedded-queue";
import type { JobQueue } from "./job-queue";
import { createPgBossQueue } from "./pg-boss-queue";

type Logger = { error(obj: object, msg?: string): void };

/** pg-boss on PostgreSQL; the embedded runner on PGlite (docs/decisions/010-job-queue-and-shared-state.md). */
export function createJobQueue(config: AppConfig, database: DatabaseHandle, log: Logger): JobQueue {
  if (database.kind === "postgres" && config.databaseUrl) {
    return createPgBossQueue({ databaseUrl: config.databaseUrl, maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds, log });
  }
  return createEmbeddedQueue({ db: database.db, log });
}
