CREATE TABLE "billing_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "billing_counters_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "billing_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer,
	"refund_id" integer,
	"details" jsonb,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "billing_documents_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "billing_documents_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "billing_documents_series_year_sequence_unique" UNIQUE("series","year","sequence"),
	CONSTRAINT "billing_documents_kind_check" CHECK (("billing_documents"."series" = 'invoice' and "billing_documents"."payment_id" is not null and "billing_documents"."refund_id" is null) or ("billing_documents"."series" = 'credit_note' and "billing_documents"."refund_id" is not null and "billing_documents"."payment_id" is null))
);
--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_documents_order_id_idx" ON "billing_documents" USING btree ("order_id");--> statement-breakpoint
-- Payments and refunds made before invoices existed are numbered now, in the order the money moved, each year from 1.
INSERT INTO "billing_documents" ("series", "year", "sequence", "number", "order_id", "payment_id", "issued_at")
SELECT 'invoice', "year", "sequence", 'INV-' || "year" || '-' || lpad("sequence"::text, 5, '0'), "order_id", "id", "issued_at"
FROM (
	SELECT "id", "order_id", "issued_at", "year", row_number() OVER (PARTITION BY "year" ORDER BY "issued_at", "id")::integer AS "sequence"
	FROM (
		SELECT "id", "order_id", "issued_at", extract(year FROM "issued_at" AT TIME ZONE 'America/New_York')::integer AS "year"
		FROM (SELECT "id", "order_id", coalesce(("metadata" ->> 'paidAt')::timestamptz, "updated_at") AS "issued_at" FROM "payments" WHERE "status" IN ('paid', 'refunded')) AS "paid"
	) AS "dated"
) AS "numbered";--> statement-breakpoint
INSERT INTO "billing_documents" ("series", "year", "sequence", "number", "order_id", "refund_id", "issued_at")
SELECT 'credit_note', "year", "sequence", 'CN-' || "year" || '-' || lpad("sequence"::text, 5, '0'), "order_id", "id", "created_at"
FROM (
	SELECT "id", "order_id", "created_at", "year", row_number() OVER (PARTITION BY "year" ORDER BY "created_at", "id")::integer AS "sequence"
	FROM (SELECT "id", "order_id", "created_at", extract(year FROM "created_at" AT TIME ZONE 'America/New_York')::integer AS "year" FROM "refunds" WHERE "status" IN ('succeeded', 'pending')) AS "dated"
) AS "numbered";--> statement-breakpoint
INSERT INTO "billing_counters" ("series", "year", "last_sequence")
SELECT "series", "year", max("sequence") FROM "billing_documents" GROUP BY "series", "year";
