import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { normalizeForSearch } from "../../shared/search-text";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { documentSegments } from "../db/schema/workbench";
import { tmUnits } from "../db/schema/translation-memory";
import { translators } from "../db/schema/translators";

type Subject = { userId: number; names: string[] };

/**
 * Account deletion's part in the memory (docs/workbench.md "Translation memory and privacy"). The units made from
 * the person's orders are deleted (they hold the person's names, dates, numbers); so are units of other orders or
 * imports that carry one of the person's full names (a relative's certificate naming them). A translator's
 * deletion keeps their units (the agency's work) but forgets who made them. The segments of the person's documents
 * go too: their text is the document's, whose file is deleted with it (documents/erase-order-files.ts). Returns no
 * files.
 */
export async function eraseMemoryUnits(tx: Executor, subject: Subject): Promise<string[]> {
  const theirOrders = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, subject.userId));
  await tx
    .delete(documentSegments)
    .where(
      inArray(
        documentSegments.documentId,
        tx.select({ id: documents.id }).from(documents).where(inArray(documents.orderId, theirOrders)),
      ),
    );
  await tx
    .delete(tmUnits)
    .where(
      inArray(tmUnits.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, subject.userId))),
    );
  for (const name of subject.names) {
    const folded = normalizeForSearch(name).replace(/\s+/gu, " ");
    // A single word ("Zeynep") would take every Zeynep's units with it: full names only.
    if (folded.split(" ").length < 2) continue;
    // LIKE, so the trigram index on search_text finds them without reading every unit.
    await tx.delete(tmUnits).where(sql`${tmUnits.searchText} like ${`%${folded.replace(/[\\%_]/gu, "\\$&")}%`}`);
  }
  await tx
    .update(tmUnits)
    .set({ translatorName: null, translatorId: null })
    .where(
      and(
        isNotNull(tmUnits.translatorId),
        inArray(
          tmUnits.translatorId,
          tx.select({ id: translators.translatorId }).from(translators).where(eq(translators.userId, subject.userId)),
        ),
      ),
    );
  return [];
}
