import type { FastifyPluginAsync } from "fastify";
import { messageAnswerSchema } from "../../shared/schemas/message";
import { forgotPasswordSchema, PASSWORD_RESET_MESSAGES, resetPasswordAnswerSchema, resetPasswordSchema } from "../../shared/schemas/password-reset";
import type { AppDeps } from "../app-deps";
import { runAfterAnswer, settleWorkAfterAnswers } from "../http/after-answer";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { memoryRateLimitStore, UNLIMITED } from "../security/rate-limiter";
import { decodeDeviceCookie, readDeviceCookie } from "./device-cookie";
import { deviceCookieKey } from "./device-cookie-key";
import { requestPasswordReset } from "./request-password-reset";
import { resetPassword } from "./reset-password";
import { passwordResetAccountLimiter, sendPasswordResetLink, type PasswordResetJob } from "./send-password-reset-link";

/** "Forgot your password?" (signed out): ask for a link by username or e-mail, then use it (docs/security.md). */
export const passwordResetRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mailer, config, queue, rateLimitStore = memoryRateLimitStore }) => {
  const limits = config.rateLimits;
  const requests = limits.enabled ? rateLimitStore("passwordResetPerName", limits.passwordResetPerName) : UNLIMITED;
  // Only for an app without a job queue (API tests that run no jobs): the same job, run after the answer.
  const accountLimiter = queue ? UNLIMITED : passwordResetAccountLimiter(limits, rateLimitStore);

  // 202 for every name, after the same work for every name: the name is looked up by the "auth.password-reset"
  // job, seconds later, so neither the answer nor the requests right after it can tell whether it is an account.
  app.post("/api/forgot-password", { schema: answers(202, messageAnswerSchema) }, async (request, reply) => {
    const { identifier } = parseInput(forgotPasswordSchema, request.body);
    const device = decodeDeviceCookie(await deviceCookieKey(db), readDeviceCookie(request));
    const later: PasswordResetJob[] = [];
    await requestPasswordReset({
      requests,
      identifier,
      device,
      enqueue: async (job, startAfter) => (queue ? queue.send("auth.password-reset", job, { startAfter }) : void later.push(job)),
    });
    reply.status(202).send({ message: PASSWORD_RESET_MESSAGES.requested });
    for (const job of later) runAfterAnswer(reply, request.log, async () => void (await sendPasswordResetLink({ db, mailer, publicUrl: config.publicUrl, accountLimiter, job })));
    return reply;
  });
  // A stopping server finishes the links it promised before the database closes.
  app.addHook("onClose", async () => settleWorkAfterAnswers());

  app.post("/api/reset-password", { schema: answers(200, resetPasswordAnswerSchema) }, async (request) =>
    resetPassword({ db, mailer, publicUrl: config.publicUrl, input: parseInput(resetPasswordSchema, request.body) }),
  );
};
