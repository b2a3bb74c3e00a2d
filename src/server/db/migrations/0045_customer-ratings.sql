-- Customers' ratings of completed orders (issue 42 item 2, docs/ratings.md), and completions by date for the requests.
CREATE TABLE "customer_ratings" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer,
	"asked_at" timestamp with time zone,
	"rating" integer,
	"comment" text,
	"publish_consent" boolean DEFAULT false NOT NULL,
	"author_name" text,
	"status" text,
	"submitted_at" timestamp with time zone,
	"moderated_at" timestamp with time zone,
	"moderated_by" integer
);
--> statement-breakpoint
ALTER TABLE "customer_ratings" ADD CONSTRAINT "customer_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_ratings" ADD CONSTRAINT "customer_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_ratings" ADD CONSTRAINT "customer_ratings_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_ratings_submitted_idx" ON "customer_ratings" USING btree ("submitted_at","order_id") WHERE submitted_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_ratings_published_idx" ON "customer_ratings" USING btree ("submitted_at") WHERE status = 'approved' AND publish_consent;--> statement-breakpoint
CREATE INDEX "order_status_history_completed_at_idx" ON "order_status_history" USING btree ("created_at") WHERE to_status = 'completed';