import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../app-deps";
import { adminTranslatorRoutes } from "./admin-translators.routes";
import { applicationRoutes } from "./application.routes";
import { translatorEmailVerificationRoutes } from "./translator-email-verification.routes";
import { identityRoutes } from "./identity.routes";
import { identityWebhookRoutes } from "./identity-webhook.routes";
import { invitationRoutes } from "./invitation.routes";
import { setPasswordRoutes } from "./set-password.routes";

/** Translator applications, e-mail and identity verification, and their admin review (docs/translators.md). */
export const translatorRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  for (const routes of [
    applicationRoutes,
    translatorEmailVerificationRoutes,
    identityRoutes,
    identityWebhookRoutes,
    adminTranslatorRoutes,
    setPasswordRoutes,
    invitationRoutes,
  ]) {
    await app.register(routes, deps);
  }
};
