CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT lower(translate(coalesce(value, ''), 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissggUuOoCcAaIiUu')) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.user_search_text(username text, email text, first_name text, last_name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT public.search_fold(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || E'\n' || coalesce(username, '') || E'\n' || coalesce(email, '')) $$;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.user_search_text("username", "email", "first_name", "last_name")) STORED;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at", "id");--> statement-breakpoint
CREATE INDEX "users_role_created_at_id_idx" ON "users" USING btree ("role", "created_at", "id");--> statement-breakpoint
CREATE INDEX "orders_created_at_id_idx" ON "orders" USING btree ("created_at", "id");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_id_idx" ON "orders" USING btree ("status", "created_at", "id");--> statement-breakpoint
CREATE INDEX "orders_due_id_idx" ON "orders" USING btree ((coalesce("estimated_delivery_date", 'infinity'::timestamptz)), "id");--> statement-breakpoint
CREATE INDEX "orders_status_due_id_idx" ON "orders" USING btree ("status", (coalesce("estimated_delivery_date", 'infinity'::timestamptz)), "id");--> statement-breakpoint
CREATE INDEX "orders_user_created_at_id_idx" ON "orders" USING btree ("user_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX "orders_user_status_created_at_id_idx" ON "orders" USING btree ("user_id", "status", "created_at", "id");--> statement-breakpoint
CREATE INDEX "cancellation_requests_created_at_id_idx" ON "cancellation_requests" USING btree ("created_at", "id");--> statement-breakpoint
CREATE INDEX "cancellation_requests_status_created_at_id_idx" ON "cancellation_requests" USING btree ("status", "created_at", "id");
