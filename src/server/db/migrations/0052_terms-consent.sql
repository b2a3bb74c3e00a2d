-- The sign-up's consent to the terms of service and privacy policy (issue 41): when and which version
-- (src/shared/legal-policy.ts). Nullable: accounts made before sign-up asked, and those an admin makes, have none.
-- Added columns only, so the previous release keeps working during a rolling upgrade (docs/operations.md).
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_version" text;
