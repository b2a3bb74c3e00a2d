import { termKey } from "../../shared/termbase/match-terms";
import type { Executor } from "../db/client";
import { terms } from "../db/schema/termbase";
import { SEED_TERMS } from "../termbase/seed-terms";

/** The seed's own name for a term: its folded Turkish and document types, kept on the row through any edit. */
export const seedKeyOf = (term: { tr: string; documentTypes: readonly string[] }) =>
  `${termKey(term.tr)}|${term.documentTypes.join(",")}`;

/**
 * The termbase's starting vocabulary (termbase/seed-terms.ts), on every start: only terms never seeded before
 * and not already in the termbase are added. A seeded term an admin edited, renamed or deleted keeps its seed
 * key (deleted rows stay as such), so it is never overwritten nor brought back.
 */
export async function seedTermbase(db: Executor): Promise<void> {
  await db
    .insert(terms)
    .values(
      SEED_TERMS.map((term) => ({
        tr: term.tr,
        trKey: termKey(term.tr),
        en: term.en,
        documentTypes: term.documentTypes,
        note: term.note,
        forbidden: term.forbidden,
        seedKey: seedKeyOf(term),
      })),
    )
    .onConflictDoNothing();
}
