import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { OpenMonthDto } from "../../shared/schemas/translator-pay";
import { openMonthState } from "../../shared/translator-pay/statements";
import type { Executor } from "../db/client";
import { jobFees } from "../db/schema/translator-pay";
import { translators } from "../db/schema/translators";

const MONTH = sql<string>`to_char(${jobFees.earnedAt} at time zone 'UTC', 'YYYY-MM')`;

/** At most this many translator-months are listed (a month has one row per translator who earned in it). */
export const OPEN_MONTHS_SHOWN = 200;

/**
 * What translators are owed and no statement holds yet, one row per translator and month (UTC), newest month first:
 * the month in progress (owed so far, not payable yet) and an ended month whose statement is not made yet. Read
 * through job_fees_statement_id_idx: fees leave this set once a statement takes them, so it stays a month's worth.
 * `translatorId` limits it to one translator (their Earnings page).
 */
export async function listOpenMonths(
  db: Executor,
  options: { translatorId?: number; now?: Date } = {},
): Promise<OpenMonthDto[]> {
  const now = options.now ?? new Date();
  const rows = await db
    .select({
      translatorId: jobFees.translatorId,
      translatorName: translators.fullName,
      month: MONTH,
      totalCents: sql<string>`sum(${jobFees.feeCents})`,
      jobCount: sql<string>`count(*)`,
    })
    .from(jobFees)
    .innerJoin(translators, eq(translators.translatorId, jobFees.translatorId))
    .where(
      and(
        isNull(jobFees.statementId),
        isNotNull(jobFees.earnedAt),
        options.translatorId === undefined ? undefined : eq(jobFees.translatorId, options.translatorId),
      ),
    )
    .groupBy(jobFees.translatorId, translators.fullName, MONTH)
    .orderBy(desc(MONTH), translators.fullName, jobFees.translatorId)
    .limit(OPEN_MONTHS_SHOWN);
  return rows.map((row) => ({
    translatorId: row.translatorId,
    translatorName: row.translatorName,
    month: row.month,
    state: openMonthState(row.month, now),
    totalCents: Number(row.totalCents),
    jobCount: Number(row.jobCount),
  }));
}
