import PgBoss from "pg-boss";
import { DAILY, JOB_NAMES, assertEveryMinutes, type JobDefinition, type JobName, type JobQueue } from "./job-queue";

type Logger = { error(obj: object, msg?: string): void };

export type PgBossQueueOptions = {
  databaseUrl: string;
  /** How often expired (lost) jobs are retried and old ones archived; pg-boss's default is 2 minutes. */
  maintenanceIntervalSeconds: number;
  log: Logger;
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
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: "pgboss",
    max: 4,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    // Lost-job detection runs with maintenance; cron slots are checked often so a schedule fires near its minute.
    cronMonitorIntervalSeconds: 10,
  });
  // Unheard, an 'error' event (a dropped connection during polling) would crash the process.
  boss.on("error", (error) => options.log.error({ err: error }, "job queue error"));
  const definitions = new Map<JobName, JobDefinition>();
  const schedules = new Map<JobName, number>();

  return {
    kind: "pg-boss",
    define(name, definition) {
      definitions.set(name, definition);
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
        const settings = definition
          ? { name, retryLimit: definition.retryLimit, retryDelay: definition.retryDelaySeconds, retryBackoff: true, expireInSeconds: definition.expireInSeconds }
          : { name };
        if (!existing.has(name)) await ensureQueue(boss, name, settings);
        if (definition) await boss.updateQueue(name, settings);
      }
      for (const [name, definition] of definitions) {
        await boss.work<Record<string, unknown>>(name, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => definition.handler(job.data ?? {}));
      }
      for (const [name, everyMinutes] of schedules) {
        const cron = everyMinutes === DAILY ? "0 0 * * *" : everyMinutes === 1 ? "* * * * *" : `*/${everyMinutes} * * * *`;
        await boss.schedule(name, cron, {}, { tz: "UTC" });
      }
    },
    async send(name, data, sendOptions = {}) {
      await boss.send(name, data, sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {});
    },
    async ping() {
      await boss.getDb().executeSql("select 1 from pgboss.version", []);
    },
    async stop(timeoutMs) {
      // graceful: waits for active handlers; wait: resolves only once they are done (or the timeout passed).
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
