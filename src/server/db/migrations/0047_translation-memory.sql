-- The translation memory (issue 39 item 3, docs/workbench.md "Translation memory"): one row per (direction, source,
-- target); the trigram index on the normalised source finds fuzzy candidates, the hash exact ones.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "tm_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"direction" "translation_direction" NOT NULL,
	"source" text NOT NULL,
	"target" text NOT NULL,
	"source_key" text NOT NULL,
	"source_hash" text NOT NULL,
	"document_type" text,
	"translator_id" integer,
	"translator_name" text,
	"origin" text NOT NULL,
	"order_id" integer,
	"segment_id" integer,
	"search_text" text GENERATED ALWAYS AS (public.search_fold(source || ' ' || target)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tm_units" ADD CONSTRAINT "tm_units_translator_id_translators_translator_id_fk" FOREIGN KEY ("translator_id") REFERENCES "public"."translators"("translator_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_units" ADD CONSTRAINT "tm_units_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_units" ADD CONSTRAINT "tm_units_segment_id_document_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."document_segments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tm_units_direction_source_target_idx" ON "tm_units" USING btree ("direction",md5(source),md5(target));--> statement-breakpoint
CREATE INDEX "tm_units_direction_hash_updated_at_idx" ON "tm_units" USING btree ("direction","source_hash","updated_at");--> statement-breakpoint
CREATE INDEX "tm_units_source_key_trgm_idx" ON "tm_units" USING gist ("source_key" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "tm_units_search_trgm_idx" ON "tm_units" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tm_units_updated_at_id_idx" ON "tm_units" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "tm_units_direction_updated_at_id_idx" ON "tm_units" USING btree ("direction","updated_at","id");--> statement-breakpoint
CREATE INDEX "tm_units_order_id_idx" ON "tm_units" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tm_units_translator_id_idx" ON "tm_units" USING btree ("translator_id");
