import type { AppConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { createEmbeddedQueue } from "./embedded-queue";
import type { JobQueue } from "./job-queue";
import { createPgBossQueue } from "./pg-boss-queue";

type Logger = { error(obj: object, msg?: string): void };

/** pg-boss on PostgreSQL; the embedded runner on PGlite (docs/decisions/010-job-queue-and-shared-state.md). */
export function createJobQueue(config: AppConfig, database: DatabaseHandle, log: Logger): JobQueue {
  // ROLE=web queues jobs for the worker instances and runs none itself (docs/deployment.md, "Roles").
  const runsJobs = config.role !== "web";
  if (database.kind === "postgres" && config.databaseUrl) {
    return createPgBossQueue({
      databaseUrl: config.databaseUrl,
      maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds,
      log,
      runsJobs,
    });
  }
  return createEmbeddedQueue({ db: database.db, log, runsJobs });
}
