import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { JobQueue } from "../queue/job-queue";
import {
  databasePool,
  documentOldestUnreadAge,
  mailBacklog,
  mailFailed,
  mailOldestQueuedAge,
  metricsRegistry,
  queueJobs,
} from "./metrics";

export type ScrapeSources = {
  db: Database;
  queue?: JobQueue;
  poolStats?: () => { total: number; idle: number; waiting: number } | null;
};

type StateRow = { queued: number; failed: number; oldest_queued_s: number | null; oldest_unread_s: number | null };

/**
 * The metrics text for one scrape: the gauges of shared state are read now (one query over partial indexes:
 * mail_outbox_queued_idx, mail_outbox_failed_idx and documents_analysis_pending_idx hold only the rows waiting,
 * so a table of a million sent e-mails or read documents costs nothing), and the pool's counters; then the
 * registry is written out.
 *
 * job_queue_jobs counts jobs and mail_backlog e-mails (docs/operations.md, "Metrics"): with one keyed job per
 * e-mail, job_queue_jobs{job="mail.deliver"} summed over waiting, delayed and active equals mail_backlog.
 */
export async function scrapeMetrics({ db, queue, poolStats }: ScrapeSources): Promise<string> {
  const [state, queueSummary] = await Promise.all([
    db.execute(sql`
      select
        (select count(*)::int from mail_outbox where status = 'queued') as queued,
        (select count(*)::int from mail_outbox where status = 'failed') as failed,
        (select extract(epoch from now() - min(created_at))::float8 from mail_outbox where status = 'queued') as oldest_queued_s,
        (select extract(epoch from now() - min(created_at))::float8 from documents where analysis_status = 'pending') as oldest_unread_s`) as unknown as Promise<{
      rows: StateRow[];
    }>,
    // A queue that cannot answer (not started, its tables unreachable) must not cost the other figures.
    queue ? queue.summary().catch(() => []) : Promise.resolve([]),
  ]);
  const row = state.rows[0];
  mailBacklog.set(row?.queued ?? 0);
  mailFailed.set(row?.failed ?? 0);
  mailOldestQueuedAge.set(Math.max(0, Number(row?.oldest_queued_s ?? 0)));
  documentOldestUnreadAge.set(Math.max(0, Number(row?.oldest_unread_s ?? 0)));
  queueJobs.reset();
  for (const { job, waiting, delayed, active, failed } of queueSummary) {
    // "waiting" is due now; "delayed" waits for its time (before, both were "waiting": a backlog of retries looked due).
    queueJobs.set({ job, state: "waiting" }, waiting - delayed);
    queueJobs.set({ job, state: "delayed" }, delayed);
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
