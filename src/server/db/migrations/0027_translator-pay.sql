CREATE TABLE "translator_pay" (
	"translator_id" integer PRIMARY KEY NOT NULL,
	"rates" jsonb,
	"payout_account_id" text,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"translator_id" integer NOT NULL,
	"status" text DEFAULT 'Offered' NOT NULL,
	"fee_cents" integer NOT NULL,
	"fee_lines" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decline_reason" text,
	"responded_at" timestamp with time zone,
	"responded_by" integer,
	"on_behalf" boolean DEFAULT false NOT NULL,
	"job_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_offers_status_check" CHECK ("job_offers"."status" in ('Offered', 'Accepted', 'Declined', 'Lapsed', 'Withdrawn')),
	CONSTRAINT "job_offers_fee_cents_check" CHECK ("job_offers"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payout_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"translator_id" integer NOT NULL,
	"month" text NOT NULL,
	"total_cents" integer NOT NULL,
	"job_count" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"reference" text,
	"payout_provider" text,
	"transfer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_statements_transfer_id_unique" UNIQUE("transfer_id"),
	CONSTRAINT "payout_statements_month_check" CHECK ("payout_statements"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "payout_statements_total_check" CHECK ("payout_statements"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_fees" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"offer_id" integer,
	"translator_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"fee_lines" jsonb NOT NULL,
	"earned_at" timestamp with time zone,
	"statement_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_fees_fee_cents_check" CHECK ("job_fees"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_fee_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"from_cents" integer NOT NULL,
	"to_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "translator_pay" ADD CONSTRAINT "translator_pay_translator_id_translators_translator_id_fk" FOREIGN KEY ("translator_id") REFERENCES "public"."translators"("translator_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translator_pay" ADD CONSTRAINT "translator_pay_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_translator_id_translators_translator_id_fk" FOREIGN KEY ("translator_id") REFERENCES "public"."translators"("translator_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_job_id_translator_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."translator_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD CONSTRAINT "payout_statements_translator_id_translators_translator_id_fk" FOREIGN KEY ("translator_id") REFERENCES "public"."translators"("translator_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD CONSTRAINT "payout_statements_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_fees" ADD CONSTRAINT "job_fees_job_id_translator_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."translator_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_fees" ADD CONSTRAINT "job_fees_offer_id_job_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."job_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_fees" ADD CONSTRAINT "job_fees_translator_id_translators_translator_id_fk" FOREIGN KEY ("translator_id") REFERENCES "public"."translators"("translator_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_fees" ADD CONSTRAINT "job_fees_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_fees" ADD CONSTRAINT "job_fees_statement_id_payout_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."payout_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_fee_changes" ADD CONSTRAINT "job_fee_changes_job_id_job_fees_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_fees"("job_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_fee_changes" ADD CONSTRAINT "job_fee_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_offers_order_id_idx" ON "job_offers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "job_offers_translator_id_idx" ON "job_offers" USING btree ("translator_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_offers_open_order_idx" ON "job_offers" USING btree ("order_id") WHERE status = 'Offered';--> statement-breakpoint
CREATE INDEX "job_offers_open_expires_at_idx" ON "job_offers" USING btree ("expires_at") WHERE status = 'Offered';--> statement-breakpoint
CREATE UNIQUE INDEX "payout_statements_translator_month_idx" ON "payout_statements" USING btree ("translator_id","month");--> statement-breakpoint
CREATE INDEX "payout_statements_created_at_id_idx" ON "payout_statements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payout_statements_translator_created_at_id_idx" ON "payout_statements" USING btree ("translator_id","created_at","id");--> statement-breakpoint
CREATE INDEX "job_fees_translator_earned_at_idx" ON "job_fees" USING btree ("translator_id","earned_at","job_id") WHERE earned_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "job_fees_order_id_idx" ON "job_fees" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "job_fees_statement_id_idx" ON "job_fees" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "job_fees_earned_at_idx" ON "job_fees" USING btree ("earned_at") WHERE earned_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "job_fee_changes_job_id_idx" ON "job_fee_changes" USING btree ("job_id");
