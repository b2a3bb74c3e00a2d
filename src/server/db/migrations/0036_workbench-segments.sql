-- The translator workbench (issue 39, docs/workbench.md): each document's segments and whether they were made.
CREATE TABLE "document_segmentations" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"text_source" text,
	"page_count" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"row" integer,
	"col" integer,
	"source" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"origin" text DEFAULT 'manual' NOT NULL,
	"match_score" integer,
	"box" jsonb,
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"job_id" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_segmentations" ADD CONSTRAINT "document_segmentations_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_segments" ADD CONSTRAINT "document_segments_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_segments" ADD CONSTRAINT "document_segments_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_segments" ADD CONSTRAINT "document_segments_job_id_translator_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."translator_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_segments_document_position_idx" ON "document_segments" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "document_segments_confirmed_idx" ON "document_segments" USING btree ("document_id") WHERE status = 'confirmed';