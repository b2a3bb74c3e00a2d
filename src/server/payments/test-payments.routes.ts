import type { FastifyPluginAsync } from "fastify";
import {
  CHARGE_REFUND_PENDING_MESSAGE,
  testCardPaymentSchema,
  testPaymentConfirmResponseSchema,
  type TestPaymentConfirmResponse,
} from "../../shared/schemas/payments";
import type { AppDeps } from "../app-deps";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { handlePaymentEvent } from "./handle-payment-event";
import { markPaymentAttempted } from "./record-payment-attempt";
import { refuseStaleIntent } from "./refuse-stale-intent";
import type { TestPaymentProvider } from "./test-payment-provider";
import { errorText } from "../../shared/error-codes";

/**
 * The browser side of the built-in provider, standing in for Stripe.js's confirmCardPayment. Like Stripe, the
 * client secret is what authorises the confirmation. Only registered while the test provider is in use.
 */
export const testPaymentRoutes: FastifyPluginAsync<AppDeps & { provider: TestPaymentProvider }> = async (
  app,
  { db, mailer, provider },
) => {
  app.post(
    "/api/test-payments/confirm",
    { schema: answers(200, testPaymentConfirmResponseSchema) },
    async (request, reply) => {
      const input = parseInput(testCardPaymentSchema, request.body);
      // Refuse before any money moves when the order changed since this checkout opened.
      const intent = await provider.findBySecret(input.clientSecret);
      await refuseStaleIntent({ db, provider, log: request.log, intent });
      // The card reaches the provider: from here the checkout's row is a payment awaiting its answer (docs/billing.md).
      if (intent) await markPaymentAttempted(db, intent.id);
      const event = await provider.confirm({ clientSecret: input.clientSecret, cardNumber: input.cardNumber });
      // The same handler Stripe's webhook runs, so both providers record payments identically.
      const result = await handlePaymentEvent({ db, mailer, provider, log: request.log, event });
      if (event.type === "payment_intent.payment_failed") {
        return reply.status(402).send({
          message: result.message ?? errorText("CARD_DECLINED"),
          code: event.intent.failure?.code ?? "card_declined",
        });
      }
      // Charged, but not taken as payment (the order changed or was paid meanwhile): refunded, and said so.
      if (result.status === "refused") {
        return reply
          .status(409)
          .send({ message: result.message ?? CHARGE_REFUND_PENDING_MESSAGE, code: "CHARGE_REFUSED" });
      }
      const answer: TestPaymentConfirmResponse = { status: "succeeded", paymentIntentId: event.intent.id };
      return answer;
    },
  );
};
