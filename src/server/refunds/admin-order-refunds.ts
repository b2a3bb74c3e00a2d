import { asc, eq, getTableColumns } from "drizzle-orm";
import type { AdminCancellationRequestDto, AdminRefundDto } from "../../shared/schemas/refunds";
import type { Executor } from "../db/client";
import { refunds } from "../db/schema/refunds";
import { users } from "../db/schema/users";
import { type PaymentRow, isChargedPayment } from "../payments/serialize-payment";
import { listCancellationRequests } from "./list-cancellation-requests";
import { refundedCentsByPayment } from "./refund-totals";
import { toAdminRefundDto } from "./serialize-refund";

export type AdminOrderRefundSide = {
  refunds: AdminRefundDto[];
  refundableAmount: number;
  cancellationRequest: AdminCancellationRequestDto | null;
  /** refundedAmount and refundableAmount of one of the order's payments. */
  amountsOf(payment: PaymentRow): { refundedAmount: number; refundableAmount: number };
};

/** What the admin order detail shows of refunds and cancellation requests (docs/refunds.md). */
export async function loadAdminOrderRefundSide(db: Executor, orderId: number, paymentRows: PaymentRow[]): Promise<AdminOrderRefundSide> {
  const [refundRows, refunded, [cancellationRequest]] = await Promise.all([
    db
      .select({ refund: getTableColumns(refunds), createdByUsername: users.username })
      .from(refunds)
      .leftJoin(users, eq(users.id, refunds.createdBy))
      .where(eq(refunds.orderId, orderId))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
    refundedCentsByPayment(
      db,
      paymentRows.map((payment) => payment.id),
    ),
    listCancellationRequests(db, { orderId, limit: 1 }),
  ]);
  const amountsOf = (payment: PaymentRow) => {
    const refundedCents = refunded.get(payment.id) ?? 0;
    const chargedCents = isChargedPayment(payment) ? payment.amountCents : 0;
    return { refundedAmount: refundedCents / 100, refundableAmount: Math.max(0, chargedCents - refundedCents) / 100 };
  };
  const refundableCents = paymentRows.reduce((sum, payment) => sum + Math.round(amountsOf(payment).refundableAmount * 100), 0);
  return {
    refunds: refundRows.map(({ refund, createdByUsername }) => toAdminRefundDto(refund, createdByUsername)),
    refundableAmount: refundableCents / 100,
    cancellationRequest: cancellationRequest ?? null,
    amountsOf,
  };
}
