import type { FastifyPluginAsync } from "fastify";
import { messageAnswerSchema } from "../../shared/schemas/message";
import {
  forgotPasswordSchema,
  PASSWORD_RESET_MESSAGES,
  resetPasswordAnswerSchema,
  resetPasswordSchema,
} from "../../shared/schemas/password-reset";
import type { AppDeps } from "../app-deps";
import { runAfterAnswer, settleWorkAfterAnswers } from "../http/after-answer";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { memoryRateLimitStore, UNLIMITED } from "../security/rate-limiter";
import { decodeDeviceCookie, readDeviceCookie } from "./device-cookie";
import { deviceCookieKey } from "./device-cookie-key";
import { requestPasswordReset } from "./request-password-reset";
import { resetPassword } from "./reset-password";
import { passwordResetAccountLimiter, sendPasswordResetLink } from "./send-password-reset-link";

/** "Forgot your password?" (signed out): ask for a link by username or e-mail, then use it (docs/security.md). */
export const passwordResetRoutes: FastifyPluginAsync<AppDeps> = async (
  app,
  { db, mailer, config, queue, rateLimitStore = memoryRateLimitStore },
) => {
  const limits = config.rateLimits;
  const requests = limits.enabled ? rateLimitStore("passwordResetPerName", limits.passwordResetPerName) : UNLIMITED;
  // Only for an app without a job queue (API tests that run no jobs): the job's work runs in place of queueing it.
  const accountLimiter = queue ? UNLIMITED : passwordResetAccountLimiter(limits, rateLimitStore);

  // 202 at once for every name; then the same work for every name (one limiter hit, one job queued), and only the
  // "auth.password-reset" job, 1 to 4 s later, looks the name up: neither the answer nor the requests right after
  // it can tell whether the name is an account's (docs/security.md, "Forgotten password").
  app.post("/api/forgot-password", { schema: answers(202, messageAnswerSchema) }, async (request, reply) => {
    const { identifier } = parseInput(forgotPasswordSchema, request.body);
    const cookie = readDeviceCookie(request);
    reply.status(202).send({ message: PASSWORD_RESET_MESSAGES.requested });
    runAfterAnswer(reply, request.log, async () =>
      requestPasswordReset({
        requests,
        identifier,
        device: decodeDeviceCookie(await deviceCookieKey(db), cookie),
        enqueue: async (job, startAfter) =>
          queue
            ? queue.send("auth.password-reset", job, { startAfter })
            : void (await sendPasswordResetLink({ db, mailer, publicUrl: config.publicUrl, accountLimiter, job })),
      }),
    );
    return reply;
  });
  // A stopping server finishes the links it promised before the database closes.
  app.addHook("onClose", async () => settleWorkAfterAnswers());

  app.post("/api/reset-password", { schema: answers(200, resetPasswordAnswerSchema) }, async (request) =>
    resetPassword({ db, mailer, publicUrl: config.publicUrl, input: parseInput(resetPasswordSchema, request.body) }),
  );
};
