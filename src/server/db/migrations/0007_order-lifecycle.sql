ALTER TYPE "public"."translator_job_status" ADD VALUE 'Cancelled';--> statement-breakpoint
CREATE TABLE "order_fulfilment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"step" text NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"file_key" text,
	"file_name" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_fulfilment_events" ADD CONSTRAINT "order_fulfilment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fulfilment_events" ADD CONSTRAINT "order_fulfilment_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_fulfilment_events_order_id_idx" ON "order_fulfilment_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_fulfilment_events_step_idx" ON "order_fulfilment_events" USING btree ("order_id","step");