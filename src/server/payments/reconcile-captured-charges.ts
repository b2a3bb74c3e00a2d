import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { PaymentLog } from "./payment-log";
import type { Database } from "../db/client";
import { payments } from "../db/schema/payments";
import type { Mailer } from "../mail/mailer";
import { handlePaymentEvent } from "./handle-payment-event";
import type { PaymentIntentInfo, PaymentProvider } from "./payment-provider";
import { refundRefusedCharge } from "./refund-refused-charge";
import { paymentMetadata } from "./serialize-payment";

/** How far back each run looks for charges: a crash is found within minutes, a long outage within days. */
export const RECONCILE_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
/** Charged intents read per run; more in the window than this and the rest wait for the next run. */
export const RECONCILE_MAX_INTENTS = 1000;

type ReconcileDeps = { db: Database; mailer: Mailer; provider: PaymentProvider; log: PaymentLog };

export type ReconcileResult = { recorded: string[]; refunded: string[]; refundFailed: string[] };

/**
 * Charges the provider captured that this app never recorded (docs/refunds.md, "Automatic refunds"): the process
 * died between the card's confirmation and the payment's transaction, or a webhook never came. Each one goes
 * through the same handler as a live payment: recorded when the order may still take it, otherwise refunded
 * automatically with the agency told. Refunds an earlier run could not make are tried again. Runs at start and
 * every 10 minutes through the queue (payments.reconcile); running it again changes nothing.
 */
export async function reconcileCapturedCharges(deps: ReconcileDeps & { now?: Date }): Promise<ReconcileResult> {
  const { db, provider } = deps;
  const result: ReconcileResult = { recorded: [], refunded: [], refundFailed: [] };
  const since = new Date((deps.now ?? new Date()).getTime() - RECONCILE_WINDOW_MS);
  // Refused charges whose automatic refund failed, however old: the provider may accept it now.
  const owed = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "failed"),
        eq(payments.provider, provider.kind),
        isNotNull(payments.stripePaymentId),
        sql`${payments.metadata} ->> 'refusedCharge' = 'true'`,
        sql`${payments.metadata} ->> 'autoRefundedAt' is null`,
      ),
    )
    .limit(RECONCILE_MAX_INTENTS);
  for (const row of owed) {
    const outcome = await refundRefusedCharge({ ...deps, paymentId: row.id });
    if (outcome === "refunded") result.refunded.push(row.stripePaymentId!);
    if (outcome === "refund_failed") result.refundFailed.push(row.stripePaymentId!);
  }
  for (const intent of await provider.listChargedIntents({ since, limit: RECONCILE_MAX_INTENTS })) {
    const outcome = await settleCapturedIntent(deps, intent);
    if (outcome !== "unchanged") result[outcome].push(intent.id);
  }
  return result;
}

/**
 * Before a new checkout opens: an open intent of the order that was charged but never recorded is recorded (or
 * refunded) now, so reopening checkout after a crash never charges the card a second time.
 */
export async function settleCapturedOpenIntents(deps: ReconcileDeps & { orderId: number }): Promise<void> {
  const open = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, deps.orderId),
        eq(payments.status, "pending"),
        eq(payments.provider, deps.provider.kind),
        isNotNull(payments.stripePaymentId),
      ),
    );
  for (const row of open) {
    if (paymentMetadata(row).cancelledAt) continue; // cancelled at the provider: it can no longer be charged
    const intent = await deps.provider.retrieve(row.stripePaymentId!);
    if (intent?.status === "succeeded") await settleCapturedIntent(deps, intent);
  }
}

type SettleOutcome = "recorded" | "refunded" | "refundFailed" | "unchanged";

async function settleCapturedIntent(deps: ReconcileDeps, intent: PaymentIntentInfo): Promise<SettleOutcome> {
  const [row] = await deps.db.select().from(payments).where(eq(payments.stripePaymentId, intent.id)).limit(1);
  if (row && (row.status === "paid" || row.status === "refunded")) return "unchanged";
  if (row && paymentMetadata(row).refusedCharge) return "unchanged"; // refused before; its refund is retried above
  const { clientSecret: _secret, ...charged } = intent;
  // One event id per intent: should two runs overlap, the payment's transaction applies it once.
  const event = {
    id: `reconcile_${intent.id}`,
    type: "payment_intent.succeeded" as const,
    providerType: "reconciliation",
    intent: charged,
  };
  deps.log.warn(
    { orderId: intent.orderId, intentId: intent.id, amountCents: intent.amountCents },
    "a charged payment intent was never recorded; reconciling it",
  );
  const result = await handlePaymentEvent({ ...deps, event });
  if (result.status === "paid") return "recorded";
  if (result.status !== "refused") return "unchanged";
  const [settled] = await deps.db.select().from(payments).where(eq(payments.id, result.paymentId!)).limit(1);
  return settled && paymentMetadata(settled).autoRefundedAt ? "refunded" : "refundFailed";
}
