-- Distinct normalised sources of the translation memory (issue 39, docs/performance.md "Translation memory lookup"):
-- most units of a civil-registry memory share a key (every family's "Baba Adı: {name}"), so the fuzzy step's
-- trigram KNN searches this table instead of the units. Statement triggers keep it in the transaction that writes
-- the units (so the previous release's writes keep it too); a key goes when its last unit does.
CREATE TABLE "tm_keys" (
	"direction" "translation_direction" NOT NULL,
	"source_hash" text NOT NULL,
	"source_key" text NOT NULL,
	CONSTRAINT "tm_keys_pk" PRIMARY KEY("direction","source_hash")
);--> statement-breakpoint
INSERT INTO "tm_keys" ("direction", "source_hash", "source_key")
SELECT DISTINCT ON ("direction", "source_hash") "direction", "source_hash", "source_key" FROM "tm_units"
ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX "tm_keys_source_key_trgm_idx" ON "tm_keys" USING gist ("source_key" gist_trgm_ops(siglen=256));--> statement-breakpoint
-- The units' own trigram index served only the fuzzy step: every TMX import and delivery paid for keeping it.
DROP INDEX IF EXISTS "tm_units_source_key_trgm_idx";--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.tm_keys_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tm_keys (direction, source_hash, source_key)
  SELECT DISTINCT ON (direction, source_hash) direction, source_hash, source_key FROM tm_new_units
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.tm_keys_prune() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tm_keys k
  USING (SELECT DISTINCT direction, source_hash FROM tm_old_units) o
  WHERE k.direction = o.direction AND k.source_hash = o.source_hash
    AND NOT EXISTS (SELECT 1 FROM tm_units u WHERE u.direction = o.direction AND u.source_hash = o.source_hash);
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update (an admin's edit, ON CONFLICT's bump) may change the key: the new one added, the old one pruned.
CREATE OR REPLACE FUNCTION public.tm_keys_replace() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tm_keys (direction, source_hash, source_key)
  SELECT DISTINCT ON (direction, source_hash) direction, source_hash, source_key FROM tm_new_units
  ON CONFLICT DO NOTHING;
  DELETE FROM tm_keys k
  USING (SELECT DISTINCT o.direction, o.source_hash FROM tm_old_units o
    WHERE NOT EXISTS (SELECT 1 FROM tm_new_units n WHERE n.direction = o.direction AND n.source_hash = o.source_hash)) o
  WHERE k.direction = o.direction AND k.source_hash = o.source_hash
    AND NOT EXISTS (SELECT 1 FROM tm_units u WHERE u.direction = o.direction AND u.source_hash = o.source_hash);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tm_units_keys_insert" AFTER INSERT ON "tm_units" REFERENCING NEW TABLE AS tm_new_units
  FOR EACH STATEMENT EXECUTE FUNCTION public.tm_keys_add();--> statement-breakpoint
CREATE TRIGGER "tm_units_keys_update" AFTER UPDATE ON "tm_units" REFERENCING OLD TABLE AS tm_old_units NEW TABLE AS tm_new_units
  FOR EACH STATEMENT EXECUTE FUNCTION public.tm_keys_replace();--> statement-breakpoint
CREATE TRIGGER "tm_units_keys_delete" AFTER DELETE ON "tm_units" REFERENCING OLD TABLE AS tm_old_units
  FOR EACH STATEMENT EXECUTE FUNCTION public.tm_keys_prune();--> statement-breakpoint
-- When the pre-translation pass finished (issue 39): a job retried after segmenting ("ready") but before this still
-- pre-translates. Documents already ready were pre-translated by the release that segmented them.
ALTER TABLE "document_segmentations" ADD COLUMN "pretranslated_at" timestamp with time zone;--> statement-breakpoint
UPDATE "document_segmentations" SET "pretranslated_at" = "updated_at" WHERE "status" = 'ready';
