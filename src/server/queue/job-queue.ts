/** The jobs the server runs in the background. Each has one handler, registered in register-jobs.ts. */
export const JOB_NAMES = [
  "mail.deliver",
  "mail.sweep",
  "review.auto-approve",
  "storage.sweep",
  "document.analyze",
  "document.analysis-sweep",
  "payments.reconcile",
  "sign-ups.purge-unverified",
  "data-export.prepare",
  "account-data.sweep",
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
};

export type SendOptions = {
  /** Not before this time. */
  startAfter?: Date;
};

/**
 * A durable queue in the database: pg-boss on PostgreSQL, the small embedded runner on PGlite
 * (docs/decisions/010-job-queue-and-shared-state.md). Define every job, then start; stop() drains the jobs in progress.
 */
export interface JobQueue {
  readonly kind: "pg-boss" | "embedded";
  define(name: JobName, definition: JobDefinition): void;
  /** Runs `name` once per `everyMinutes` slot across all instances (everyMinutes divides 60). */
  schedule(name: JobName, everyMinutes: number): void;
  start(): Promise<void>;
  send(name: JobName, data: JobData, options?: SendOptions): Promise<void>;
  /** Throws when the queue's tables do not answer (readiness check). */
  ping(): Promise<void>;
  /** Stops fetching; waits up to timeoutMs for the jobs already running. */
  stop(timeoutMs: number): Promise<void>;
}

export function assertEveryMinutes(everyMinutes: number): void {
  if (!Number.isInteger(everyMinutes) || everyMinutes < 1 || 60 % everyMinutes !== 0) {
    throw new Error(`a schedule runs every N minutes where N divides 60, got ${everyMinutes}`);
  }
}
