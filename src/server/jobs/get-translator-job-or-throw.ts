import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { translatorJobs, translators } from "../db/schema/translators";
import { notFound, english } from "../http/app-error";

type Options = { db: Executor; jobId: number; userId: number; forUpdate?: boolean };

/**
 * A job of the signed-in translator that has not been reassigned, with its order and translator row.
 * Another translator's job, or one taken away by a reassignment, is "Job not found".
 */
export async function getTranslatorJobOrThrow({ db, jobId, userId, forUpdate = false }: Options) {
  const query = db
    .select({ job: translatorJobs, order: orders, translator: translators })
    .from(translatorJobs)
    .innerJoin(translators, eq(translators.translatorId, translatorJobs.translatorId))
    .innerJoin(orders, eq(orders.id, translatorJobs.orderId))
    .where(and(eq(translatorJobs.id, jobId), eq(translators.userId, userId), isNull(translatorJobs.endedAt)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update", { of: translatorJobs }) : await query;
  if (!row) throw notFound(english("Job not found"));
  return row;
}

export type TranslatorJobRow = Awaited<ReturnType<typeof getTranslatorJobOrThrow>>;
