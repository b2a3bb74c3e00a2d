CREATE INDEX "translators_created_at_id_idx" ON "translators" USING btree ("created_at", "translator_id");--> statement-breakpoint
CREATE INDEX "translators_status_created_at_id_idx" ON "translators" USING btree ("status", "created_at", "translator_id");--> statement-breakpoint
CREATE INDEX "translators_user_id_idx" ON "translators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "translator_jobs_translator_created_at_id_idx" ON "translator_jobs" USING btree ("translator_id", "created_at", "id") WHERE "ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "translator_jobs_translator_status_created_at_id_idx" ON "translator_jobs" USING btree ("translator_id", "status", "created_at", "id") WHERE "ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_id_idx" ON "mail_outbox" USING btree ("created_at", "id");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_created_at_id_idx" ON "mail_outbox" USING btree ("status", "created_at", "id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.search_fold("to" || E'\n' || "subject")) STORED;--> statement-breakpoint
CREATE INDEX "mail_outbox_search_trgm_idx" ON "mail_outbox" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_created_at_id_idx" ON "payments" USING btree ("created_at", "id");--> statement-breakpoint
CREATE INDEX "payments_status_created_at_id_idx" ON "payments" USING btree ("status", "created_at", "id");--> statement-breakpoint
CREATE INDEX "refunds_created_at_id_idx" ON "refunds" USING btree ("created_at", "id");
