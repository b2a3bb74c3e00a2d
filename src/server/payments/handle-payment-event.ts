import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import type { PaymentEvent, PaymentProvider } from "./payment-provider";
import { recordPaymentFailure } from "./record-payment-failure";
import { type PaymentEventResult, recordPaymentSuccess } from "./record-payment-success";
import { readSwitch } from "../settings/read-settings";
import { notifyAgencyOfPaidOrder } from "./notify-agency-of-paid-order";
import { sendPaymentReceipt } from "./send-payment-receipt";

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
    : await provider.retrieve(event.intent.id).then((intent) => intent?.card, (error: unknown) => {
        log.warn({ err: error, intentId: event.intent.id }, "could not look up the card of a payment");
        return undefined;
      });
  const result = await recordPaymentSuccess({ db, log, providerKind: provider.kind, event, card });
  if (result.status === "paid" && result.paymentId) {
    // After commit, and never failing the event: the payment is recorded whatever happens to the e-mails.
    const paymentId = result.paymentId;
    const sendReceipt = async () => {
      if (await readSwitch(db, "payment_receipt_emails")) await sendPaymentReceipt({ db, mailer, paymentId });
    };
    await Promise.all([sendReceipt(), notifyAgencyOfPaidOrder({ db, mailer, paymentId })].map((sending) =>
      sending.catch((error: unknown) => log.error({ err: error, paymentId }, "could not send a payment e-mail")),
    ));
  }
  return result;
}
