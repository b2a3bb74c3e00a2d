import { asc, eq, getTableColumns } from "drizzle-orm";
import { centsToDollars, sumCents } from "../../shared/money";
import type { AdminCancellationRequestDto, AdminRefundDto } from "../../shared/schemas/refunds";
import type { Executor } from "../db/client";
import { refunds } from "../db/schema/refunds";
import { users } from "../db/schema/users";
import { type PaymentRow, type RefundAmounts, refundAmounts } from "../payments/serialize-payment";
import { listCancellationRequests } from "./list-cancellation-requests";
import { refundedCentsByPayment } from "./refund-totals";
import { toAdminRefundDto } from "./serialize-refund";

export type AdminOrderRefundSide = {
  refunds: AdminRefundDto[];
  refundableAmount: number;
  refundableAmountCents: number;
  cancellationRequest: AdminCancellationRequestDto | null;
  /** The refund amounts of one of the order's payments. */
  amountsOf(payment: PaymentRow): RefundAmounts;
};

/** What the admin order detail shows of refunds and cancellation requests (docs/refunds.md). */
export async function loadAdminOrderRefundSide(
  db: Executor,
  orderId: number,
  paymentRows: PaymentRow[],
): Promise<AdminOrderRefundSide> {
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
  // Cents throughout; the dollar fields are derived from the cents, for the answer only.
  const amountsOf = (payment: PaymentRow) => refundAmounts(payment, refunded.get(payment.id) ?? 0);
  const refundableCents = sumCents(paymentRows.map((payment) => amountsOf(payment).refundableAmountCents));
  return {
    refunds: refundRows.map(({ refund, createdByUsername }) => toAdminRefundDto(refund, createdByUsername)),
    refundableAmount: centsToDollars(refundableCents),
    refundableAmountCents: refundableCents,
    cancellationRequest: cancellationRequest ?? null,
    amountsOf,
  };
}
