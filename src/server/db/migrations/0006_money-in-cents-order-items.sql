-- Issue 12, hand-written conversion (docs/decisions/004-money-in-cents.md): every amount becomes integer cents
-- with round(x * 100); existing orders get one "other" item and one stored line carrying their old total.
CREATE TABLE "document_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"document_type" text NOT NULL,
	"estimated_word_count" integer,
	"notarization" boolean DEFAULT false NOT NULL,
	"extra_copies" integer DEFAULT 0 NOT NULL,
	"document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_id_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_document_id_idx" ON "order_items" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "total_price" TO "total_cents";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_cents" SET DATA TYPE integer USING round("total_cents" * 100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manual_price_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manual_price_reason" text;--> statement-breakpoint
UPDATE "orders" SET "price_lines" = jsonb_build_array(jsonb_build_object(
	'kind', 'translation',
	'label', 'Translation: ' || "word_count" || ' words (priced before itemized pricing)',
	'amountCents', "total_cents",
	'itemIndex', 0));--> statement-breakpoint
INSERT INTO "order_items" ("order_id", "position", "document_type", "estimated_word_count")
	SELECT "id", 0, 'other', "word_count" FROM "orders";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "amount" TO "amount_cents";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_cents" SET DATA TYPE integer USING round("amount_cents" * 100);--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_amount_positive";--> statement-breakpoint
ALTER TABLE "refunds" RENAME COLUMN "amount" TO "amount_cents";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "amount_cents" SET DATA TYPE integer USING round("amount_cents" * 100);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0);--> statement-breakpoint
ALTER TABLE "pricing" RENAME COLUMN "price_per_word" TO "price_per_word_cents";--> statement-breakpoint
ALTER TABLE "pricing" ALTER COLUMN "price_per_word_cents" SET DATA TYPE integer USING round("price_per_word_cents" * 100);--> statement-breakpoint
ALTER TABLE "pricing" RENAME COLUMN "physical_delivery_cost" TO "physical_delivery_cents";--> statement-breakpoint
ALTER TABLE "pricing" ALTER COLUMN "physical_delivery_cents" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "pricing" ALTER COLUMN "physical_delivery_cents" SET DATA TYPE integer USING round("physical_delivery_cents" * 100);--> statement-breakpoint
ALTER TABLE "pricing" ALTER COLUMN "physical_delivery_cents" SET DEFAULT 1500;
