import type { FastifyPluginAsync } from "fastify";
import { messageAnswerSchema } from "../../shared/schemas/message";
import {
  emailVerifiedResponseSchema,
  resendVerificationSchema,
  verificationCodeSchema,
  verifyTranslatorEmailLinkSchema,
} from "../../shared/schemas/translators";
import type { AppDeps } from "../app-deps";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { setApplicantCookie } from "./applicant-cookie";
import { resendVerification } from "./resend-verification";
import { memoryRateLimitStore, UNLIMITED } from "../security/rate-limiter";
import { verifyTranslatorEmailCode } from "./verify-translator-email-code";
import { verifyEmailToken } from "./verify-email-token";

/**
 * A translator applicant proves the application's e-mail address: link or code (the code through the same
 * security/email-codes/ use case as customers', purpose translator_email). Customers: auth/customer-email-verification.routes.ts.
 */
export const translatorEmailVerificationRoutes: FastifyPluginAsync<AppDeps> = async (
  app,
  { db, mailer, config, rateLimitStore = memoryRateLimitStore },
) => {
  const cookiePolicy = { secure: config.cookieSecure };
  const limits = config.rateLimits;
  // The shared limits (Redis with several instances): wrong codes entered without an e-mail, per client address. No
  // overall limit: 200 wrong codes from 20 addresses must not lock every applicant out (docs/security.md); with the
  // e-mail, attempts count against the application's code in the database.
  const codeGuesses = limits.enabled
    ? rateLimitStore("translatorCodeGuessPerAddress", limits.translatorCodeGuessPerAddress)
    : UNLIMITED;
  const resendCooldown = limits.enabled
    ? rateLimitStore("translatorResendPerEmail", limits.translatorResendPerEmail)
    : UNLIMITED;

  // POST, not GET: a read must not use up the single-use link (mail scanners fetch links), as for customers' POST /api/verify-email.
  app.post(
    "/api/verify-translator-email",
    { schema: answers(200, emailVerifiedResponseSchema) },
    async (request, reply) => {
      const { token } = parseInput(verifyTranslatorEmailLinkSchema, request.body);
      const { applicantToken, answer } = await verifyEmailToken({ db, token });
      setApplicantCookie(request, reply, applicantToken, cookiePolicy);
      return answer;
    },
  );

  app.post(
    "/api/verify-translator-email-code",
    { schema: answers(200, emailVerifiedResponseSchema) },
    async (request, reply) => {
      const input = parseInput(verificationCodeSchema, request.body);
      const { applicantToken, answer } = await verifyTranslatorEmailCode({
        db,
        input,
        codeGuesses,
        clientKey: request.ip,
      });
      setApplicantCookie(request, reply, applicantToken, cookiePolicy);
      return answer;
    },
  );

  app.post("/api/resend-translator-verification", { schema: answers(200, messageAnswerSchema) }, async (request) => {
    const { email } = parseInput(resendVerificationSchema, request.body);
    return resendVerification({ db, mailer, publicUrl: config.publicUrl, email, cooldown: resendCooldown });
  });
};
