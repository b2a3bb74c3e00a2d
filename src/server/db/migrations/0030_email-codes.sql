-- One store for the e-mailed codes that prove an address (issue 32; src/server/security/email-codes/): customers'
-- codes leave password_tokens (purpose 'email-verification-code'; their links stay there) and translator applicants'
-- leave the translators columns (the link stays in verification_token, token_expires, token_used). Each subject's
-- newest code moves with its hash, attempts, expiry and send time: codes already e-mailed keep working, and the
-- minute between two e-mails still counts from the last one.
CREATE TABLE "email_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"translator_id" integer,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_codes_subject_check" CHECK (("email_codes"."purpose" = 'customer_email' and "email_codes"."user_id" is not null and "email_codes"."translator_id" is null) or ("email_codes"."purpose" = 'translator_email' and "email_codes"."translator_id" is not null and "email_codes"."user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_translator_id_translators_translator_id_fk" FOREIGN KEY ("translator_id") REFERENCES "public"."translators"("translator_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_codes_user_id_idx" ON "email_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_codes_translator_id_idx" ON "email_codes" USING btree ("translator_id");--> statement-breakpoint
CREATE INDEX "email_codes_purpose_code_hash_idx" ON "email_codes" USING btree ("purpose","code_hash");--> statement-breakpoint
-- Customers: the hash stays "<user id>:<code>" (security/email-codes/purposes.ts).
INSERT INTO "email_codes" ("purpose", "user_id", "email", "code_hash", "attempts", "expires_at", "used_at", "created_at")
SELECT DISTINCT ON ("user_id") 'customer_email', "user_id", "email", "token_hash", "attempts", "expires_at", "used_at", "created_at"
FROM "password_tokens"
WHERE "purpose" = 'email-verification-code' AND "email" IS NOT NULL
ORDER BY "user_id", "id" DESC;--> statement-breakpoint
DELETE FROM "password_tokens" WHERE "purpose" = 'email-verification-code';--> statement-breakpoint
-- Applicants still at the e-mail step (or continuing from it): the hash is the code's own, as it may be typed alone.
INSERT INTO "email_codes" ("purpose", "translator_id", "email", "code_hash", "attempts", "expires_at", "used_at", "created_at")
SELECT 'translator_email', "translator_id", "email", "verification_code", "verification_code_attempts", coalesce("token_expires", now()),
	CASE WHEN "token_used" THEN "updated_at" END, coalesce("verification_sent_at", "created_at")
FROM "translators"
WHERE "verification_code" IS NOT NULL AND "status" IN ('Pending', 'Email Verified');--> statement-breakpoint
ALTER TABLE "translators" DROP COLUMN "verification_code";--> statement-breakpoint
ALTER TABLE "translators" DROP COLUMN "verification_code_attempts";--> statement-breakpoint
ALTER TABLE "translators" DROP COLUMN "verification_sent_at";
