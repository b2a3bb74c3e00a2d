CREATE TABLE "job_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"singleton_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_limit" integer DEFAULT 3 NOT NULL,
	"start_after" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "test_provider_records" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "job_queue_due_idx" ON "job_queue" USING btree ("state","start_after");--> statement-breakpoint
CREATE UNIQUE INDEX "job_queue_singleton_idx" ON "job_queue" USING btree ("name","singleton_key");--> statement-breakpoint
CREATE UNIQUE INDEX "test_provider_records_pk" ON "test_provider_records" USING btree ("kind","id");--> statement-breakpoint
-- Hand-written: rows sent (or failed) before the queue existed were tried once.
UPDATE "mail_outbox" SET "attempts" = 1 WHERE "transport" = 'smtp';
