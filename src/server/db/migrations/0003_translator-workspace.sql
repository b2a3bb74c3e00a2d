CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"translation_id" integer NOT NULL,
	"translator_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "file_type" text;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "uploaded_by" integer;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "translator_jobs" ADD COLUMN "assigned_by" integer;--> statement-breakpoint
ALTER TABLE "translator_jobs" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_translation_id_translations_id_fk" FOREIGN KEY ("translation_id") REFERENCES "public"."translations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_translator_id_translators_translator_id_fk" FOREIGN KEY ("translator_id") REFERENCES "public"."translators"("translator_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_order_id_idx" ON "certificates" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_translation_id_idx" ON "certificates" USING btree ("translation_id");--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_job_id_translator_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."translator_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translator_jobs" ADD CONSTRAINT "translator_jobs_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translations_document_id_idx" ON "translations" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "translations_document_version_idx" ON "translations" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "translator_jobs_translator_id_idx" ON "translator_jobs" USING btree ("translator_id");--> statement-breakpoint
CREATE INDEX "translator_jobs_order_id_idx" ON "translator_jobs" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "translator_jobs_active_order_idx" ON "translator_jobs" USING btree ("order_id") WHERE "translator_jobs"."ended_at" is null;