import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import type { PaymentEvent, PaymentProvider } from "./payment-provider";
import { recordPaymentFailure } from "./record-payment-failure";
import { type PaymentEventResult, recordPaymentSuccess } from "./record-payment-success";

type HandlePaymentEventOptions = { db: Database; mailer: Mailer; provider: PaymentProvider; log: FastifyBaseLogger; event: PaymentEvent };

/** The one handler for provider events, whether they came from Stripe's webhook or the test provider. */
export async function handlePaymentEvent({ db, mailer, provider, log, event }: HandlePaymentEventOptions): Promise<PaymentEventResult> {
  if (event.type === "payment_intent.payment_failed") {
    return recordPaymentFailure({ db, log, providerKind: provider.kind, event });
  }
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
  return recordPaymentSuccess({ db, mailer, log, providerKind: provider.kind, event, card });
}
