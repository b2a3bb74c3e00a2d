CREATE TABLE "translator_signatures" (
	"translator_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text,
	"content_type" text,
	"typed_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "certificate_number" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "verification_code" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "pdf_sha256" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "translation_sha256" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "notarized" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revocation_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_by" integer;--> statement-breakpoint
ALTER TABLE "translator_signatures" ADD CONSTRAINT "translator_signatures_translator_id_translators_translator_id_fk" FOREIGN KEY ("translator_id") REFERENCES "public"."translators"("translator_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_verification_code_idx" ON "certificates" USING btree ("verification_code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_certificate_number_idx" ON "certificates" USING btree ("certificate_number");