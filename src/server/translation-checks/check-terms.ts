import { eq } from "drizzle-orm";
import type { TermEntry } from "../../shared/translation-checks/types";
import type { Executor } from "../db/client";
import { orderItems } from "../db/schema/pricing-catalog";
import { loadTermEntries } from "../termbase/load-term-entries";

/** Where the checks get the termbase's entries for an order (approved pairs and forbidden variants). */
export type TermSource = (db: Executor, orderId: number) => Promise<TermEntry[]>;

/**
 * The termbase's live terms for the order's document types (each type's own and those for every type), once each:
 * a term for diplomas is not asked of a birth certificate.
 */
export const termbaseTerms: TermSource = async (db, orderId) => {
  const items = await db
    .selectDistinct({ documentType: orderItems.documentType })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const lists = await Promise.all(
    items.length > 0 ? items.map((item) => loadTermEntries(db, item.documentType)) : [loadTermEntries(db)],
  );
  const seen = new Map<string, TermEntry>();
  for (const entry of lists.flat()) seen.set(`${entry.tr}\u0000${entry.en}`, entry);
  return [...seen.values()];
};
