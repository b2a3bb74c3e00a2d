import { and, eq, gte, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { EarningsPage } from "../../shared/schemas/translator-pay";
import { earningStatus, monthBounds, monthOf } from "../../shared/translator-pay/statements";
import type { Executor } from "../db/client";
import { jobFees, payoutStatements } from "../db/schema/translator-pay";
import { orders } from "../db/schema/orders";
import { translatorJobs } from "../db/schema/translators";
import { type KeysetSort, planKeysetPage, sortKeyMicros } from "../http/keyset-page";
import { listOpenMonths } from "./list-open-months";
import { translatorOfUser } from "./translator-rates";

const NEWEST: KeysetSort = { name: "earnings:newest", key: jobFees.earnedAt, id: jobFees.jobId, direction: "desc" };
const MONTH = sql<string>`to_char(${jobFees.earnedAt} at time zone 'UTC', 'YYYY-MM')`;

/**
 * GET /api/translator/earnings: the signed-in translator's earned fees, newest first, one page (keyset on
 * earned_at, job id); the totals of every month the page shows (whole months, also the parts on other pages); and
 * their sums: earned (on no statement yet), in a statement, paid, and agreed on jobs whose orders are still open; and
 * what is on no statement yet month by month (the month in progress, owed so far but not payable yet).
 */
export async function listEarnings({
  db,
  userId,
  limit,
  cursor,
}: {
  db: Executor;
  userId: number;
  limit: number;
  cursor?: string;
}): Promise<EarningsPage> {
  const translator = await translatorOfUser(db, userId);
  const mine = eq(jobFees.translatorId, translator.translatorId);
  const plan = planKeysetPage({ sort: NEWEST, limit, cursor });
  const [rows, [summary], [agreed], openMonths] = await Promise.all([
    db
      .select({ fee: jobFees, paidAt: payoutStatements.paidAt, sortKey: sortKeyMicros(NEWEST) })
      .from(jobFees)
      .leftJoin(payoutStatements, eq(payoutStatements.id, jobFees.statementId))
      .where(and(mine, isNotNull(jobFees.earnedAt), plan.where))
      .orderBy(...plan.orderBy)
      .limit(plan.take),
    db
      .select({
        earned: sql<string>`coalesce(sum(${jobFees.feeCents}) filter (where ${jobFees.statementId} is null), 0)`,
        inStatement: sql<string>`coalesce(sum(${jobFees.feeCents}) filter (where ${jobFees.statementId} is not null and ${payoutStatements.paidAt} is null), 0)`,
        paid: sql<string>`coalesce(sum(${jobFees.feeCents}) filter (where ${payoutStatements.paidAt} is not null), 0)`,
      })
      .from(jobFees)
      .leftJoin(payoutStatements, eq(payoutStatements.id, jobFees.statementId))
      .where(and(mine, isNotNull(jobFees.earnedAt))),
    db
      .select({ cents: sql<string>`coalesce(sum(${jobFees.feeCents}), 0)`, jobs: sql<string>`count(*)` })
      .from(jobFees)
      .innerJoin(translatorJobs, eq(translatorJobs.id, jobFees.jobId))
      .innerJoin(orders, eq(orders.id, jobFees.orderId))
      .where(
        and(
          mine,
          isNull(jobFees.earnedAt),
          isNull(translatorJobs.endedAt),
          inArray(translatorJobs.status, ["Assigned", "In Progress", "Completed"]),
          eq(orders.status, "processing"),
        ),
      ),
    listOpenMonths(db, { translatorId: translator.translatorId }),
  ]);
  const page = plan.finish(rows, (row) => ({ key: row.sortKey, id: row.fee.jobId }));
  const months = [...new Set(page.items.map((row) => monthOf(row.fee.earnedAt!)))];
  const monthRows =
    months.length === 0
      ? []
      : await db
          .select({ month: MONTH, totalCents: sql<string>`sum(${jobFees.feeCents})`, jobCount: sql<string>`count(*)` })
          .from(jobFees)
          .where(
            and(
              mine,
              gte(jobFees.earnedAt, monthBounds(months.at(-1)!).start),
              lt(jobFees.earnedAt, monthBounds(months[0]!).end),
            ),
          )
          .groupBy(MONTH);
  return {
    items: page.items.map(({ fee, paidAt }) => ({
      jobId: fee.jobId,
      orderId: fee.orderId,
      feeCents: fee.feeCents,
      earnedAt: fee.earnedAt!.toISOString(),
      month: monthOf(fee.earnedAt!),
      status: earningStatus({ statementId: fee.statementId, statementPaidAt: paidAt }),
      statementId: fee.statementId,
    })),
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
    months: months.map((month) => {
      const row = monthRows.find((candidate) => candidate.month === month);
      return { month, totalCents: Number(row?.totalCents ?? 0), jobCount: Number(row?.jobCount ?? 0) };
    }),
    openMonths,
    summary: {
      earnedCents: Number(summary?.earned ?? 0),
      inStatementCents: Number(summary?.inStatement ?? 0),
      paidCents: Number(summary?.paid ?? 0),
      agreedCents: Number(agreed?.cents ?? 0),
      agreedJobs: Number(agreed?.jobs ?? 0),
    },
  };
}
