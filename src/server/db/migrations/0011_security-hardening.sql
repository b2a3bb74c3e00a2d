ALTER TABLE "password_tokens" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "failed_logins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_failed_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_code_locked_until" timestamp with time zone;--> statement-breakpoint
-- Hand-written (issue 13): admins and translators proved their address before (admin codes, translator
-- application link + set-password link); customers from before this release verify from the banner.
UPDATE "users" SET "email_verified_at" = now() WHERE "role" IN ('admin', 'translator');
