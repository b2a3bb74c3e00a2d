import { z } from "zod";

// The admin's jobs screen (docs/operations.md, "Jobs"): the durable queue's backlog and failures per job kind.

export const queueSummarySchema = z.object({
  job: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
  lastError: z.string().nullable(),
  lastFailedAt: z.iso.datetime().nullable(),
});
export type QueueSummaryRow = z.infer<typeof queueSummarySchema>;

export const queueOverviewSchema = z.object({
  /** "pg-boss" on PostgreSQL, "embedded" on the embedded database. */
  kind: z.string(),
  jobs: z.array(queueSummarySchema),
});
export type QueueOverview = z.infer<typeof queueOverviewSchema>;

export const failedJobSchema = z.object({
  id: z.string(),
  job: z.string(),
  /** The job's input, as the queue keeps it (ids only: no personal data is put in a job). */
  data: z.record(z.string(), z.unknown()),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  failedAt: z.iso.datetime(),
});
export type FailedJobRow = z.infer<typeof failedJobSchema>;

/** Newest failure first; `nextCursor` reads the older ones. */
export const failedJobsPageSchema = z.object({ items: z.array(failedJobSchema), nextCursor: z.string().nullable() });
export type FailedJobsPageAnswer = z.infer<typeof failedJobsPageSchema>;

export const queueActionSchema = z.object({ ok: z.literal(true) });

export const FAILED_JOB_NOT_FOUND_MESSAGE = "No failed job with this id: it may have been retried or discarded already";
