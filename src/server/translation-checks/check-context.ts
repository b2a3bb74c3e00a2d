import { createHash } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { CheckContext } from "../../shared/translation-checks/types";
import type { Executor } from "../db/client";
import { orderNameSpellings } from "../db/schema/messages";
import type { TermSource } from "./check-terms";

type OrderFacts = { id: number; translationDirection: CheckContext["direction"] };

/** The document's context (docs/translation-checks.md): the order's direction, its current "names as in passport", the terms. */
export async function loadCheckContext(db: Executor, order: OrderFacts, loadTerms: TermSource): Promise<CheckContext> {
  const [current] = await db
    .select({ nameSpellings: orderNameSpellings.nameSpellings })
    .from(orderNameSpellings)
    .where(eq(orderNameSpellings.orderId, order.id))
    .orderBy(desc(orderNameSpellings.id))
    .limit(1);
  return {
    direction: order.translationDirection,
    names: (current?.nameSpellings ?? []).map((name) => ({
      asWritten: name.inDocument,
      passportSpelling: name.inPassport,
    })),
    terms: await loadTerms(db, order.id),
  };
}

/** One hash naming what was checked: a report whose fingerprint differs from the current one is stale. */
export function fingerprintOf(checked: unknown, context: CheckContext): string {
  return createHash("sha256")
    .update(JSON.stringify([checked, context]))
    .digest("base64url");
}
