import type { FastifyPluginAsync } from "fastify";
import { adminCodeResentSchema, adminSignInStatusSchema, adminVerifyCodeSchema } from "../../shared/schemas/admin";
import { loginSchema, publicUserSchema } from "../../shared/schemas/auth";
import type { AppDeps } from "../app-deps";
import { requireAdminPendingVerification } from "../auth/guards";
import { toPublicUser } from "../auth/public-user";
import { clearSessionCookie } from "../auth/session-cookie";
import { signIn } from "../auth/sign-in";
import { startSession } from "../auth/start-session";
import { AppError, badRequest, english } from "../http/app-error";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { issueVerificationCode } from "./issue-verification-code";
import { verifyAdminCode } from "./verify-admin-code";
import { viewerOf } from "../auth/viewer";
import { cachedMailDeliveryHealth } from "../mail/mail-delivery-health";

/** Admin login and the e-mailed code step (docs/administration.md). The only /api/admin routes an unverified admin may call. */
export const adminAuthRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config, mailer }) => {
  const cookiePolicy = { secure: config.cookieSecure };
  const mailDeliveryFailing = cachedMailDeliveryHealth(db, { smtp: Boolean(config.mail.smtpUrl) });

  // Public: the sign-in pages tell the admin when the e-mailed code cannot arrive (docs/administration.md, "No e-mail").
  app.get("/api/auth/admin-sign-in-status", { schema: answers(200, adminSignInStatusSchema) }, async () => ({
    mailDeliveryFailing: await mailDeliveryFailing(),
  }));

  app.post("/api/admin/login", { schema: answers(200, publicUserSchema) }, async (request, reply) => {
    const credentials = parseInput(loginSchema, request.body);
    const { user, verificationRequired } = await signIn({
      db,
      mailer,
      request,
      reply,
      cookiePolicy,
      credentials,
      portal: "admin",
    });
    if (verificationRequired) await issueVerificationCode({ db, mailer, user, resend: false });
    return toPublicUser(user, { verificationRequired });
  });

  app.post(
    "/api/admin/verify",
    { preHandler: requireAdminPendingVerification, schema: answers(200, publicUserSchema) },
    async (request, reply) => {
      const viewer = viewerOf(request);
      if (!viewer.verificationRequired) return toPublicUser(viewer.user);
      const { code } = parseInput(adminVerifyCodeSchema, request.body);
      try {
        await verifyAdminCode({ db, mailer, userId: viewer.userId, sessionId: viewer.sessionId, code });
      } catch (error) {
        // The lockout has already deleted the session on the server; the browser forgets the cookie too.
        if (error instanceof AppError && error.details.lockout) clearSessionCookie(reply);
        throw error;
      }
      // The verified session gets a new token: a cookie seen before the code step is worthless after it.
      await startSession(request, reply, { db, cookiePolicy, userId: viewer.userId, verificationRequired: false });
      return toPublicUser(viewer.user);
    },
  );

  // Also reached after POST /api/login, which flags an admin's session but sends no code.
  app.post(
    "/api/admin/resend-verification",
    { preHandler: requireAdminPendingVerification, schema: answers(200, adminCodeResentSchema) },
    async (request) => {
      const viewer = viewerOf(request);
      if (!viewer.verificationRequired) throw badRequest(english("Your session is already verified"));
      const { retryAfter } = await issueVerificationCode({ db, mailer, user: viewer.user, resend: true });
      return { message: "A new verification code has been sent to your email", retryAfter };
    },
  );
};
