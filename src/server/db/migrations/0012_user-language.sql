CREATE TYPE "public"."language" AS ENUM('en', 'tr');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;