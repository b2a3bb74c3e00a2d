import type { Language } from "../../shared/i18n/languages";
import { orderFollowPath } from "../order-link-signing/order-follow-path";
import { eq } from "drizzle-orm";
import { transitionRefusal } from "../../shared/order-transitions";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { translatorJobs, translators } from "../db/schema/translators";
import { users } from "../db/schema/users";
import { findActiveJob } from "../jobs/order-completion";
import type { Mailer } from "../mail/mailer";
import { completeOrderInTransaction } from "../orders/complete-order";
import { loadOrderFacts } from "../orders/load-order-facts";
import type { PreparedCertificates } from "../orders/complete-order";
import { orderCompletedAfterApprovalEmail, translationApprovedEmail } from "./review-emails";

export type ApprovalCompletion = {
  orderId: number;
  customer: { email: string; firstName: string | null; language: Language } | null;
  translator: { email: string; name: string } | null;
  automatically: boolean;
};

/**
 * Once the draft is approved (by the customer or automatically), the order is completed by the system
 * in the approval's transaction: the certificates made before it (withPreparedCertificates) are recorded and the history shows it, with no admin step. When
 * the table refuses (an order in an unusual state, e.g. refunded), the approval stands and the admin decides.
 * Returns who to e-mail (queueApprovalCompletionEmails, same transaction), or null when the order was not completed.
 */
export async function completeAfterApproval(
  tx: Executor,
  options: { orderId: number; automatically: boolean; prepared: PreparedCertificates | undefined },
): Promise<ApprovalCompletion | null> {
  const { orderId } = options;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
  if (!order) return null;
  const facts = await loadOrderFacts(tx, orderId);
  if (transitionRefusal({ from: order.status, to: "completed", who: "system", facts })) return null;
  const note = options.automatically
    ? "Completed automatically after the draft was approved"
    : "Completed after the customer approved the draft";
  await completeOrderInTransaction(tx, {
    orderId,
    actor: "system",
    changedBy: null,
    note,
    prepared: options.prepared,
  });

  const [customer] = await tx
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, order.userId))
    .limit(1);
  const job = await findActiveJob(tx, orderId);
  const [translator] = job
    ? await tx
        .select({ email: translators.email, name: translators.fullName })
        .from(translators)
        .innerJoin(translatorJobs, eq(translatorJobs.translatorId, translators.translatorId))
        .where(eq(translatorJobs.id, job.id))
        .limit(1)
    : [];
  return {
    orderId,
    customer: customer ? { email: customer.email, firstName: customer.firstName, language: customer.language } : null,
    translator: translator ?? null,
    automatically: options.automatically,
  };
}

/** In the approval's transaction: the customer learns the order is complete, the translator that their work was accepted. */
export async function queueApprovalCompletionEmails(
  tx: Executor,
  mailer: Mailer,
  publicUrl: string,
  done: ApprovalCompletion | null,
): Promise<number[]> {
  if (!done) return [];
  const mail: number[] = [];
  if (done.customer) {
    mail.push(
      await mailer.queue(
        tx,
        orderCompletedAfterApprovalEmail({
          to: done.customer.email,
          firstName: done.customer.firstName,
          orderId: done.orderId,
          automatically: done.automatically,
          publicUrl,
          language: done.customer.language,
          followPath: await orderFollowPath(tx, done.orderId),
        }),
      ),
    );
  }
  if (done.translator) {
    mail.push(
      await mailer.queue(
        tx,
        translationApprovedEmail({
          to: done.translator.email,
          translatorName: done.translator.name,
          orderId: done.orderId,
          automatically: done.automatically,
        }),
      ),
    );
  }
  return mail;
}
