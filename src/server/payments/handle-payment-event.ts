import type { PaymentLog } from "./payment-log";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import type { PaymentEvent, PaymentProvider } from "./payment-provider";
import { recordPaymentAttempt } from "./record-payment-attempt";
import { recordPaymentFailure } from "./record-payment-failure";
import { type PaymentEventResult, recordPaymentSuccess } from "./record-payment-success";
import { refundRefusedCharge } from "./refund-refused-charge";
import { refusedChargeMessage } from "./refused-charge-messages";
import { ordersPaid, paymentEvents, revenueCents } from "../observability/metrics";

type HandlePaymentEventOptions = {
  db: Database;
  mailer: Mailer;
  provider: PaymentProvider;
  log: PaymentLog;
  event: PaymentEvent;
};

/**
 * The one handler for provider events, whether they came from Stripe's webhook, the test provider or the
 * reconciliation of captured charges (reconcile-captured-charges.ts).
 */
export async function handlePaymentEvent(options: HandlePaymentEventOptions): Promise<PaymentEventResult> {
  const result = await handle(options);
  if (result.status !== "ignored" && result.status !== "attempted") paymentEvents.inc({ outcome: result.status });
  // recordPaymentSuccess committed the payment: the order is paid, once (a duplicate event answers "duplicate").
  if (result.status === "paid" && options.event.type === "payment_intent.succeeded") {
    ordersPaid.inc();
    revenueCents.inc({ currency: options.event.intent.currency.toLowerCase() }, options.event.intent.amountCents);
  }
  return result;
}

async function handle({ db, mailer, provider, log, event }: HandlePaymentEventOptions): Promise<PaymentEventResult> {
  if (event.type === "payment_intent.payment_failed") {
    return recordPaymentFailure({ db, log, providerKind: provider.kind, event });
  }
  if (event.type === "payment_intent.attempted") return recordPaymentAttempt({ db, provider, log, event });
  if (event.type !== "payment_intent.succeeded") return { status: "ignored" };

  // Stripe's event does not carry the card; its charge does. Looked up before the transaction (a network
  // call must not hold the order lock) and optional: a receipt without the last 4 digits is still a receipt.
  const card = event.intent.card?.last4
    ? event.intent.card
    : await provider.retrieve(event.intent.id).then(
        (intent) => intent?.card,
        (error: unknown) => {
          log.warn({ err: error, intentId: event.intent.id }, "could not look up the card of a payment");
          return undefined;
        },
      );
  // The receipt and the agency's notice are queued in the payment's transaction and dispatched after its commit.
  const result = await recordPaymentSuccess({ db, mailer, log, providerKind: provider.kind, event, card });
  if (result.status !== "refused") return result;
  // A charge the order could not take (paid already, or changed while the customer paid) goes straight back.
  const refund = await refundRefusedCharge({ db, mailer, provider, log, paymentId: result.paymentId! });
  return { ...result, message: refusedChargeMessage(result.refusal, refund !== "refund_failed") };
}
