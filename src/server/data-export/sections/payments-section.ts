import { and, asc, inArray } from "drizzle-orm";
import { payments } from "../../db/schema/payments";
import { refunds } from "../../db/schema/refunds";
import { buildPaymentReceipt } from "../../payments/build-payment-receipt";
import { listPayments } from "../../payments/list-payments";
import { customerOrderIds } from "../../orders/customer-order-ids";
import { toRefundDto } from "../../refunds/serialize-refund";
import type { ExportSection } from "../export-sections";

/** payments.json: Payment History (with refunded amounts), the receipt of every paid payment, and the refunds. */
export const paymentsSection: ExportSection = {
  name: "payments",
  readme: "payments",
  async collect({ db, user }) {
    // Payment History is paged (a law firm's thousands of payments); the export walks every page.
    const history = [];
    for (let cursor: string | undefined; ;) {
      const page = await listPayments({ db, userId: user.id, query: { limit: 100, cursor } });
      history.push(...page.items);
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    const paid = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(inArray(payments.orderId, customerOrderIds(db, user.id)), inArray(payments.status, ["paid", "refunded"])),
      )
      .orderBy(asc(payments.id));
    const receipts = [];
    for (const { id } of paid) receipts.push(await buildPaymentReceipt({ db, paymentId: id, userId: user.id }));
    const refundRows = await db
      .select()
      .from(refunds)
      .where(inArray(refunds.orderId, customerOrderIds(db, user.id)))
      .orderBy(asc(refunds.createdAt), asc(refunds.id));
    return { json: { payments: history, receipts, refunds: refundRows.map(toRefundDto) } };
  },
};
