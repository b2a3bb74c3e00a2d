import type { FastifyPluginAsync } from "fastify";
import {
  type EmailVerifiedAnswer,
  emailVerifiedAnswerSchema,
  publicUserSchema,
  verifyEmailCodeSchema,
  verifyEmailTokenSchema,
} from "../../shared/schemas/auth";
import { messageAnswerSchema } from "../../shared/schemas/message";
import type { AppDeps } from "../app-deps";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { requireUser } from "./guards";
import { toPublicUser } from "./public-user";
import { resendEmailVerification } from "./resend-email-verification";
import { verifyEmailByCode, verifyEmailByToken } from "./verify-customer-email";
import { viewerOf } from "./viewer";

/**
 * A customer proves control of their e-mail address (after sign-up or an e-mail change): link or code (purpose
 * customer_email of security/email-codes/). Translator applicants: translators/translator-email-verification.routes.ts.
 */
export const customerEmailVerificationRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mailer, config }) => {
  // POST, not GET: the page at /verify-email posts the link's token (no writes in GET; mail scanners fetch links).
  app.post(
    "/api/verify-email",
    { schema: answers(200, emailVerifiedAnswerSchema) },
    async (request): Promise<EmailVerifiedAnswer> => {
      const { token } = parseInput(verifyEmailTokenSchema, request.body);
      const user = await verifyEmailByToken({ db, token });
      return { message: "Your email address has been verified", emailVerified: user.emailVerifiedAt !== null };
    },
  );

  app.post(
    "/api/verify-email-code",
    { preHandler: requireUser, schema: answers(200, publicUserSchema) },
    async (request) => {
      const { code } = parseInput(verifyEmailCodeSchema, request.body);
      return toPublicUser(await verifyEmailByCode({ db, userId: viewerOf(request).userId, code }));
    },
  );

  app.post(
    "/api/resend-email-verification",
    { preHandler: requireUser, schema: answers(200, messageAnswerSchema) },
    async (request) =>
      resendEmailVerification({ db, mailer, publicUrl: config.publicUrl, user: viewerOf(request).user }),
  );
};
