import { eq, sql } from "drizzle-orm";
import type { TermImportInput, TermImportResult, TermInput } from "../../shared/schemas/termbase";
import { termKey } from "../../shared/termbase/match-terms";
import type { Database } from "../db/client";
import { terms, type TermRow } from "../db/schema/termbase";
import { checkImportedTerms } from "./imported-term";
import { termValues } from "./save-term";
import { readTermsCsv } from "./termbase-csv";
import { readTermsTbx } from "./termbase-tbx";

const INSERT_CHUNK = 500;
const keyOf = (trKey: string, documentTypes: readonly string[]) => `${trKey}\n${documentTypes.join(",")}`;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** Whether a stored term already says what the file says (then the import leaves it, and its editor, alone). */
function unchanged(row: TermRow, term: TermInput): boolean {
  return row.tr === term.tr && row.en === term.en && row.note === term.note && sameList(row.forbidden, term.forbidden);
}

/**
 * POST /api/admin/termbase-files/import: the whole file is checked first (a bad line refuses it, nothing written), then
 * in one transaction each term is added, updated (same Turkish and document types, other English, note or
 * forbidden variants) or skipped (already the same). A term an admin deleted comes back as added.
 */
export async function importTerms(options: {
  db: Database;
  input: TermImportInput;
  adminId: number;
}): Promise<TermImportResult> {
  const { db, input, adminId } = options;
  const entries = input.format === "csv" ? readTermsCsv(input.content) : readTermsTbx(input.content);
  const checked = checkImportedTerms(entries);
  return db.transaction(async (tx) => {
    const keys = [...new Set(checked.map((term) => termKey(term.tr)))];
    const stored = await tx
      .select()
      .from(terms)
      .where(sql`${terms.trKey} = any(${sql.param(keys)}::text[])`);
    const byKey = new Map(stored.map((row) => [keyOf(row.trKey, row.documentTypes), row]));
    const result: TermImportResult = { added: 0, updated: 0, skipped: 0 };
    const inserts: ReturnType<typeof termValues>[] = [];
    for (const term of checked) {
      const row = byKey.get(keyOf(termKey(term.tr), term.documentTypes));
      if (!row) {
        inserts.push(termValues(term, adminId));
        result.added++;
      } else if (!row.deletedAt && unchanged(row, term)) {
        result.skipped++;
      } else {
        await tx.update(terms).set(termValues(term, adminId)).where(eq(terms.id, row.id));
        result[row.deletedAt ? "added" : "updated"]++;
      }
    }
    for (let start = 0; start < inserts.length; start += INSERT_CHUNK) {
      await tx.insert(terms).values(inserts.slice(start, start + INSERT_CHUNK));
    }
    return result;
  });
}
