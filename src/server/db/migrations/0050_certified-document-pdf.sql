-- One certified PDF per document (issue 40 items 2-5; docs/deliverable.md). orders.include_source_copy: the
-- customer's choice at ordering (new orders get the service's default from the server). certificates.combined: the
-- stored PDF is the whole certified document (translation, certificate, source copy), so pdf_sha256 covers what the
-- customer gets; document_title names it; separate_reason says why a translation stayed a file of its own.
ALTER TABLE "orders" ADD COLUMN "include_source_copy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "combined" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "document_title" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "separate_reason" text;
