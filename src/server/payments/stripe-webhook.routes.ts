import type { FastifyPluginAsync } from "fastify";
import { webhookReceivedSchema } from "../../shared/schemas/message";
import type { AppDeps } from "../app-deps";
import { badRequest, english } from "../http/app-error";
import { answers } from "../http/zod-response";
import { readSetting } from "../settings/read-settings";
import { handlePaymentEvent } from "./handle-payment-event";
import { InvalidWebhookSignatureError, type PaymentEvent } from "./payment-provider";

/**
 * POST /api/stripe/webhook. Stripe signs the exact bytes it sent, so this plugin parses every body as a raw
 * Buffer. Registered as its own (encapsulated) plugin, that parser applies here only: every other route
 * keeps normal JSON parsing.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mailer, payments }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post("/api/stripe/webhook", { schema: answers(200, webhookReceivedSchema) }, async (request) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers["stripe-signature"];
    // An administrator may set the signing secret under Payment settings; it wins over STRIPE_WEBHOOK_SECRET.
    const webhookSecret = (await readSetting(db, "stripe_webhook_secret")) || undefined;
    let event: PaymentEvent;
    try {
      event = await payments.parseWebhook(rawBody, typeof signature === "string" ? signature : undefined, {
        webhookSecret,
      });
    } catch (error) {
      if (error instanceof InvalidWebhookSignatureError) {
        request.log.warn({ reason: error.message }, "stripe webhook refused");
        throw badRequest(english("Invalid webhook signature"));
      }
      throw error;
    }
    const result = await handlePaymentEvent({ db, mailer, provider: payments, log: request.log, event });
    request.log.info({ eventId: event.id, type: event.providerType, result: result.status }, "stripe webhook handled");
    return { received: true as const };
  });
};
