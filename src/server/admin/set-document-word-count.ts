import { and, eq } from "drizzle-orm";
import { statusAllows } from "../../shared/order-capabilities";
import { orderFollowPath } from "../order-link-signing/order-follow-path";
import type { FastifyBaseLogger } from "fastify";
import { formatCents } from "../../shared/money";
import { DOCUMENT_NOT_COUNTED_MESSAGE, type SetWordCountInput } from "../../shared/schemas/word-count-review";
import type { Database } from "../db/client";
import { documents } from "../db/schema/documents";
import { orderStatusHistory, orders } from "../db/schema/orders";
import { users } from "../db/schema/users";
import { wordCountConfirmations } from "../db/schema/word-count-reviews";
import { badRequest, notFound, english } from "../http/app-error";
import type { Mailer } from "../mail/mailer";
import { recomputeOrderTotals } from "../orders/recompute-order-totals";
import { cancelOpenIntents } from "../payments/cancel-open-intents";
import type { PaymentProvider } from "../payments/payment-provider";
import { wordCountConfirmedEmail } from "./word-count-email";

type SetDocumentWordCountOptions = {
  db: Database;
  mailer: Mailer;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  publicUrl: string;
  orderId: number;
  documentId: number;
  adminId: number;
  input: SetWordCountInput;
};

/**
 * An agent sets the word count of one of an order's documents (docs/ordering.md, "Word count review"): mostly a
 * scan OCR could not read reliably, priced meanwhile on the page estimate. In one transaction: the count (source
 * "agent", review confirmed), the order repriced while it is unpaid, the audit row and a history line with who,
 * before and after, and — when the total moved — the customer's e-mail. After it: open checkouts for the old
 * count are cancelled (the priced digest refuses them anyway, docs/ordering.md "Stale checkout"). Once paid, the
 * price paid stands; the count is still recorded.
 */
export async function setDocumentWordCount(options: SetDocumentWordCountOptions): Promise<void> {
  const { db, mailer, orderId, documentId, adminId, input } = options;
  const mail: number[] = [];
  const repriced = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
    if (!order) throw notFound("ORDER_NOT_FOUND");
    const [document] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.id, documentId), eq(documents.orderId, orderId)))
      .limit(1);
    if (!document) throw notFound("DOCUMENT_NOT_FOUND");
    if (document.analysisStatus !== "done") throw badRequest(english(DOCUMENT_NOT_COUNTED_MESSAGE));

    await tx
      .update(documents)
      .set({
        wordCount: input.wordCount,
        wordCountSource: "agent",
        wordCountReview: "confirmed",
        updatedAt: new Date(),
      })
      .where(eq(documents.id, documentId));
    const change = statusAllows(order.status, "reprice") ? await recomputeOrderTotals({ tx, order }) : null;
    const totalAfterCents = change ? change.order.totalCents : order.totalCents;
    const note = input.note?.trim() || null;
    await tx.insert(wordCountConfirmations).values({
      orderId,
      documentId,
      documentName: document.originalFilename,
      confirmedBy: adminId,
      wordsBefore: document.wordCount,
      wordsAfter: input.wordCount,
      totalBeforeCents: order.totalCents,
      totalAfterCents,
      note,
    });
    // A history line without a status move: the admin's "who, before and after" (the admin order timeline).
    await tx.insert(orderStatusHistory).values({
      orderId,
      fromStatus: order.status,
      toStatus: order.status,
      changedBy: adminId,
      note:
        `Word count of ${document.originalFilename} set to ${input.wordCount.toLocaleString("en-US")} by an agent ` +
        `(was ${document.wordCount.toLocaleString("en-US")}, ${document.wordCountSource}); order total ${formatCents(order.totalCents)} → ${formatCents(totalAfterCents)}` +
        (note ? `: ${note}` : ""),
    });
    if (totalAfterCents !== order.totalCents) {
      const [customer] = await tx.select().from(users).where(eq(users.id, order.userId)).limit(1);
      if (customer) {
        mail.push(
          await mailer.queue(
            tx,
            wordCountConfirmedEmail({
              to: customer.email,
              firstName: customer.firstName,
              language: customer.language,
              orderId,
              publicUrl: options.publicUrl,
              followPath: await orderFollowPath(tx, orderId),
              documentName: document.originalFilename,
              wordsBefore: document.wordCount,
              wordsAfter: input.wordCount,
              totalBeforeCents: order.totalCents,
              totalAfterCents,
              orderUrl: `${options.publicUrl}/dashboard/orders/${orderId}`,
            }),
          ),
        );
      }
    }
    return change !== null;
  });
  await mailer.dispatch(mail);
  if (repriced)
    await cancelOpenIntents({ db, provider: options.provider, log: options.log, orderId, keepCurrent: true });
}
