-- The document.segment job counts its readings (issue 39, docs/workbench.md): a document that fails to read again and
-- again is marked failed with a reason instead of staying "pending".
ALTER TABLE "document_segmentations" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
