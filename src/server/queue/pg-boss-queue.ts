import { createRequire } from "node:module";
import PgBoss from "pg-boss";
import { withOrigin } from "../observability/job-context";
import { measuredJob } from "../observability/metrics";
import {
  DAILY,
  JOB_NAMES,
  KEYED_JOBS,
  assertEveryMinutes,
  assertKeyedSend,
  type FailedJob,
  type JobDefinition,
  type JobName,
  type JobQueue,
  type QueueSummaryRow,
  queueSummaryOf,
} from "./job-queue";

// pg-boss 10 calls complete() and fail() for a worker's finished job without awaiting them: while PostgreSQL is
// restarting their rejection would be unhandled and end the process. Each call's promise gets a handler (callers
// that await it still see the error); the job, still 'active', expires and is retried (handlers are idempotent).
type ManagerMethods = Record<"complete" | "fail", (this: unknown, ...args: unknown[]) => Promise<unknown>>;
const managerPrototype = (createRequire(import.meta.url)("pg-boss/src/manager.js") as { prototype: ManagerMethods })
  .prototype;
for (const method of ["complete", "fail"] as const) {
  const original = managerPrototype[method];
  if ((original as { guarded?: boolean }).guarded) continue;
  const guarded = function (this: unknown, ...args: unknown[]) {
    const result = original.apply(this, args);
    result.catch(() => undefined);
    return result;
  };
  // Named as the original: PgBoss exposes the manager's methods under their function names (boss.complete, boss.fail).
  Object.defineProperty(guarded, "name", { value: method });
  managerPrototype[method] = Object.assign(guarded, { guarded: true });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Logger = { error(obj: object, msg?: string): void };

export type PgBossQueueOptions = {
  databaseUrl: string;
  /** How often expired (lost) jobs are retried and old ones archived; pg-boss's default is 2 minutes. */
  maintenanceIntervalSeconds: number;
  log: Logger;
  /** False (ROLE=web): sends jobs but works none, runs no schedules and leaves maintenance to the workers. Default true. */
  runsJobs?: boolean;
};

/**
 * Creates a queue unless it exists. Instances starting at the same moment race to create it: the loser's attempt
 * fails (and a failed attempt can also roll back the winner's), so try again until the queue is there.
 */
async function ensureQueue(boss: PgBoss, name: string, settings: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name, settings);
    } catch (error) {
      if (await boss.getQueue(name)) return;
      if (attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
      continue;
    }
    return;
  }
}

/** pg-boss on the app's PostgreSQL database, in its own "pgboss" schema (created and migrated by pg-boss itself). */
export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const runsJobs = options.runsJobs ?? true;
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: "pgboss",
    max: 4,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    // Lost-job detection runs with maintenance; cron slots are checked often so a schedule fires near its minute.
    cronMonitorIntervalSeconds: 10,
    // Lost-job detection, archiving and cron slots are the workers' business (ROLE, docs/deployment.md).
    supervise: runsJobs,
    schedule: runsJobs,
  });
  // Unheard, an 'error' event (a dropped connection during polling) would crash the process.
  boss.on("error", (error) => options.log.error({ err: error }, "job queue error"));
  const definitions = new Map<
    JobName,
    JobDefinition & { run: (data: Record<string, unknown>, jobId: string) => Promise<void> }
  >();
  const schedules = new Map<JobName, number>();
  const workerIds = new Map<JobName, string[]>();

  /**
   * Runs a fetched batch together and records each job's own outcome: pg-boss would fail (and retry) every job of
   * the batch when the callback throws. If recording fails, the throw lets pg-boss fail the jobs still active.
   */
  async function runBatch(
    name: JobName,
    definition: { run: (data: Record<string, unknown>, jobId: string) => Promise<void> },
    jobs: PgBoss.Job<Record<string, unknown>>[],
  ) {
    const done: string[] = [];
    const failed: { id: string; error: unknown }[] = [];
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await definition.run(job.data ?? {}, job.id);
          done.push(job.id);
        } catch (error) {
          failed.push({ id: job.id, error });
        }
      }),
    );
    if (done.length > 0) await boss.complete(name, done);
    for (const { id, error } of failed) {
      await boss.fail(
        name,
        id,
        error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) },
      );
    }
  }

  return {
    kind: "pg-boss",
    define(name, definition) {
      definitions.set(name, { ...definition, run: measuredJob(name, definition.handler) });
    },
    schedule(name, everyMinutes) {
      assertEveryMinutes(everyMinutes);
      schedules.set(name, everyMinutes);
    },
    async start() {
      await boss.start();
      const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
      // Every queue exists (pg-boss refuses to send to an unknown one), even where this process works none of them.
      for (const name of JOB_NAMES) {
        const definition = definitions.get(name);
        // "short": one waiting job per singletonKey (updateQueue would otherwise set it back to "standard").
        const policy: PgBoss.QueuePolicy = KEYED_JOBS.includes(name) ? "short" : "standard";
        const settings = definition
          ? {
              name,
              policy,
              retryLimit: definition.retryLimit,
              retryDelay: definition.retryDelaySeconds,
              retryBackoff: true,
              expireInSeconds: definition.expireInSeconds,
            }
          : { name, policy };
        if (!existing.has(name)) await ensureQueue(boss, name, settings);
        if (definition || policy !== "standard") await boss.updateQueue(name, settings);
      }
      if (!runsJobs) return;
      for (const [name, definition] of definitions) {
        const batchSize = definition.batchSize ?? 1;
        const ids: string[] = [];
        for (let worker = 0; worker < (definition.workers ?? 1); worker += 1) {
          // The worker's id is known once work() answers; its first batch may come before.
          const self: { id?: string } = {};
          self.id = await boss.work<Record<string, unknown>>(
            name,
            { batchSize, pollingIntervalSeconds: 1 },
            async (jobs) => {
              await runBatch(name, definition, jobs);
              // A full batch: more are likely due, so fetch again at once rather than after the polling interval.
              if (jobs.length === batchSize && self.id) boss.notifyWorker(self.id);
            },
          );
          ids.push(self.id);
        }
        workerIds.set(name, ids);
      }
      for (const [name, everyMinutes] of schedules) {
        const cron =
          everyMinutes === DAILY ? "0 0 * * *" : everyMinutes === 1 ? "* * * * *" : `*/${everyMinutes} * * * *`;
        await boss.schedule(name, cron, {}, { tz: "UTC" });
      }
    },
    async send(name, data, sendOptions = {}) {
      assertKeyedSend(name, sendOptions);
      const { startAfter, priority, singletonKey } = sendOptions;
      // The request (and trace) that queued the job rides in its data: the worker logs and traces under it.
      await boss.send(name, withOrigin(data), {
        ...(startAfter && { startAfter }),
        ...(priority && { priority }),
        ...(singletonKey && { singletonKey }),
      });
      // Due now and worked here: wake this process's workers rather than wait for their next poll.
      if (!startAfter || startAfter.getTime() <= Date.now())
        for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
    },
    async ping() {
      await boss.getDb().executeSql("select 1 from pgboss.version", []);
    },
    async summary() {
      const { rows } = (await boss.getDb().executeSql(
        `select name,
           count(*) filter (where state in ('created', 'retry'))::int as waiting,
           count(*) filter (where state in ('created', 'retry') and start_after > now())::int as delayed,
           count(*) filter (where state = 'active')::int as active,
           count(*) filter (where state = 'failed')::int as failed,
           (array_agg(output->>'message' order by completed_on desc) filter (where state = 'failed'))[1] as last_error,
           max(completed_on) filter (where state = 'failed') as last_failed_at
         from pgboss.job where state in ('created', 'retry', 'active', 'failed') group by name order by name`,
        [],
      )) as { rows: QueueSummaryRow[] };
      return rows.filter((row) => (JOB_NAMES as readonly string[]).includes(row.name)).map(queueSummaryOf);
    },
    async listFailed(name, page) {
      const before = page.before && UUID.test(page.before.id) ? page.before : undefined;
      type Row = {
        id: string;
        name: string;
        data: Record<string, unknown> | null;
        retry_count: number;
        error: string | null;
        created_on: Date;
        completed_on: Date;
      };
      const { rows } = (await boss.getDb().executeSql(
        `select id, name, data, retry_count, output->>'message' as error, created_on, completed_on from pgboss.job
         where name = $1 and state = 'failed' ${before ? "and (completed_on, id) < ($3, $4::uuid)" : ""}
         order by completed_on desc, id desc limit $2`,
        before ? [name, page.limit, before.failedAt, before.id] : [name, page.limit],
      )) as { rows: Row[] };
      return rows.map((row): FailedJob => ({
        id: row.id,
        job: row.name as JobName,
        data: row.data ?? {},
        attempts: row.retry_count + 1,
        error: row.error,
        createdAt: new Date(row.created_on),
        failedAt: new Date(row.completed_on),
      }));
    },
    async retry(name, id) {
      if (!UUID.test(id)) return false;
      const result = (await boss.retry(name, id)) as { affected?: number } | undefined;
      return (result?.affected ?? 0) > 0;
    },
    async discard(name, id) {
      if (!UUID.test(id)) return false;
      const { rows } = (await boss
        .getDb()
        .executeSql(`delete from pgboss.job where name = $1 and id = $2::uuid and state = 'failed' returning id`, [
          name,
          id,
        ])) as {
        rows: unknown[];
      };
      return rows.length > 0;
    },
    async stop(timeoutMs) {
      // graceful: waits for active handlers; wait: resolves only once they are done (or the timeout passed).
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
