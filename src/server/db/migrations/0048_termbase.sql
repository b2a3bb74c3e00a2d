-- The termbase (issue 39 item 4, docs/workbench.md "Termbase"): approved English for Turkish terms, per document type.
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"tr" text NOT NULL,
	"tr_key" text NOT NULL,
	"en" text NOT NULL,
	"document_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"forbidden" text[] DEFAULT '{}'::text[] NOT NULL,
	"seed_key" text,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terms_tr_key_document_types_idx" ON "terms" USING btree ("tr_key","document_types");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_seed_key_idx" ON "terms" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "terms_updated_idx" ON "terms" USING btree ("updated_at","id") WHERE deleted_at is null;