import type { Database } from "../db/client";
import { notifyClosedJob } from "../jobs/notify-closed-job";
import type { Mailer } from "../mail/mailer";
import { findCustomer, refundEmail } from "./refund-email";
import { type RefundOrderOptions, type RefundOutcome, refundOrderInTransaction } from "./refund-order-in-transaction";

type Options = RefundOrderOptions & { db: Database; mailer: Mailer; publicUrl: string };

/**
 * POST /api/admin/orders/:orderId/refunds: the refund in one transaction (limits checked under lock, provider
 * called, row recorded, payment and order updated), then, after the commit, the customer's e-mail.
 */
export async function refundOrder({ db, mailer, publicUrl, ...options }: Options): Promise<RefundOutcome> {
  const outcome = await db.transaction((tx) => refundOrderInTransaction(tx, options));
  await notifyClosedJob(mailer, outcome.closedJob, options.log);
  try {
    const customer = await findCustomer(db, outcome.order.userId);
    if (customer) {
      const refund = { amount: outcome.refund.amountCents / 100, reason: outcome.refund.reason };
      await mailer.send(refundEmail({ ...customer, to: customer.email, orderId: outcome.order.id, refund, cancelled: outcome.cancelled, dashboardUrl: publicUrl }));
    }
  } catch (error) {
    // The money has gone back whatever happens to the e-mail.
    options.log.error({ err: error, refundId: outcome.refund.id }, "could not send the refund e-mail");
  }
  return outcome;
}
