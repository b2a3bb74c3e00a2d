import type { Database } from "../db/client";
import { orderFollowPath } from "../order-link-signing/order-follow-path";
import { queueClosedJobNotice } from "../jobs/notify-closed-job";
import type { Mailer } from "../mail/mailer";
import { findCustomer, refundEmail } from "./refund-email";
import { type RefundOrderOptions, type RefundOutcome, refundOrderInTransaction } from "./refund-order-in-transaction";

type Options = RefundOrderOptions & { db: Database; mailer: Mailer; publicUrl: string };

/**
 * POST /api/admin/orders/:orderId/refunds: the refund in one transaction (limits checked under lock, provider
 * called, row recorded, payment and order updated, the customer's e-mail and the closed job's notice queued),
 * then, after the commit, the e-mails are handed to delivery.
 */
export async function refundOrder({ db, mailer, publicUrl, ...options }: Options): Promise<RefundOutcome> {
  const mail: number[] = [];
  const outcome = await db.transaction(async (tx) => {
    const outcome = await refundOrderInTransaction(tx, options);
    mail.push(...(await queueClosedJobNotice(tx, mailer, outcome.closedJob)));
    const customer = await findCustomer(tx, outcome.order.userId);
    if (customer) {
      const refund = { amountCents: outcome.refund.amountCents, reason: outcome.refund.reason };
      mail.push(
        await mailer.queue(
          tx,
          refundEmail({
            ...customer,
            to: customer.email,
            orderId: outcome.order.id,
            refund,
            cancelled: outcome.cancelled,
            dashboardUrl: publicUrl,
            followPath: await orderFollowPath(tx, outcome.order.id),
          }),
        ),
      );
    }
    return outcome;
  });
  await mailer.dispatch(mail);
  return outcome;
}
