-- E-mails carrying a code or link go ahead of notices, and each e-mail has at most one waiting delivery job (issue 38).
-- mail_outbox.priority is the delivery job's priority, kept so the sweep re-queues an e-mail with it. On the embedded
-- queue, job_queue.priority orders the claim and waiting_key is unique among waiting jobs (pg-boss's "short" policy;
-- singleton_key stays the schedules' one-run-per-slot key, unique in every state).
ALTER TABLE "mail_outbox" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_queue" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_queue" ADD COLUMN "waiting_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "job_queue_waiting_key_idx" ON "job_queue" USING btree ("name","waiting_key") WHERE "job_queue"."state" = 'created';--> statement-breakpoint
CREATE INDEX "job_queue_next_idx" ON "job_queue" USING btree ("name","priority" DESC,"start_after","id") WHERE "job_queue"."state" = 'created';
