import type { FastifyPluginAsync } from "fastify";
import { messageAnswerSchema } from "../../shared/schemas/message";
import { emailVerifiedResponseSchema, resendVerificationSchema, verificationCodeSchema, verifyTranslatorEmailLinkSchema } from "../../shared/schemas/translators";
import type { AppDeps } from "../app-deps";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { setApplicantCookie } from "./applicant-cookie";
import { createAttemptLimiter } from "./attempt-limiter";
import { resendVerification } from "./resend-verification";
import { RESEND_COOLDOWN_SECONDS } from "../security/one-time-codes";
import { verifyEmailCode } from "./verify-email-code";
import { verifyEmailToken } from "./verify-email-token";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const emailVerificationRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mailer, config }) => {
  const cookiePolicy = { secure: config.cookieSecure };
  // Wrong codes entered without an e-mail: 10 per client address per 15 minutes. No overall limit: 200 wrong
  // codes from 20 addresses must not lock every applicant out (docs/security.md); with the e-mail, attempts count per application.
  const codeLimiters = { perClient: createAttemptLimiter({ max: 10, windowMs: FIFTEEN_MINUTES }) };
  const resendCooldown = createAttemptLimiter({ max: 1, windowMs: RESEND_COOLDOWN_SECONDS * 1000 });

  // POST, not GET: a read must not use up the single-use link (mail scanners fetch links), as for customers' POST /api/verify-email.
  app.post("/api/verify-translator-email", { schema: answers(200, emailVerifiedResponseSchema) }, async (request, reply) => {
    const { token } = parseInput(verifyTranslatorEmailLinkSchema, request.body);
    const { applicantToken, answer } = await verifyEmailToken({ db, token });
    setApplicantCookie(request, reply, applicantToken, cookiePolicy);
    return answer;
  });

  app.post("/api/verify-translator-email-code", { schema: answers(200, emailVerifiedResponseSchema) }, async (request, reply) => {
    const input = parseInput(verificationCodeSchema, request.body);
    const { applicantToken, answer } = await verifyEmailCode({ db, input, limiters: codeLimiters, clientKey: request.ip });
    setApplicantCookie(request, reply, applicantToken, cookiePolicy);
    return answer;
  });

  app.post("/api/resend-translator-verification", { schema: answers(200, messageAnswerSchema) }, async (request) => {
    const { email } = parseInput(resendVerificationSchema, request.body);
    return resendVerification({ db, mailer, publicUrl: config.publicUrl, email, cooldown: resendCooldown });
  });
};
