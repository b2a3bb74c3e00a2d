import type { FastifyPluginAsync } from "fastify";
import { messageAnswerSchema } from "../../shared/schemas/message";
import { forgotPasswordSchema, PASSWORD_RESET_MESSAGES, resetPasswordAnswerSchema, resetPasswordSchema } from "../../shared/schemas/password-reset";
import type { AppDeps } from "../app-deps";
import { runAfterAnswer, settleWorkAfterAnswers } from "../http/after-answer";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { memoryRateLimitStore, UNLIMITED } from "../security/rate-limiter";
import { requestPasswordReset } from "./request-password-reset";
import { resetPassword } from "./reset-password";

/** "Forgot your password?" (signed out): ask for a link by username or e-mail, then use it (docs/security.md). */
export const passwordResetRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mailer, config, rateLimitStore = memoryRateLimitStore }) => {
  const limits = config.rateLimits;
  const accountLimiter = limits.enabled ? rateLimitStore("passwordResetPerAccount", limits.passwordResetPerAccount) : UNLIMITED;

  // 202 at once, before the name is even looked up: neither the answer nor its timing can tell whether the name
  // belongs to an account. The link is made and e-mailed right after.
  app.post("/api/forgot-password", { schema: answers(202, messageAnswerSchema) }, async (request, reply) => {
    const { identifier } = parseInput(forgotPasswordSchema, request.body);
    reply.status(202).send({ message: PASSWORD_RESET_MESSAGES.requested });
    runAfterAnswer(reply, request.log, () => requestPasswordReset({ db, mailer, publicUrl: config.publicUrl, accountLimiter, identifier }));
    return reply;
  });
  // A stopping server finishes the links it promised before the database closes.
  app.addHook("onClose", async () => settleWorkAfterAnswers());

  app.post("/api/reset-password", { schema: answers(200, resetPasswordAnswerSchema) }, async (request) =>
    resetPassword({ db, mailer, publicUrl: config.publicUrl, input: parseInput(resetPasswordSchema, request.body) }),
  );
};
