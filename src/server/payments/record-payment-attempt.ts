import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { payments } from "../db/schema/payments";
import type { PaymentLog } from "./payment-log";
import type { IntentStatus, PaymentEvent, PaymentProvider } from "./payment-provider";
import type { PaymentEventResult } from "./record-payment-success";

// A checkout's 'pending' row is written when the intent is made (create-payment-intent.ts); it becomes a payment
// the admin sees only once a card was submitted for it (docs/billing.md, "Open checkouts").

/** The intent has a card on it and the provider has not said no: being confirmed, awaiting 3-D Secure, or charged. */
const IN_FLIGHT: ReadonlySet<IntentStatus> = new Set([
  "requires_action",
  "processing",
  "requires_capture",
  "succeeded",
]);

/**
 * Marks the intent's open 'pending' row as attempted (metadata.attemptedAt), once: a second mark keeps the first
 * time. A row already paid, failed, refunded or cancelled is left alone.
 */
export async function markPaymentAttempted(db: Executor, intentId: string, at = new Date()): Promise<boolean> {
  const marked = await db
    .update(payments)
    .set({
      metadata: sql`coalesce(${payments.metadata}, '{}'::jsonb) || jsonb_build_object('attemptedAt', ${at.toISOString()}::text)`,
      updatedAt: at,
    })
    .where(
      and(
        eq(payments.stripePaymentId, intentId),
        eq(payments.status, "pending"),
        sql`${payments.metadata} ->> 'attemptedAt' is null`,
        sql`${payments.metadata} ->> 'cancelledAt' is null`,
      ),
    )
    .returning({ id: payments.id });
  return marked.length > 0;
}

/** The attempt failed (the card was declined): the row is an open checkout again, waiting for another card. */
export async function clearPaymentAttempt(db: Executor, intentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ metadata: sql`${payments.metadata} - 'attemptedAt'` })
    .where(
      and(
        eq(payments.stripePaymentId, intentId),
        eq(payments.status, "pending"),
        sql`${payments.metadata} ->> 'attemptedAt' is not null`,
      ),
    );
}

/**
 * Stripe's payment_intent.processing and payment_intent.requires_action: a card was submitted and its answer is
 * awaited. Stripe may deliver events out of order, so the intent is read back first: one that is open for a card
 * again (the attempt failed meanwhile) or cancelled is not marked. A redelivered event changes nothing.
 */
export async function recordPaymentAttempt({
  db,
  provider,
  log,
  event,
}: {
  db: Executor;
  provider: PaymentProvider;
  log: PaymentLog;
  event: PaymentEvent;
}): Promise<PaymentEventResult> {
  const current = await provider.retrieve(event.intent.id).catch((error: unknown) => {
    log.warn({ err: error, intentId: event.intent.id }, "could not read back an intent a card was submitted for");
    return null;
  });
  if (!current || !IN_FLIGHT.has(current.status)) return { status: "ignored" };
  await markPaymentAttempted(db, event.intent.id);
  return { status: "attempted" };
}
