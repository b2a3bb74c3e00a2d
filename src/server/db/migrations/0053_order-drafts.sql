-- Visitors' order drafts and their files (issue 41 items 1-2; docs/ordering.md, "Files first").
CREATE TABLE "order_draft_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"draft_id" integer NOT NULL,
	"original_filename" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'reading' NOT NULL,
	"word_count" integer,
	"word_count_source" "word_count_source",
	"ocr_confidence" integer,
	"error_code" text,
	"error" text,
	"reading_started_at" timestamp with time zone,
	"reading_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer,
	"options" jsonb NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_draft_files" ADD CONSTRAINT "order_draft_files_draft_id_order_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."order_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD CONSTRAINT "order_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD CONSTRAINT "order_drafts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_draft_files_draft_idx" ON "order_draft_files" USING btree ("draft_id","id");--> statement-breakpoint
CREATE INDEX "order_draft_files_reading_idx" ON "order_draft_files" USING btree ("reading_started_at") WHERE status = 'reading';--> statement-breakpoint
CREATE UNIQUE INDEX "order_drafts_token_hash_idx" ON "order_drafts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "order_drafts_user_idx" ON "order_drafts" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "order_drafts_expires_idx" ON "order_drafts" USING btree ("expires_at");