import { and, eq, lte, sql } from "drizzle-orm";
import { originOf, withOrigin } from "../observability/job-context";
import { measuredJob } from "../observability/metrics";
import type { Database } from "../db/client";
import { jobQueue } from "../db/schema/jobs";
import {
  assertEveryMinutes,
  assertKeyedSend,
  type FailedJob,
  type JobDefinition,
  type JobName,
  type JobQueue,
  type QueueSummaryRow,
  queueSummaryOf,
} from "./job-queue";
import { retryDelayMs, scheduleSlot } from "./retry-delay";

type Logger = { error(obj: object, msg?: string): void };

export type EmbeddedQueueOptions = {
  db: Database;
  log: Logger;
  pollIntervalMs?: number;
  now?: () => Date;
  /** False (ROLE=web): sends jobs but works none and enqueues no schedules. Default true. */
  runsJobs?: boolean;
};

/**
 * The embedded database's queue: one process owns the PGlite files, so a poll loop over the job_queue table,
 * with a few lanes per job name (JobDefinition.workers) each claiming a batch, highest priority first, is all it needs. Same semantics as pg-boss where the app relies on them: durable jobs,
 * retries with exponential backoff, one run per schedule slot, jobs interrupted by a crash run again at start.
 */
export function createEmbeddedQueue(options: EmbeddedQueueOptions): JobQueue {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const runsJobs = options.runsJobs ?? true;
  const definitions = new Map<
    JobName,
    JobDefinition & { run: (data: Record<string, unknown>, jobId: string) => Promise<void> }
  >();
  const schedules = new Map<JobName, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let started = false;
  let stopped = false;

  // The slot each schedule was last enqueued for: a poll writes only when a new slot begins (the unique index
  // still makes a repeated slot harmless), so an idle server costs one small query a second.
  const enqueuedSlots = new Map<JobName, string>();
  async function enqueueScheduled(at: Date) {
    for (const [name, everyMinutes] of schedules) {
      const slot = scheduleSlot(at, everyMinutes);
      if (enqueuedSlots.get(name) === slot) continue;
      await db
        .insert(jobQueue)
        .values({ name, singletonKey: slot, retryLimit: definitions.get(name)?.retryLimit ?? 0, startAfter: at })
        .onConflictDoNothing();
      enqueuedSlots.set(name, slot);
    }
  }

  /** The job names with a job due now, in one query. */
  async function dueNames(): Promise<JobName[]> {
    const rows = await db
      .selectDistinct({ name: jobQueue.name })
      .from(jobQueue)
      .where(and(eq(jobQueue.state, "created"), lte(jobQueue.startAfter, now())));
    return rows.map((row) => row.name as JobName).filter((name) => definitions.has(name));
  }

  type Claimed = { id: number; name: string; data: Record<string, unknown>; attempts: number; retry_limit: number };

  /** Claims up to `size` due jobs of `name`, highest priority first, then oldest; a claimed job no longer holds its key. */
  async function claim(name: JobName, size: number): Promise<Claimed[]> {
    const claimed = (await db.execute(sql`
      update job_queue set state = 'active', attempts = attempts + 1, waiting_key = null
      where id in (
        select id from job_queue
        where state = 'created' and start_after <= ${now()} and name = ${name}
        order by priority desc, start_after, id limit ${size} for update skip locked
      )
      returning id, name, data, attempts, retry_limit`)) as unknown as { rows: Claimed[] };
    return claimed.rows;
  }

  async function runJob(
    definition: JobDefinition & { run: (data: Record<string, unknown>, jobId: string) => Promise<void> },
    job: Claimed,
  ): Promise<void> {
    try {
      await definition.run(job.data ?? {}, String(job.id));
      await db
        .update(jobQueue)
        .set({ state: "completed", completedAt: now(), error: null })
        .where(eq(jobQueue.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error, job: job.name, jobId: job.id, reqId: originOf(job.data).reqId }, "job failed");
      const retry = job.attempts <= job.retry_limit;
      await db
        .update(jobQueue)
        .set(
          retry
            ? {
                state: "created",
                error: message,
                startAfter: new Date(now().getTime() + retryDelayMs(definition.retryDelaySeconds, job.attempts)),
              }
            : { state: "failed", error: message, completedAt: now() },
        )
        .where(eq(jobQueue.id, job.id));
    }
  }

  /** Claims a batch of `name`, runs its jobs together, records each outcome. Returns false when nothing was due. */
  async function runBatch(name: JobName): Promise<boolean> {
    const definition = definitions.get(name)!;
    const jobs = await claim(name, definition.batchSize ?? 1);
    if (jobs.length === 0) return false;
    await Promise.all(jobs.map((job) => runJob(definition, job)));
    return true;
  }

  // Lanes per job name: a long job (reading a 500-page scan) never holds back an e-mail; within a name, up to
  // `workers` lanes, each a batch at a time, until nothing is due.
  const lanes = new Map<JobName, Set<Promise<void>>>();
  function startLanes(names: Iterable<JobName>) {
    for (const name of names) {
      const definition = definitions.get(name);
      if (!definition) continue;
      const active = lanes.get(name) ?? new Set<Promise<void>>();
      lanes.set(name, active);
      while (active.size < (definition.workers ?? 1)) {
        const lane: Promise<void> = (async () => {
          while (!stopped && (await runBatch(name)));
        })()
          .catch((error: unknown) => log.error({ err: error, job: name }, "job queue poll failed"))
          .finally(() => active.delete(lane));
        active.add(lane);
      }
    }
  }

  // Finished jobs leave the table (pg-boss does the same in its maintenance): completed after a week, failed ones
  // after 30 days unless an admin retried or discarded them. Once an hour, in batches.
  let prunedAt = 0;
  async function pruneFinished(at: Date) {
    if (at.getTime() - prunedAt < 60 * 60_000) return;
    prunedAt = at.getTime();
    const completedBefore = new Date(at.getTime() - 7 * 24 * 60 * 60_000);
    const failedBefore = new Date(at.getTime() - 30 * 24 * 60 * 60_000);
    await db.execute(sql`
      delete from job_queue where id in (
        select id from job_queue
        where (state = 'completed' and completed_at < ${completedBefore}) or (state = 'failed' and completed_at < ${failedBefore})
        limit 5000)`);
  }

  async function tick() {
    try {
      await enqueueScheduled(now());
      await pruneFinished(now());
      if (!stopped) startLanes(await dueNames());
    } catch (error) {
      log.error({ err: error }, "job queue poll failed");
    }
  }

  function loop() {
    if (stopped) return;
    running = tick().finally(() => {
      running = undefined;
      // Unref'd: the poll never keeps a process alive on its own.
      if (!stopped) timer = setTimeout(loop, pollIntervalMs).unref();
    });
  }

  return {
    kind: "embedded",
    define(name, definition) {
      definitions.set(name, { ...definition, run: measuredJob(name, definition.handler) });
    },
    schedule(name, everyMinutes) {
      assertEveryMinutes(everyMinutes);
      schedules.set(name, everyMinutes);
    },
    async start() {
      if (!runsJobs) return;
      // This process owns the database: a job still 'active' was interrupted by a crash or kill; run it again.
      await db.update(jobQueue).set({ state: "created" }).where(eq(jobQueue.state, "active"));
      started = true;
      loop();
    },
    async send(name, data, sendOptions = {}) {
      assertKeyedSend(name, sendOptions);
      const startAfter = sendOptions.startAfter ?? now();
      // A key already waiting: the unique waiting_key index turns this send into nothing.
      await db
        .insert(jobQueue)
        .values({
          name,
          // The request (and trace) that queued the job rides in its data: the worker logs and traces under it.
          data: withOrigin(data),
          retryLimit: definitions.get(name)?.retryLimit ?? 3,
          startAfter,
          priority: sendOptions.priority ?? 0,
          waitingKey: sendOptions.singletonKey ?? null,
        })
        .onConflictDoNothing();
      // Due now and worked here: start at once rather than at the next poll (an e-mail leaves without a second's wait).
      if (started && !stopped && startAfter.getTime() <= now().getTime()) startLanes([name]);
    },
    async ping() {
      await db
        .select({ id: jobQueue.id })
        .from(jobQueue)
        .where(and(eq(jobQueue.state, "created")))
        .limit(1);
    },
    async summary() {
      const result = (await db.execute(sql`
        select name,
          count(*) filter (where state = 'created')::int as waiting,
          count(*) filter (where state = 'created' and start_after > ${now()})::int as delayed,
          count(*) filter (where state = 'active')::int as active,
          count(*) filter (where state = 'failed')::int as failed,
          (array_agg(error order by completed_at desc) filter (where state = 'failed'))[1] as last_error,
          max(completed_at) filter (where state = 'failed') as last_failed_at
        from job_queue where state in ('created', 'active', 'failed') group by name order by name`)) as unknown as {
        rows: QueueSummaryRow[];
      };
      return result.rows.map(queueSummaryOf);
    },
    async listFailed(name, page) {
      const after =
        page.before && /^\d+$/.test(page.before.id)
          ? sql`and (completed_at, id) < (${page.before.failedAt}, ${Number(page.before.id)})`
          : sql``;
      type Row = {
        id: number;
        name: string;
        data: Record<string, unknown>;
        attempts: number;
        error: string | null;
        created_at: string | Date;
        completed_at: string | Date;
      };
      const result = (await db.execute(sql`
        select id, name, data, attempts, error, created_at, completed_at from job_queue
        where state = 'failed' and name = ${name} ${after}
        order by completed_at desc, id desc limit ${page.limit}`)) as unknown as { rows: Row[] };
      return result.rows.map((row): FailedJob => ({
        id: String(row.id),
        job: row.name as JobName,
        data: row.data ?? {},
        attempts: row.attempts,
        error: row.error,
        createdAt: new Date(row.created_at),
        failedAt: new Date(row.completed_at),
      }));
    },
    async retry(name, id) {
      if (!/^\d+$/.test(id)) return false;
      const retried = await db
        .update(jobQueue)
        .set({ state: "created", attempts: 0, startAfter: now(), completedAt: null })
        .where(and(eq(jobQueue.id, Number(id)), eq(jobQueue.name, name), eq(jobQueue.state, "failed")))
        .returning({ id: jobQueue.id });
      if (retried.length > 0 && started && !stopped) startLanes([name]);
      return retried.length > 0;
    },
    async discard(name, id) {
      if (!/^\d+$/.test(id)) return false;
      const deleted = await db
        .delete(jobQueue)
        .where(and(eq(jobQueue.id, Number(id)), eq(jobQueue.name, name), eq(jobQueue.state, "failed")))
        .returning({ id: jobQueue.id });
      return deleted.length > 0;
    },
    async stop(timeoutMs) {
      stopped = true;
      clearTimeout(timer);
      const inFlight = Promise.all([running, ...[...lanes.values()].flatMap((lane) => [...lane])]);
      await Promise.race([inFlight, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    },
  };
}
