import { sql } from "drizzle-orm";
import type { SegmentOrigin } from "../../shared/schemas/workbench";
import type { Executor } from "../db/client";

export type DraftFill = { id: number; target: string; matchScore: number | null };

/** One bound parameter holding a whole column (drizzle would spread a bare array into a list of parameters). */
const arr = (values: unknown[]) => sql.param(values);

/**
 * Pre-translation's write (memory and machine, docs/workbench.md): one UPDATE for a whole batch, its rows as three
 * arrays. Only segments still empty drafts are filled, so a target the translator typed meanwhile, or a confirmed
 * segment, is left alone. Returns how many segments were filled.
 */
export async function fillDraftSegments(db: Executor, fills: readonly DraftFill[], origin: SegmentOrigin) {
  if (fills.length === 0) return 0;
  const result = (await db.execute(sql`
    update document_segments s
    set target = f.target, origin = ${origin}, match_score = f.match_score, revision = s.revision + 1, updated_at = now()
    from unnest(${arr(fills.map((fill) => fill.id))}::int[], ${arr(fills.map((fill) => fill.target))}::text[],
      ${arr(fills.map((fill) => fill.matchScore))}::int[]) as f(id, target, match_score)
    where s.id = f.id and s.status = 'draft' and s.target = ''
    returning s.id`)) as unknown as { rows: { id: number }[] };
  return result.rows.length;
}
