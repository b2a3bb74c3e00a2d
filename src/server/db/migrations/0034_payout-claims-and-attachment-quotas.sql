-- Issue 37 items 6 and 7. A statement is claimed ("paying") in a transaction before any provider call, so a parallel or
-- other-mode "pay" finds it taken (409) and the provider is asked once; the payouts reconciliation records a mismatch
-- between a statement and the provider's transfers for the admin to see. Message attachments are counted per sender
-- per day (the quota), by the sender's messages of the last 24 hours.
ALTER TABLE "payout_statements" ADD COLUMN "paying_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD COLUMN "paying_mode" text;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD COLUMN "payout_mismatch" text;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD CONSTRAINT "payout_statements_paying_mode_check" CHECK ("payout_statements"."paying_mode" is null or "payout_statements"."paying_mode" in ('provider', 'manual'));--> statement-breakpoint
CREATE INDEX "order_messages_sender_created_at_idx" ON "order_messages" USING btree ("sender_id","created_at");
