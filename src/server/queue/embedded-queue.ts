import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { jobQueue } from "../db/schema/jobs";
import { assertEveryMinutes, type JobDefinition, type JobName, type JobQueue } from "./job-queue";
import { retryDelayMs, scheduleSlot } from "./retry-delay";

type Logger = { error(obj: object, msg?: string): void };

export type EmbeddedQueueOptions = { db: Database; log: Logger; pollIntervalMs?: number; now?: () => Date };

/**
 * The embedded database's queue: one process owns the PGlite files, so a poll loop over the job_queue table,
 * one job at a time per job name, is all it needs. Same semantics as pg-boss where the app relies on them: durable jobs,
 * retries with exponential backoff, one run per schedule slot, jobs interrupted by a crash run again at start.
 */
export function createEmbeddedQueue(options: EmbeddedQueueOptions): JobQueue {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const definitions = new Map<JobName, JobDefinition>();
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

  /** Claims the oldest due job of `name`, runs it, records the outcome. Returns false when nothing was due. */
  async function runOne(name: JobName): Promise<boolean> {
    type Claimed = { id: number; name: string; data: Record<string, unknown>; attempts: number; retry_limit: number };
    const claimed = (await db.execute(sql`
      update job_queue set state = 'active', attempts = attempts + 1
      where id = (
        select id from job_queue
        where state = 'created' and start_after <= ${now()} and name = ${name}
        order by start_after, id limit 1 for update skip locked
      )
      returning id, name, data, attempts, retry_limit`)) as unknown as { rows: Claimed[] };
    const job = claimed.rows[0];
    if (!job) return false;
    const definition = definitions.get(name)!;
    try {
      await definition.handler(job.data ?? {});
      await db.update(jobQueue).set({ state: "completed", completedAt: now(), error: null }).where(eq(jobQueue.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error, job: job.name, jobId: job.id }, "job failed");
      const retry = job.attempts <= job.retry_limit;
      await db
        .update(jobQueue)
        .set(
          retry
            ? { state: "created", error: message, startAfter: new Date(now().getTime() + retryDelayMs(definition.retryDelaySeconds, job.attempts)) }
            : { state: "failed", error: message, completedAt: now() },
        )
        .where(eq(jobQueue.id, job.id));
    }
    return true;
  }

  // One lane per job name: a long job (reading a 500-page scan) never holds back an e-mail; within a name,
  // one job at a time.
  const lanes = new Map<JobName, Promise<void>>();
  function startLanes(names: Iterable<JobName>) {
    for (const name of names) {
      if (lanes.has(name) || !definitions.has(name)) continue;
      const lane = (async () => {
        while (!stopped && (await runOne(name)));
      })()
        .catch((error: unknown) => log.error({ err: error, job: name }, "job queue poll failed"))
        .finally(() => lanes.delete(name));
      lanes.set(name, lane);
    }
  }

  async function tick() {
    try {
      await enqueueScheduled(now());
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
      definitions.set(name, definition);
    },
    schedule(name, everyMinutes) {
      assertEveryMinutes(everyMinutes);
      schedules.set(name, everyMinutes);
    },
    async start() {
      // This process owns the database: a job still 'active' was interrupted by a crash or kill; run it again.
      await db.update(jobQueue).set({ state: "created" }).where(eq(jobQueue.state, "active"));
      started = true;
      loop();
    },
    async send(name, data, sendOptions = {}) {
      const startAfter = sendOptions.startAfter ?? now();
      await db.insert(jobQueue).values({ name, data, retryLimit: definitions.get(name)?.retryLimit ?? 3, startAfter });
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
    async stop(timeoutMs) {
      stopped = true;
      clearTimeout(timer);
      const inFlight = Promise.all([running, ...lanes.values()]);
      await Promise.race([inFlight, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    },
  };
}
