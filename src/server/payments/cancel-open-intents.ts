import { and, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "../db/client";
import { payments } from "../db/schema/payments";
import type { PaymentProvider } from "./payment-provider";
import { paymentMetadata } from "./serialize-payment";

type CancelOpenIntentsOptions = {
  db: Executor;
  provider: PaymentProvider;
  log: { warn(obj: object, msg?: string): void };
  orderId: number;
  /** Only intents whose amount differs from this are cancelled; all open intents when undefined. */
  keepAmountCents?: number;
};

/**
 * An order whose items, documents or price changed must not be paid at its old total, so its
 * open checkouts are cancelled at the provider. Their payment rows stay 'pending' (never shown to the customer,
 * never labelled "Failed") with `cancelledAt` in the metadata. A provider refusal (the intent was paid meanwhile)
 * is logged: the payment handler then refuses the mismatched amount (record-payment-success.ts).
 */
export async function cancelOpenIntents({ db, provider, log, orderId, keepAmountCents }: CancelOpenIntentsOptions): Promise<number> {
  const open = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "pending"), eq(payments.provider, provider.kind), isNotNull(payments.stripePaymentId)));
  let cancelled = 0;
  for (const row of open) {
    const metadata = paymentMetadata(row);
    if (metadata.cancelledAt || row.amountCents === keepAmountCents) continue;
    try {
      await provider.cancel(row.stripePaymentId!);
    } catch (error) {
      log.warn({ err: error, orderId, intentId: row.stripePaymentId }, "could not cancel a stale payment intent");
      continue;
    }
    await db
      .update(payments)
      .set({ metadata: { ...metadata, cancelledAt: new Date().toISOString(), cancelReason: "order_changed" }, updatedAt: new Date() })
      .where(eq(payments.id, row.id));
    cancelled += 1;
  }
  return cancelled;
}
