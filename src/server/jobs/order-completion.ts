import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../db/client";
import { translatorJobs } from "../db/schema/translators";

/** The order's active job (the one not ended by a reassignment), or null. */
export async function findActiveJob(db: Executor, orderId: number) {
  const [job] = await db
    .select()
    .from(translatorJobs)
    .where(and(eq(translatorJobs.orderId, orderId), isNull(translatorJobs.endedAt)))
    .limit(1);
  return job ?? null;
}
