import { and, desc, eq, sql } from "drizzle-orm";
import type { TranslationDirection } from "../../shared/enums";
import type { MemoryMatchDto } from "../../shared/schemas/workbench";
import { MATCH_THRESHOLD, PLACEABLE_MATCH_FLOOR, matchUnit } from "../../shared/translation-memory/match";
import { memoryKey } from "../../shared/translation-memory/placeables";
import type { Executor } from "../db/client";
import { tmKeys, tmUnits } from "../db/schema/translation-memory";
import { sourceHashOf } from "./save-memory-units";

export type MemoryLookup = {
  source: string;
  direction: TranslationDirection;
  /** The segment's document type: among equal scores, units of the same type come first. */
  documentType?: string | null;
  /** The segment is a value (label–value pair, table cell): its capitalised words are names. */
  value?: boolean;
  limit?: number;
};

/** Candidates read per lookup, each way: scoring them in TypeScript costs well under a millisecond. */
const CANDIDATES = 20;
/** Units read per fuzzy key (the newest): units of one key score alike, and the editor offers three. */
const UNITS_PER_KEY = 3;
/**
 * The trigram similarity a fuzzy candidate needs (pg_trgm's `%` with this threshold): loose enough that a 70 %
 * word-level match passes, tight enough that an unrelated text reads few index pages.
 */
const TRIGRAM_THRESHOLD = 0.45;

/**
 * The best matches of a source text in the memory (docs/workbench.md "Translation memory"): exact (same normalised
 * source, by hash) first, then fuzzy candidates by trigram similarity; every candidate scored by matchUnit, those
 * under 70 dropped, best first, exact ones (100) ahead.
 */
export async function findMemoryMatches(db: Executor, lookup: MemoryLookup): Promise<MemoryMatchDto[]> {
  const limit = lookup.limit ?? 3;
  const source = lookup.source.trim();
  if (!source) return [];
  const key = memoryKey(source, lookup.direction, { value: lookup.value });
  const columns = {
    id: tmUnits.id,
    source: tmUnits.source,
    target: tmUnits.target,
    documentType: tmUnits.documentType,
    translatorName: tmUnits.translatorName,
    createdAt: tmUnits.createdAt,
  };
  // The same text (the unique index's md5(source)), then the same but for placeables (the newest of them).
  const same = await db
    .select(columns)
    .from(tmUnits)
    .where(and(eq(tmUnits.direction, lookup.direction), sql`md5(${tmUnits.source}) = md5(${source})`))
    .limit(limit);
  const exact = await db
    .select(columns)
    .from(tmUnits)
    .where(and(eq(tmUnits.direction, lookup.direction), eq(tmUnits.sourceHash, sourceHashOf(key))))
    .orderBy(desc(tmUnits.updatedAt))
    .limit(CANDIDATES);
  const score = (row: (typeof exact)[number]) => ({
    row,
    match: matchUnit(source, row, { direction: lookup.direction, value: lookup.value }),
  });
  const seen = new Set<number>();
  const scored: ReturnType<typeof score>[] = [];
  for (const row of [...same, ...exact]) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    scored.push(score(row));
  }
  // Fuzzy candidates only when the exact ones cannot fill the answer (any fuzzy one would score lower), only for a
  // text with words (a lone name, date or number has no fuzzy neighbour worth offering), and never for a value
  // segment: its capitalised words are names, so what is left is a word or two ("Evli") that only an exact match fits.
  const words = key.split(" ").filter((token) => !token.startsWith("{")).length;
  if (
    scored.filter(({ match }) => match.score >= PLACEABLE_MATCH_FLOOR).length < limit &&
    words >= 2 &&
    !lookup.value
  ) {
    for (const row of await fuzzyCandidates(db, lookup.direction, key)) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      scored.push(score(row));
    }
  }
  const offerable = scored.filter(({ match }) => match.score >= MATCH_THRESHOLD);
  const sameType = (documentType: string | null) =>
    lookup.documentType && documentType === lookup.documentType ? 1 : 0;
  offerable.sort(
    (a, b) =>
      b.match.score - a.match.score ||
      sameType(b.row.documentType) - sameType(a.row.documentType) ||
      b.row.createdAt.getTime() - a.row.createdAt.getTime(),
  );
  // Two units offering the same text are one choice for the translator.
  const offered = new Set<string>();
  const matches: MemoryMatchDto[] = [];
  for (const { row, match } of offerable) {
    if (offered.has(match.suggestion)) continue;
    offered.add(match.suggestion);
    matches.push({
      unitId: row.id,
      score: match.score,
      source: row.source,
      target: row.target,
      suggestion: match.suggestion,
      diff: match.diff,
      documentType: row.documentType,
      translatorName: row.translatorName,
      createdAt: row.createdAt.toISOString(),
    });
    if (matches.length === limit) break;
  }
  return matches;
}

type CandidateRow = {
  id: number;
  source: string;
  target: string;
  documentType: string | null;
  translatorName: string | null;
  createdAt: Date;
};

/**
 * The units of the keys nearest to `key` (docs/performance.md "Translation memory lookup"): the GiST index's KNN order
 * (`<->`) over the distinct keys (tm_keys), which stops after CANDIDATES keys at least TRIGRAM_THRESHOLD similar (`%`,
 * whose threshold is pg_trgm.similarity_threshold: set for this transaction only), then the newest units of each by
 * the (direction, source_hash, updated_at) index. The segment's own key is left out: the exact step read it.
 */
async function fuzzyCandidates(db: Executor, direction: TranslationDirection, key: string): Promise<CandidateRow[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.similarity_threshold = ${TRIGRAM_THRESHOLD}`));
    const result = (await tx.execute(sql`
      select u.id, u.source, u.target, u.document_type, u.translator_name, u.created_at
      from (
        select k.source_hash, k.source_key <-> ${key} as distance
        from ${tmKeys} k
        where k.direction = ${direction} and k.source_key % ${key} and k.source_hash <> ${sourceHashOf(key)}
        order by k.source_key <-> ${key}
        limit ${CANDIDATES}
      ) near
      cross join lateral (
        select * from ${tmUnits} u
        where u.direction = ${direction} and u.source_hash = near.source_hash
        order by u.updated_at desc
        limit ${UNITS_PER_KEY}
      ) u
      order by near.distance, u.updated_at desc`)) as unknown as {
      rows: {
        id: number;
        source: string;
        target: string;
        document_type: string | null;
        translator_name: string | null;
        created_at: Date | string;
      }[];
    };
    return result.rows.map((row) => ({
      id: row.id,
      source: row.source,
      target: row.target,
      documentType: row.document_type,
      translatorName: row.translator_name,
      // node-postgres and PGlite both parse timestamptz; a string would be an unparsed driver setting.
      createdAt: new Date(row.created_at),
    }));
  });
}
