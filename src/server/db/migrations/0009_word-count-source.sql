CREATE TYPE "public"."word_count_source" AS ENUM('text', 'scan', 'estimated');--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "word_count_source" "word_count_source" DEFAULT 'text' NOT NULL;--> statement-breakpoint
-- Hand-written: documents counted before OCR keep their mark (an estimated count stays "estimated").
UPDATE "documents" SET "word_count_source" = 'estimated' WHERE "word_count_estimated";--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "word_count_estimated";
