-- The mail sweep (every minute) and /metrics read only the e-mails still waiting or given up on; the outbox
-- keeps every e-mail ever sent, so these reads must not scan it (docs/operations.md).
CREATE INDEX IF NOT EXISTS "mail_outbox_queued_idx" ON "mail_outbox" ("next_attempt_at") WHERE "status" = 'queued';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_outbox_failed_idx" ON "mail_outbox" ("created_at") WHERE "status" = 'failed';
--> statement-breakpoint
-- The jobs screen lists a job kind's failures newest first.
CREATE INDEX IF NOT EXISTS "job_queue_failed_idx" ON "job_queue" ("name", "completed_at" DESC, "id" DESC) WHERE "state" = 'failed';
