import { and, eq, isNull } from "drizzle-orm";
import type { JobFeeDto } from "../../shared/schemas/translator-pay";
import type { Executor } from "../db/client";
import { jobFeeChanges, jobFees, payoutStatements } from "../db/schema/translator-pay";
import { orders } from "../db/schema/orders";
import { translatorJobs } from "../db/schema/translators";
import { notFound, english } from "../http/app-error";
import { feeStatus } from "./order-pay";
import { translatorOfUser } from "./translator-rates";

/**
 * GET /api/translator/jobs/:id/fee: the fee of one of the signed-in translator's jobs (null for a job assigned before
 * fees existed). Another translator's job, or one reassigned away, is "Job not found", as on the job's own page.
 */
export async function getJobFee({
  db,
  userId,
  jobId,
}: {
  db: Executor;
  userId: number;
  jobId: number;
}): Promise<JobFeeDto | null> {
  const translator = await translatorOfUser(db, userId);
  const [job] = await db
    .select({ endedAt: translatorJobs.endedAt, status: translatorJobs.status, orderStatus: orders.status })
    .from(translatorJobs)
    .innerJoin(orders, eq(orders.id, translatorJobs.orderId))
    .where(
      and(
        eq(translatorJobs.id, jobId),
        eq(translatorJobs.translatorId, translator.translatorId),
        isNull(translatorJobs.endedAt),
      ),
    )
    .limit(1);
  if (!job) throw notFound(english("Job not found"));
  const [row] = await db
    .select({ fee: jobFees, statementPaidAt: payoutStatements.paidAt })
    .from(jobFees)
    .leftJoin(payoutStatements, eq(payoutStatements.id, jobFees.statementId))
    .where(eq(jobFees.jobId, jobId))
    .limit(1);
  if (!row) return null;
  const [change] = await db
    .select({ id: jobFeeChanges.id })
    .from(jobFeeChanges)
    .where(eq(jobFeeChanges.jobId, jobId))
    .limit(1);
  return {
    jobId,
    feeCents: row.fee.feeCents,
    feeLines: row.fee.feeLines,
    status: feeStatus({ ...row.fee, statementPaidAt: row.statementPaidAt }, job),
    changed: change !== undefined,
  };
}
