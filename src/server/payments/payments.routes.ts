import type { FastifyPluginAsync } from "fastify";
import {
  createPaymentIntentResponseSchema,
  createPaymentIntentSchema,
  paymentConfigSchema,
  paymentHistorySchema,
  paymentReceiptSchema,
  type PaymentConfigDto,
} from "../../shared/schemas/payments";
import { pageQuerySchema } from "../../shared/schemas/pagination";
import type { AppDeps } from "../app-deps";
import { requireUser, requireVerifiedEmail } from "../auth/guards";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { adminPaymentRoutes } from "./admin-payments.routes";
import { buildPaymentReceipt } from "./build-payment-receipt";
import { createPaymentIntent } from "./create-payment-intent";
import { listPayments } from "./list-payments";
import { stripeWebhookRoutes } from "./stripe-webhook.routes";
import { isTestPaymentProvider } from "./test-payment-provider";
import { testPaymentRoutes } from "./test-payments.routes";
import { viewerOf } from "../auth/viewer";

/** Payment intents, the Stripe webhook, the built-in test provider, Payment History and receipts (docs/ordering.md, "Payments"). */
export const paymentRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, mailer, payments: provider } = deps;

  app.get("/api/payment-config", { schema: answers(200, paymentConfigSchema) }, async (): Promise<PaymentConfigDto> =>
    provider.kind === "stripe" ? { provider: "stripe", publishableKey: provider.publishableKey } : { provider: "test" },
  );

  app.post(
    "/api/create-payment-intent",
    { preHandler: requireVerifiedEmail, schema: answers(200, createPaymentIntentResponseSchema) },
    async (request) => {
      const { orderId } = parseInput(createPaymentIntentSchema, request.body);
      const { user } = viewerOf(request);
      return createPaymentIntent({
        db,
        mailer,
        log: request.log,
        provider,
        userId: user.id,
        customerEmail: user.email,
        orderId,
      });
    },
  );

  app.get("/api/payments", { preHandler: requireUser, schema: answers(200, paymentHistorySchema) }, async (request) =>
    listPayments({ db, userId: viewerOf(request).userId, query: parseInput(pageQuerySchema, request.query) }),
  );

  app.get<{ Params: { id: string } }>(
    "/api/payments/:id/receipt",
    { preHandler: requireUser, schema: answers(200, paymentReceiptSchema) },
    async (request) =>
      buildPaymentReceipt({ db, paymentId: parseId(request.params.id, "payment"), userId: viewerOf(request).userId }),
  );

  await app.register(adminPaymentRoutes, deps);
  await app.register(stripeWebhookRoutes, deps);
  if (isTestPaymentProvider(provider)) await app.register(testPaymentRoutes, { ...deps, provider });
};
