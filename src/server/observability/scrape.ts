import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { JobQueue } from "../queue/job-queue";
import { databasePool, mailBacklog, mailFailed, metricsRegistry, queueJobs } from "./metrics";

export type ScrapeSources = {
  db: Database;
  queue?: JobQueue;
  poolStats?: () => { total: number; idle: number; waiting: number } | null;
};

/**
 * The metrics text for one scrape: the gauges of shared state are read now (two small queries on partial
 * indexes, and the pool's counters), then the registry is written out.
 */
export async function scrapeMetrics({ db, queue, poolStats }: ScrapeSources): Promise<string> {
  const [mail, queueSummary] = await Promise.all([
    db.execute(sql`
      select count(*) filter (where status = 'queued')::int as queued, count(*) filter (where status = 'failed')::int as failed
      from mail_outbox where status in ('queued', 'failed')`) as unknown as Promise<{ rows: { queued: number; failed: number }[] }>,
    // A queue that cannot answer (not started, its tables unreachable) must not cost the other figures.
    queue ? queue.summary().catch(() => []) : Promise.resolve([]),
  ]);
  mailBacklog.set(mail.rows[0]?.queued ?? 0);
  mailFailed.set(mail.rows[0]?.failed ?? 0);
  queueJobs.reset();
  for (const { job, waiting, active, failed } of queueSummary) {
    queueJobs.set({ job, state: "waiting" }, waiting);
    queueJobs.set({ job, state: "active" }, active);
    queueJobs.set({ job, state: "failed" }, failed);
  }
  const pool = poolStats?.();
  if (pool) {
    databasePool.set({ state: "total" }, pool.total);
    databasePool.set({ state: "idle" }, pool.idle);
    databasePool.set({ state: "waiting" }, pool.waiting);
  }
  return metricsRegistry.metrics();
}

export const METRICS_CONTENT_TYPE = metricsRegistry.contentType;
