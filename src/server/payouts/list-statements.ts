import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { StatementDetailDto, StatementDto, StatementPage } from "../../shared/schemas/translator-pay";
import type { Executor } from "../db/client";
import { jobFees, payoutStatements } from "../db/schema/translator-pay";
import { translators } from "../db/schema/translators";
import { notFound, english } from "../http/app-error";
import { type KeysetSort, planKeysetPage, sortKeyMicros } from "../http/keyset-page";

const NEWEST: KeysetSort = {
  name: "statements:newest",
  key: payoutStatements.createdAt,
  id: payoutStatements.id,
  direction: "desc",
};

export type StatementFilters = { translatorId?: number; month?: string; status?: "unpaid" | "paid" };

function selectStatements(db: Executor) {
  return db
    .select({ statement: payoutStatements, translatorName: translators.fullName, sortKey: sortKeyMicros(NEWEST) })
    .from(payoutStatements)
    .innerJoin(translators, eq(translators.translatorId, payoutStatements.translatorId))
    .$dynamic();
}

export function toStatementDto({
  statement,
  translatorName,
}: {
  statement: typeof payoutStatements.$inferSelect;
  translatorName: string;
}): StatementDto {
  return {
    id: statement.id,
    translatorId: statement.translatorId,
    translatorName,
    month: statement.month,
    totalCents: statement.totalCents,
    jobCount: statement.jobCount,
    createdAt: statement.createdAt.toISOString(),
    paidAt: statement.paidAt?.toISOString() ?? null,
    reference: statement.reference,
    payoutProvider: statement.payoutProvider,
    transferId: statement.transferId,
    paying: statement.paidAt === null && statement.payingMode !== null,
    payoutMismatch: statement.payoutMismatch,
  };
}

/** Statements newest first, one page (keyset), optionally of one translator, month or payment state. */
export async function listStatements(
  db: Executor,
  query: StatementFilters & { limit: number; cursor?: string },
): Promise<StatementPage> {
  const plan = planKeysetPage({ sort: NEWEST, limit: query.limit, cursor: query.cursor });
  const rows = await selectStatements(db)
    .where(
      and(
        query.translatorId ? eq(payoutStatements.translatorId, query.translatorId) : undefined,
        query.month ? eq(payoutStatements.month, query.month) : undefined,
        query.status === "paid"
          ? isNotNull(payoutStatements.paidAt)
          : query.status === "unpaid"
            ? isNull(payoutStatements.paidAt)
            : undefined,
        plan.where,
      ),
    )
    .orderBy(...plan.orderBy)
    .limit(plan.take);
  const page = plan.finish(rows, (row) => ({ key: row.sortKey, id: row.statement.id }));
  return { ...page, items: page.items.map(toStatementDto) };
}

/** One statement with its jobs; `translatorId` limits it to that translator's own (anyone else's is "Statement not found"). */
export async function getStatement(db: Executor, id: number, translatorId?: number): Promise<StatementDetailDto> {
  const [row] = await selectStatements(db)
    .where(
      and(
        eq(payoutStatements.id, id),
        translatorId === undefined ? undefined : eq(payoutStatements.translatorId, translatorId),
      ),
    )
    .limit(1);
  if (!row) throw notFound(english("Statement not found"));
  const jobs = await db
    .select({
      jobId: jobFees.jobId,
      orderId: jobFees.orderId,
      earnedAt: jobFees.earnedAt,
      feeCents: jobFees.feeCents,
      feeLines: jobFees.feeLines,
    })
    .from(jobFees)
    .where(eq(jobFees.statementId, id))
    .orderBy(asc(jobFees.earnedAt), asc(jobFees.jobId));
  return { ...toStatementDto(row), jobs: jobs.map((job) => ({ ...job, earnedAt: job.earnedAt!.toISOString() })) };
}
