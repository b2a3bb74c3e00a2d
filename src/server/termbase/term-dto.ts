import { eq, getTableColumns, sql } from "drizzle-orm";
import type { TermDto } from "../../shared/schemas/termbase";
import type { Executor } from "../db/client";
import { terms, type TermRow } from "../db/schema/termbase";
import { users } from "../db/schema/users";
import { notFound } from "../http/app-error";

/** The admin who last edited a term, as the list shows them: full name, else username. */
export const updatedByName = sql<
  string | null
>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`;

export function toTermDto(row: TermRow & { updatedByName: string | null }): TermDto {
  return {
    id: row.id,
    tr: row.tr,
    en: row.en,
    documentTypes: row.documentTypes,
    note: row.note,
    forbidden: row.forbidden,
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: row.updatedByName,
  };
}

/** A term as the admin screen shows it; a deleted one is "Term not found". */
export async function getTermOrThrow(db: Executor, termId: number): Promise<TermDto> {
  const [row] = await db
    .select({ ...getTableColumns(terms), updatedByName })
    .from(terms)
    .leftJoin(users, eq(users.id, terms.updatedBy))
    .where(sql`${terms.id} = ${termId} and ${terms.deletedAt} is null`)
    .limit(1);
  if (!row) throw notFound("TERM_NOT_FOUND");
  return toTermDto(row);
}
