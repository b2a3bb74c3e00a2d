CREATE TABLE "order_file_retention" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"notice_sent_at" timestamp with time zone,
	"purge_reason" text,
	"purge_requested_by" integer,
	"purge_started_at" timestamp with time zone,
	"purge_completed_at" timestamp with time zone,
	"purged_files" jsonb
);
--> statement-breakpoint
CREATE TABLE "file_access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"role" text NOT NULL,
	"file_kind" text NOT NULL,
	"file_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_file_retention" ADD CONSTRAINT "order_file_retention_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_file_retention" ADD CONSTRAINT "order_file_retention_purge_requested_by_users_id_fk" FOREIGN KEY ("purge_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_access_log" ADD CONSTRAINT "file_access_log_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_access_log" ADD CONSTRAINT "file_access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_file_retention_unfinished_idx" ON "order_file_retention" USING btree ("order_id") WHERE purge_started_at is not null and purge_completed_at is null;--> statement-breakpoint
CREATE INDEX "file_access_log_order_created_at_id_idx" ON "file_access_log" USING btree ("order_id","created_at","id");
