ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text,
	"storage_key" text,
	"size_bytes" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"error" text,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_exports_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('pending', 'preparing', 'ready', 'downloaded', 'expired', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "account_erasures" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"goodbye_mail_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_id_idx" ON "data_exports" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "data_exports_open_idx" ON "data_exports" USING btree ("status") WHERE status in ('pending', 'preparing') or storage_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_open_idx" ON "data_exports" USING btree ("user_id") WHERE status in ('pending', 'preparing');--> statement-breakpoint
CREATE INDEX "account_erasures_open_idx" ON "account_erasures" USING btree ("id") WHERE completed_at is null;
