CREATE INDEX IF NOT EXISTS "users_unverified_created_at_idx" ON "users" USING btree ("created_at") WHERE email_verified_at IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "translators_unverified_created_at_idx" ON "translators" USING btree ("created_at") WHERE email_verified = false;
