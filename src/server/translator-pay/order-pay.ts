import { and, asc, desc, eq, gt, ne } from "drizzle-orm";
import type { OrderStatus } from "../../shared/enums";
import { formatCents } from "../../shared/money";
import type { ChangeFeeInput, OrderFeeDto, OrderPayDto } from "../../shared/schemas/translator-pay";
import { margin } from "../../shared/translator-pay/fee";
import { PAY_MESSAGES } from "../../shared/translator-pay/messages";
import { earningStatus, feeChangeRefusal } from "../../shared/translator-pay/statements";
import { anyOf } from "../db/any-of";
import type { Database, Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { refunds } from "../db/schema/refunds";
import { jobFeeChanges, jobFees, payoutStatements } from "../db/schema/translator-pay";
import { translatorJobs, translators } from "../db/schema/translators";
import { users } from "../db/schema/users";
import { badRequest, notFound, english } from "../http/app-error";
import { recordOrderNote } from "../jobs/record-order-note";
import { loadOrderMoney } from "../orders/load-order-facts";

export const NOT_EARNED_MESSAGE = "This job ended without its order completing, so it has no fee to change";

/**
 * How a job's fee stands: earned once the order completed (then on a statement, then paid); agreed while the job is
 * the open order's active work; otherwise not earned (reassigned away, or the order was cancelled before completing).
 */
export function feeStatus(
  fee: { earnedAt: Date | null; statementId: number | null; statementPaidAt: Date | null },
  job: { endedAt: Date | null; status: string; orderStatus: OrderStatus },
): OrderFeeDto["status"] {
  if (fee.earnedAt) return earningStatus(fee);
  return job.endedAt === null && job.status !== "Cancelled" && job.orderStatus === "processing"
    ? "agreed"
    : "not_earned";
}

/**
 * GET /api/admin/orders/:orderId/pay: the order's revenue (paid less refunded), its translators' fees and the margin.
 * The cost counts earned fees and, while the order is open, the active job's agreed fee.
 */
export async function getOrderPay({ db, orderId }: { db: Executor; orderId: number }): Promise<OrderPayDto> {
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound("ORDER_NOT_FOUND");
  const [money, feeRows] = await Promise.all([
    loadOrderMoney(db, orderId),
    db
      .select({
        fee: jobFees,
        job: { endedAt: translatorJobs.endedAt, status: translatorJobs.status },
        translatorName: translators.fullName,
        statementPaidAt: payoutStatements.paidAt,
      })
      .from(jobFees)
      .innerJoin(translatorJobs, eq(translatorJobs.id, jobFees.jobId))
      .innerJoin(translators, eq(translators.translatorId, jobFees.translatorId))
      .leftJoin(payoutStatements, eq(payoutStatements.id, jobFees.statementId))
      .where(eq(jobFees.orderId, orderId))
      .orderBy(desc(jobFees.jobId)),
  ]);
  const jobIds = feeRows.map((row) => row.fee.jobId);
  const earliestEarned = feeRows
    .map((row) => row.fee.earnedAt)
    .filter((at): at is Date => at !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  const [changeRows, [lateRefund]] = await Promise.all([
    jobIds.length === 0
      ? []
      : db
          .select({ change: jobFeeChanges, username: users.username })
          .from(jobFeeChanges)
          .leftJoin(users, eq(users.id, jobFeeChanges.changedBy))
          .where(anyOf(jobFeeChanges.jobId, jobIds))
          .orderBy(asc(jobFeeChanges.id)),
    earliestEarned
      ? db
          .select({ id: refunds.id })
          .from(refunds)
          .where(and(eq(refunds.orderId, orderId), ne(refunds.status, "failed"), gt(refunds.createdAt, earliestEarned)))
          .limit(1)
      : [],
  ]);

  const fees: OrderFeeDto[] = feeRows.map(({ fee, job, translatorName, statementPaidAt }) => {
    const status = feeStatus({ ...fee, statementPaidAt }, { ...job, orderStatus: order.status });
    return {
      jobId: fee.jobId,
      translatorName,
      jobStatus: job.status,
      feeCents: fee.feeCents,
      feeLines: fee.feeLines,
      status,
      earnedAt: fee.earnedAt?.toISOString() ?? null,
      statementId: fee.statementId,
      changes: changeRows
        .filter((row) => row.change.jobId === fee.jobId)
        .map(({ change, username }) => ({
          fromCents: change.fromCents,
          toCents: change.toCents,
          reason: change.reason,
          changedByUsername: username,
          createdAt: change.createdAt.toISOString(),
        })),
      changeRefusal:
        status === "not_earned"
          ? NOT_EARNED_MESSAGE
          : fee.statementId !== null
            ? PAY_MESSAGES.feeOnStatement(fee.statementId)
            : null,
    };
  });
  const costCents = fees.filter((fee) => fee.status !== "not_earned").reduce((sum, fee) => sum + fee.feeCents, 0);
  const figures = margin(money.paidCents - money.refundedCents, costCents);
  return {
    orderId,
    orderStatus: order.status,
    paidCents: money.paidCents,
    refundedCents: money.refundedCents,
    ...figures,
    refundedAfterCompletion: lateRefund !== undefined,
    fees,
  };
}

/**
 * PUT /api/admin/jobs/:jobId/fee `{ feeCents, reason }`: the admin changes an agreed or earned fee that is not on a
 * statement yet, with a reason kept beside it and in the order's history. The only way a fee changes after it is agreed.
 */
export async function changeJobFee({
  db,
  jobId,
  input,
  adminId,
}: {
  db: Database;
  jobId: number;
  input: ChangeFeeInput;
  adminId: number;
}): Promise<OrderPayDto> {
  const orderId = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        fee: jobFees,
        job: { endedAt: translatorJobs.endedAt, status: translatorJobs.status, orderStatus: orders.status },
      })
      .from(jobFees)
      .innerJoin(translatorJobs, eq(translatorJobs.id, jobFees.jobId))
      .innerJoin(orders, eq(orders.id, jobFees.orderId))
      .where(eq(jobFees.jobId, jobId))
      .for("update", { of: jobFees })
      .limit(1);
    if (!row) throw notFound(english("Job not found"));
    if (feeStatus({ ...row.fee, statementPaidAt: null }, row.job) === "not_earned")
      throw badRequest(english(NOT_EARNED_MESSAGE));
    const refusal = feeChangeRefusal(row.fee, input.feeCents);
    if (refusal) throw badRequest(english(refusal));
    const now = new Date();
    await tx.update(jobFees).set({ feeCents: input.feeCents, updatedAt: now }).where(eq(jobFees.jobId, jobId));
    await tx.insert(jobFeeChanges).values({
      jobId,
      fromCents: row.fee.feeCents,
      toCents: input.feeCents,
      reason: input.reason,
      changedBy: adminId,
      createdAt: now,
    });
    await recordOrderNote(tx, {
      orderId: row.fee.orderId,
      changedBy: adminId,
      note: `Translator fee of job #${jobId} changed from ${formatCents(row.fee.feeCents)} to ${formatCents(input.feeCents)}: ${input.reason}`,
    });
    return row.fee.orderId;
  });
  return getOrderPay({ db, orderId });
}
