/** The jobs the server runs in the background. Each has one handler, registered in register-jobs.ts. */
export const JOB_NAMES = [
  "mail.deliver",
  "mail.sweep",
  "review.auto-approve",
  "storage.sweep",
  "document.analyze",
  "document.analysis-sweep",
  "order-drafts.sweep",
  "payments.reconcile",
  "sign-ups.purge-unverified",
  "housekeeping.purge-expired",
  "messages.digest",
  "ratings.ask",
  "data-export.prepare",
  "account-data.sweep",
  "files.retention",
  "files.encrypt-existing",
  "offers.lapse",
  "payouts.statements",
  "payouts.reconcile",
  "auth.password-reset",
  "document.segment",
  "document.segment-sweep",
  "translation.check",
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export type JobData = Record<string, unknown>;

export type JobDefinition = {
  handler: (data: JobData) => Promise<void>;
  /** Retries after the handler throws (or its process dies mid-job), with exponential backoff from retryDelaySeconds. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job still active after this long is taken as lost (its process died) and retried elsewhere. */
  expireInSeconds: number;
  /** Jobs one fetch claims (highest priority first) and runs together; default 1. */
  batchSize?: number;
  /** Fetch loops of this job in each process; default 1. At most workers × batchSize run at once per process. */
  workers?: number;
};

export type SendOptions = {
  /** Not before this time. */
  startAfter?: Date;
  /** Among due jobs of one name, higher runs first; default 0. */
  priority?: number;
  /** Required for KEYED_JOBS: while a job with this key waits, sending another adds nothing. */
  singletonKey?: string;
};

/**
 * Jobs sent with a singletonKey each: at most one job per key waits (pg-boss's "short" policy; a job already
 * running does not count, so a retry can be queued from inside it). "mail.deliver" is keyed by e-mail.
 */
export const KEYED_JOBS: readonly JobName[] = ["mail.deliver", "document.segment"];

export function assertKeyedSend(name: JobName, options: SendOptions): void {
  // On a keyed pg-boss queue, sends without a key would all share the empty key and drop each other.
  if (KEYED_JOBS.includes(name) && !options.singletonKey)
    throw new Error(`"${name}" jobs are sent with a singletonKey`);
}

/** One job name's state in the queue: the jobs screen and /metrics read it. */
export type QueueSummary = {
  job: JobName;
  waiting: number;
  /** Of the waiting, those due later (a retry's backoff, an e-mail's next attempt, a startAfter). */
  delayed: number;
  active: number;
  /** Jobs whose retries are spent; they stay until an admin retries or discards them (or they age out). */
  failed: number;
  lastError: string | null;
  lastFailedAt: Date | null;
};

/** The row both queues' summary queries answer (their SQL differs, the columns do not). */
export type QueueSummaryRow = {
  name: string;
  waiting: number;
  delayed: number;
  active: number;
  failed: number;
  last_error: string | null;
  last_failed_at: string | Date | null;
};

export function queueSummaryOf(row: QueueSummaryRow): QueueSummary {
  return {
    job: row.name as JobName,
    waiting: row.waiting,
    delayed: row.delayed,
    active: row.active,
    failed: row.failed,
    lastError: row.last_error,
    lastFailedAt: row.last_failed_at ? new Date(row.last_failed_at) : null,
  };
}

/** A job whose retries are spent. `id` is the queue's own (a number on the embedded queue, a UUID in pg-boss). */
export type FailedJob = {
  id: string;
  job: JobName;
  data: JobData;
  attempts: number;
  error: string | null;
  createdAt: Date;
  failedAt: Date;
};

/** Newest failure first; `before` continues after the last job of the previous page. */
export type FailedJobsPage = { limit: number; before?: { failedAt: Date; id: string } };

/**
 * A durable queue in the database: pg-boss on PostgreSQL, the small embedded runner on PGlite
 * (docs/decisions/010-job-queue-and-shared-state.md). Define every job, then start; stop() drains the jobs in progress.
 */
export interface JobQueue {
  readonly kind: "pg-boss" | "embedded";
  define(name: JobName, definition: JobDefinition): void;
  /** Runs `name` once per `everyMinutes` slot across all instances (everyMinutes divides 60, or DAILY: once a day from 00:00 UTC). */
  schedule(name: JobName, everyMinutes: number): void;
  start(): Promise<void>;
  send(name: JobName, data: JobData, options?: SendOptions): Promise<void>;
  /** Throws when the queue's tables do not answer (readiness check). */
  ping(): Promise<void>;
  /** Per job name: waiting, running and failed jobs and the newest failure's error. */
  summary(): Promise<QueueSummary[]>;
  listFailed(job: JobName, page: FailedJobsPage): Promise<FailedJob[]>;
  /** Runs a failed job again from its first attempt; false when no such failed job exists. */
  retry(job: JobName, id: string): Promise<boolean>;
  /** Deletes a failed job; false when no such failed job exists. */
  discard(job: JobName, id: string): Promise<boolean>;
  /** Stops fetching; waits up to timeoutMs for the jobs already running. */
  stop(timeoutMs: number): Promise<void>;
}

/** A schedule of once a day (the slot starts at 00:00 UTC). */
export const DAILY = 24 * 60;

export function assertEveryMinutes(everyMinutes: number): void {
  if (everyMinutes === DAILY) return;
  if (!Number.isInteger(everyMinutes) || everyMinutes < 1 || 60 % everyMinutes !== 0) {
    throw new Error(`a schedule runs every N minutes where N divides 60, got ${everyMinutes}`);
  }
}

export function isJobName(value: string): value is JobName {
  return (JOB_NAMES as readonly string[]).includes(value);
}
