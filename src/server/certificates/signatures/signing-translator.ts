import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { translatorSignatures } from "../../db/schema/certificates";
import { translators } from "../../db/schema/translators";
import { notFound, english } from "../../http/app-error";

/** The translator record of the signed-in translator user, with their signature row (or null). */
export async function getSigningTranslator(db: Executor, userId: number) {
  const [row] = await db
    .select({ translator: translators, signature: translatorSignatures })
    .from(translators)
    .leftJoin(translatorSignatures, eq(translatorSignatures.translatorId, translators.translatorId))
    .where(eq(translators.userId, userId))
    .limit(1);
  if (!row) throw notFound(english("Translator not found"));
  return row;
}
