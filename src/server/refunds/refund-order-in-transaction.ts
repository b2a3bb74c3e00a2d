import { asc, count, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { centsToDollars, formatCents } from "../../shared/money";
import { NO_PAYMENT_TO_REFUND_MESSAGE, refundExceedsMessage } from "../../shared/schemas/refunds";
import { issueBillingDocument } from "../billing/issue-billing-document";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { payments } from "../db/schema/payments";
import { refunds } from "../db/schema/refunds";
import { badRequest, notFound, english } from "../http/app-error";
import { type ClosedJob, closeActiveJob } from "../jobs/close-active-job";
import { changeOrderStatus, type OrderRow } from "../orders/change-order-status";
import { loadOrderFacts } from "../orders/load-order-facts";
import type { PaymentProvider } from "../payments/payment-provider";
import { isChargedPayment, paymentMetadata } from "../payments/serialize-payment";
import { providerRefused } from "./provider-refused";
import { refundedCentsByPayment } from "./refund-totals";
import type { RefundRow } from "./serialize-refund";

export type RefundOrderOptions = {
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  orderId: number;
  adminId: number;
  /** What to give back, in cents (the routes convert the admin's dollars once, with dollarsToCents). */
  amountCents: number;
  reason: string;
  cancelOrder: boolean;
  /** The history note when the order is cancelled; `Refunded $X: reason` by default. */
  cancelNote?: string;
};

export type RefundOutcome = {
  refund: RefundRow;
  order: OrderRow;
  cancelled: boolean;
  fullyRefunded: boolean;
  closedJob: ClosedJob | null;
};

/**
 * Refunds part or all of what an order's customer paid, in the caller's transaction. The order and its payment
 * rows are locked first, so two refunds at the same moment run one after the other and the second sees the
 * first: the refunded total can never pass what was paid. The provider is called while the locks are held;
 * if it refuses, the error rolls the transaction back and nothing is recorded. The refund's credit note is numbered
 * in the same transaction (docs/billing.md).
 */
export async function refundOrderInTransaction(tx: Executor, options: RefundOrderOptions): Promise<RefundOutcome> {
  const { provider, orderId, amountCents, reason } = options;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw notFound("ORDER_NOT_FOUND");
  const rows = await tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id))
    .for("update");
  const charged = rows.filter(isChargedPayment);
  if (charged.length === 0) throw badRequest(english(NO_PAYMENT_TO_REFUND_MESSAGE));

  const refunded = await refundedCentsByPayment(
    tx,
    charged.map((payment) => payment.id),
  );
  const open = charged.map((payment) => ({ payment, cents: payment.amountCents - (refunded.get(payment.id) ?? 0) }));
  const refundableCents = open.reduce((sum, entry) => sum + Math.max(0, entry.cents), 0);
  if (amountCents > refundableCents) {
    throw badRequest(english(refundExceedsMessage(refundableCents)), {
      refundableAmount: centsToDollars(refundableCents),
      refundableAmountCents: refundableCents,
    });
  }
  // Orders have one paid payment; should there be several, one refund comes from one of them.
  const target = open.find((entry) => entry.cents >= amountCents);
  if (!target) {
    const largestCents = Math.max(...open.map((entry) => entry.cents));
    throw badRequest(
      english(`One refund can be at most ${formatCents(largestCents)} here: the order was paid in several payments`),
    );
  }
  const { payment } = target;
  const paymentIntentId = payment.stripePaymentId ?? paymentMetadata(payment).intentId;
  if (!paymentIntentId || payment.provider !== provider.kind) {
    throw badRequest(
      english(
        `This payment was made through the ${payment.provider} provider and cannot be refunded through the active one`,
      ),
    );
  }

  const [{ earlier }] = await tx.select({ earlier: count() }).from(refunds).where(eq(refunds.paymentId, payment.id));
  const result = await provider
    .refund({ paymentIntentId, amountCents, reason, idempotencyKey: `refund-${payment.id}-${amountCents}-${earlier}` })
    .catch((error: unknown) => {
      options.log.warn(
        { err: error, orderId, paymentId: payment.id, amountCents },
        "the payment provider refused a refund",
      );
      throw providerRefused(error instanceof Error ? error.message : String(error));
    });
  if (result.status === "failed") throw providerRefused("the refund failed");

  const [refund] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      orderId,
      amountCents,
      reason,
      providerRefundId: result.id,
      status: result.status,
      createdBy: options.adminId,
    })
    .returning();
  await issueBillingDocument(tx, { series: "credit_note", refundId: refund!.id, orderId, issuedAt: refund!.createdAt });
  const fullyRefunded = target.cents === amountCents;
  if (fullyRefunded)
    await tx.update(payments).set({ status: "refunded", updatedAt: new Date() }).where(eq(payments.id, payment.id));

  let current = order;
  let cancelled = false;
  let closedJob: ClosedJob | null = null;
  if (options.cancelOrder) {
    const note = options.cancelNote ?? `Refunded ${formatCents(amountCents)}: ${reason}`;
    const change = await changeOrderStatus(tx, {
      orderId,
      to: "cancelled",
      actor: "admin",
      changedBy: options.adminId,
      note,
    });
    current = change.order;
    cancelled = change.from !== null;
    closedJob = change.closedJob;
  }
  // Once everything paid has gone back, nobody pays for the work any more: the open job closes.
  if (!closedJob && fullyRefunded && (await loadOrderFacts(tx, orderId)).paymentState === "refunded")
    closedJob = await closeActiveJob(tx, orderId);
  return { refund: refund!, order: current, cancelled, fullyRefunded, closedJob };
}
