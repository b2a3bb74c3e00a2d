import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { TranslationDirection } from "../../shared/enums";
import type { MemoryUnitOrigin } from "../../shared/schemas/translation-memory";
import { memoryKey } from "../../shared/translation-memory/placeables";
import type { Executor } from "../db/client";

export type NewMemoryUnit = {
  direction: TranslationDirection;
  source: string;
  target: string;
  /** The segment is a value (label–value pair, table cell): its capitalised words are names (placeables). */
  value?: boolean;
  documentType?: string | null;
  translatorId?: number | null;
  translatorName?: string | null;
  origin: MemoryUnitOrigin;
  orderId?: number | null;
  segmentId?: number | null;
  createdAt?: Date;
};

/** md5 of the normalised source: what an exact lookup compares (tm_units_direction_hash_idx). */
export function sourceHashOf(key: string): string {
  return createHash("md5").update(key).digest("hex");
}

/** One bound parameter holding a whole column (drizzle would spread a bare array into a list of parameters). */
const arr = (values: unknown[]) => sql.param(values);

/** Rows per statement: the arrays are bound as 12 parameters whatever their length. */
const BATCH = 2_000;

/**
 * Adds units to the memory, one row per (direction, source, target): a pair already there has its updated_at
 * bumped and keeps its first provenance. Returns how many rows were new and how many were repeats.
 */
export async function saveMemoryUnits(
  db: Executor,
  units: readonly NewMemoryUnit[],
): Promise<{ inserted: number; duplicates: number }> {
  let inserted = 0;
  let duplicates = 0;
  for (let at = 0; at < units.length; at += BATCH) {
    // One pair twice in a batch would make ON CONFLICT touch a row twice (an error): the first one stands.
    const seen = new Set<string>();
    const batch = units.slice(at, at + BATCH).filter((unit) => {
      const pair = `${unit.direction}\u0000${unit.source}\u0000${unit.target}`;
      if (seen.has(pair)) return false;
      seen.add(pair);
      return true;
    });
    duplicates += units.slice(at, at + BATCH).length - batch.length;
    if (batch.length === 0) continue;
    const keys = batch.map((unit) => memoryKey(unit.source, unit.direction, { value: unit.value }));
    const column = <T>(pick: (unit: NewMemoryUnit, index: number) => T) => batch.map(pick);
    const result = (await db.execute(sql`
      insert into tm_units (direction, source, target, source_key, source_hash, document_type, translator_id,
        translator_name, origin, order_id, segment_id, created_at, updated_at)
      select u.direction::translation_direction, u.source, u.target, u.source_key, u.source_hash, u.document_type,
        u.translator_id, u.translator_name, u.origin, u.order_id, u.segment_id, u.created_at, u.created_at
      from unnest(${arr(column((u) => u.direction))}::text[], ${arr(column((u) => u.source))}::text[],
        ${arr(column((u) => u.target))}::text[], ${arr(keys)}::text[], ${arr(keys.map(sourceHashOf))}::text[],
        ${arr(column((u) => u.documentType ?? null))}::text[], ${arr(column((u) => u.translatorId ?? null))}::int[],
        ${arr(column((u) => u.translatorName ?? null))}::text[], ${arr(column((u) => u.origin))}::text[],
        ${arr(column((u) => u.orderId ?? null))}::int[], ${arr(column((u) => u.segmentId ?? null))}::int[],
        ${arr(column((u) => (u.createdAt ?? new Date()).toISOString()))}::timestamptz[])
        as u(direction, source, target, source_key, source_hash, document_type, translator_id, translator_name,
          origin, order_id, segment_id, created_at)
      on conflict (direction, md5(source), md5(target)) do update set updated_at = greatest(tm_units.updated_at, excluded.updated_at)
      returning (xmax = 0) as inserted`)) as unknown as { rows: { inserted: boolean }[] };
    const fresh = result.rows.filter((row) => row.inserted).length;
    inserted += fresh;
    duplicates += batch.length - fresh;
  }
  return { inserted, duplicates };
}
