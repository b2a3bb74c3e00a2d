import { eq } from "drizzle-orm";
import { orderFollowPath } from "../order-link-signing/order-follow-path";
import type { FastifyBaseLogger } from "fastify";
import { formatCents } from "../../shared/money";
import { REQUEST_ALREADY_RESOLVED_MESSAGE, type ResolveCancellationInput } from "../../shared/schemas/refunds";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { cancellationRequests } from "../db/schema/refunds";
import { notFound, badRequest, english } from "../http/app-error";
import type { ClosedJob } from "../jobs/close-active-job";
import { queueClosedJobNotice } from "../jobs/notify-closed-job";
import type { Mailer } from "../mail/mailer";
import { changeOrderStatus } from "../orders/change-order-status";
import type { PaymentProvider } from "../payments/payment-provider";
import { cancellationDecisionEmail } from "./cancellation-decision-email";
import { findCustomer } from "./refund-email";
import { type RefundOutcome, refundOrderInTransaction } from "./refund-order-in-transaction";
import type { CancellationRequestRow } from "./serialize-refund";

type Options = {
  db: Database;
  mailer: Mailer;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  publicUrl: string;
  requestId: number;
  adminId: number;
  decision: ResolveCancellationInput["decision"];
  note?: string;
  /** The refund to make on approval, in cents (the route converts the admin's dollars once). */
  refundAmountCents?: number;
};

/**
 * An admin answers a cancellation request. Approving cancels the order and, with a refund amount, refunds it in
 * the same transaction (the refund use case, limits and all): if the provider refuses, nothing changes.
 * Declining only closes the request. The customer's decision e-mail (and the closed job's notice) are queued in the
 * same transaction and dispatched after the commit.
 */
export async function resolveCancellationRequest(
  options: Options,
): Promise<{ request: CancellationRequestRow; refund: RefundOutcome | null }> {
  const { db, requestId, adminId, decision, note } = options;
  const mail: number[] = [];
  const result = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: cancellationRequests.orderId })
      .from(cancellationRequests)
      .where(eq(cancellationRequests.id, requestId));
    if (!found) throw notFound("CANCELLATION_REQUEST_NOT_FOUND");
    // Order first, then the request: the same lock order as the customer's request and the refund.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, found.orderId)).for("update");
    const [request] = await tx
      .select()
      .from(cancellationRequests)
      .where(eq(cancellationRequests.id, requestId))
      .for("update");
    if (request!.status !== "open") throw badRequest(english(REQUEST_ALREADY_RESOLVED_MESSAGE));

    let refund: RefundOutcome | null = null;
    let closedJob: ClosedJob | null = null;
    if (decision === "approved") {
      const historyNote = ["Cancellation request approved", note].filter(Boolean).join(": ");
      if (options.refundAmountCents !== undefined) {
        refund = await refundOrderInTransaction(tx, {
          provider: options.provider,
          log: options.log,
          orderId: request!.orderId,
          adminId,
          amountCents: options.refundAmountCents,
          reason: note ?? "Order cancelled at the customer's request",
          cancelOrder: true,
          cancelNote: `${historyNote} (refunded ${formatCents(options.refundAmountCents)})`,
        });
        closedJob = refund.closedJob;
      } else {
        closedJob = (
          await changeOrderStatus(tx, {
            orderId: request!.orderId,
            to: "cancelled",
            actor: "admin",
            changedBy: adminId,
            note: historyNote,
          })
        ).closedJob;
      }
    }
    const [resolved] = await tx
      .update(cancellationRequests)
      .set({ status: decision, resolvedBy: adminId, resolvedAt: new Date(), resolutionNote: note ?? null })
      .where(eq(cancellationRequests.id, requestId))
      .returning();
    mail.push(...(await queueClosedJobNotice(tx, options.mailer, closedJob)));
    const customer = await findCustomer(tx, resolved!.userId);
    if (customer) {
      const refunded = refund ? { amountCents: refund.refund.amountCents, reason: refund.refund.reason } : null;
      const message = cancellationDecisionEmail({
        ...customer,
        to: customer.email,
        orderId: resolved!.orderId,
        decision,
        note: note ?? null,
        refund: refunded,
        dashboardUrl: options.publicUrl,
        followPath: await orderFollowPath(tx, resolved!.orderId),
      });
      mail.push(await options.mailer.queue(tx, message));
    }
    return { request: resolved!, refund, closedJob };
  });
  await options.mailer.dispatch(mail);
  return result;
}
