CREATE TYPE "public"."document_analysis_status" AS ENUM('pending', 'done', 'failed');--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "analysis_status" "document_analysis_status" DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "analysis_error" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "analysis_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "analysis_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_analysis_pending_idx" ON "documents" USING btree ("analysis_status") WHERE analysis_status = 'pending';