import type { FastifyPluginAsync } from "fastify";
import { webhookReceivedSchema } from "../../shared/schemas/message";
import type { AppDeps } from "../app-deps";
import { badRequest, english } from "../http/app-error";
import { answers } from "../http/zod-response";
import { InvalidIdentityWebhookError } from "../identity/identity-provider";
import { applyIdentityEvent } from "./apply-identity-event";

/**
 * POST /api/stripe/identity-webhook. Its own encapsulated plugin: JSON stays a raw Buffer here, because
 * the signature is computed over the exact bytes Stripe sent. Other routes keep the normal JSON parser.
 */
export const identityWebhookRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mailer, identity }) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post("/api/stripe/identity-webhook", { schema: answers(200, webhookReceivedSchema) }, async (request) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers["stripe-signature"];
    let event;
    try {
      event = await identity.parseWebhook(rawBody, typeof signature === "string" ? signature : undefined);
    } catch (error) {
      if (error instanceof InvalidIdentityWebhookError) throw badRequest(english(error.message));
      throw error;
    }
    const status = await applyIdentityEvent({ db, mailer, event });
    request.log.info(
      { eventId: event.id, type: event.providerType, sessionId: event.sessionId, status },
      "identity webhook",
    );
    return { received: true as const };
  });
};
