-- The translation checks before delivery (issue 40, docs/translation-checks.md "Checks before delivery"): a report per
-- run on a document, the newest being the document's report, kept with the translation version it goes with.
CREATE TABLE "translation_check_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"translation_id" integer,
	"subject" text NOT NULL,
	"fingerprint" text NOT NULL,
	"findings" jsonb NOT NULL,
	"segment_texts" jsonb NOT NULL,
	"overrides" jsonb NOT NULL,
	"errors" integer NOT NULL,
	"warnings" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "translation_check_reports" ADD CONSTRAINT "translation_check_reports_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_check_reports" ADD CONSTRAINT "translation_check_reports_translation_id_translations_id_fk" FOREIGN KEY ("translation_id") REFERENCES "public"."translations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translation_check_reports_document_id_idx" ON "translation_check_reports" USING btree ("document_id","id");
