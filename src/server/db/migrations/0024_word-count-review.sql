ALTER TYPE "public"."word_count_source" ADD VALUE IF NOT EXISTS 'agent';--> statement-breakpoint
CREATE TYPE "public"."word_count_review" AS ENUM('needed', 'confirmed');--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "word_count_review" "word_count_review";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "ocr_confidence" integer;--> statement-breakpoint
-- Hand-written: documents already priced on an estimate wait for an agent's count too.
UPDATE "documents" SET "word_count_review" = 'needed' WHERE "word_count_source" = 'estimated' AND "analysis_status" = 'done';--> statement-breakpoint
CREATE INDEX "documents_word_count_review_idx" ON "documents" USING btree ("order_id") WHERE word_count_review = 'needed';--> statement-breakpoint
CREATE TABLE "word_count_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"document_id" integer,
	"document_name" text NOT NULL,
	"confirmed_by" integer,
	"words_before" integer NOT NULL,
	"words_after" integer NOT NULL,
	"total_before_cents" integer NOT NULL,
	"total_after_cents" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "word_count_confirmations" ADD CONSTRAINT "word_count_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_count_confirmations" ADD CONSTRAINT "word_count_confirmations_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_count_confirmations" ADD CONSTRAINT "word_count_confirmations_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "word_count_confirmations_order_id_idx" ON "word_count_confirmations" USING btree ("order_id");
