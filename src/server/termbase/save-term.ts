import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { TermDto, TermInput } from "../../shared/schemas/termbase";
import { termKey } from "../../shared/termbase/match-terms";
import { pgCode } from "../auth/register-user";
import type { Database, Executor } from "../db/client";
import { terms } from "../db/schema/termbase";
import { conflict, notFound } from "../http/app-error";
import { getTermOrThrow } from "./term-dto";

/** The columns an edit writes: the folded key beside the text, the editor, and the term live again. */
export function termValues(input: TermInput, adminId: number | null) {
  return {
    tr: input.tr,
    trKey: termKey(input.tr),
    en: input.en,
    documentTypes: input.documentTypes,
    note: input.note,
    forbidden: input.forbidden,
    updatedBy: adminId,
    updatedAt: new Date(),
    deletedAt: null,
  };
}

/** The row (live or deleted) holding this Turkish term for exactly these document types. */
export async function findTermByKey(db: Executor, input: Pick<TermInput, "tr" | "documentTypes">) {
  const [row] = await db
    .select({ id: terms.id, deletedAt: terms.deletedAt })
    .from(terms)
    .where(and(eq(terms.trKey, termKey(input.tr)), sameTypes(input.documentTypes)))
    .limit(1);
  return row;
}

/** document_types equal to a sorted list, bound as one array parameter. */
export const sameTypes = (types: readonly string[]) => sql`${terms.documentTypes} = ${sql.param(types)}::text[]`;

/** A race lost to another admin's identical term answers as if it had been there first. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgCode(error) === "23505") throw conflict("TERM_EXISTS");
    throw error;
  }
}

/** POST /api/admin/termbase. A term the admin deleted before comes back with the new values. */
export async function createTerm(options: { db: Database; input: TermInput; adminId: number }): Promise<TermDto> {
  const { db, input, adminId } = options;
  const id = await refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const existing = await findTermByKey(tx, input);
      if (existing && !existing.deletedAt) throw conflict("TERM_EXISTS");
      if (existing) {
        await tx.update(terms).set(termValues(input, adminId)).where(eq(terms.id, existing.id));
        return existing.id;
      }
      const [row] = await tx.insert(terms).values(termValues(input, adminId)).returning({ id: terms.id });
      return row!.id;
    }),
  );
  return getTermOrThrow(db, id);
}

/** PUT /api/admin/termbase/:id. Renaming onto a deleted term's key replaces that deleted row. */
export async function updateTerm(options: {
  db: Database;
  termId: number;
  input: TermInput;
  adminId: number;
}): Promise<TermDto> {
  const { db, termId, input, adminId } = options;
  await refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: terms.id })
        .from(terms)
        .where(and(eq(terms.id, termId), isNull(terms.deletedAt)))
        .for("update");
      if (!current) throw notFound("TERM_NOT_FOUND");
      const [other] = await tx
        .select({ id: terms.id, deletedAt: terms.deletedAt })
        .from(terms)
        .where(and(eq(terms.trKey, termKey(input.tr)), sameTypes(input.documentTypes), ne(terms.id, termId)))
        .limit(1);
      if (other && !other.deletedAt) throw conflict("TERM_EXISTS");
      if (other) await tx.delete(terms).where(eq(terms.id, other.id));
      await tx.update(terms).set(termValues(input, adminId)).where(eq(terms.id, termId));
    }),
  );
  return getTermOrThrow(db, termId);
}

/**
 * DELETE /api/admin/termbase/:id. The row is kept, marked deleted, so the start seed does not add the term
 * again; the list, the matcher and the exports no longer see it.
 */
export async function deleteTerm(options: { db: Executor; termId: number; adminId: number }): Promise<void> {
  const now = new Date();
  const deleted = await options.db
    .update(terms)
    .set({ deletedAt: now, updatedAt: now, updatedBy: options.adminId })
    .where(and(eq(terms.id, options.termId), isNull(terms.deletedAt)))
    .returning({ id: terms.id });
  if (deleted.length === 0) throw notFound("TERM_NOT_FOUND");
}
