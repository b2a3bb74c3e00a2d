import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError, forbidden, unauthorized, english } from "../http/app-error";

// Declared per route as a preHandler; handlers never re-check roles themselves.
// request.session is resolved once per request by the session plugin (auth/session-plugin.ts).

export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.session) throw unauthorized();
}

/**
 * A signed-in user, a customer only once their e-mail is verified: ordering and paying (docs/security.md, "Sign-up squatting"). The
 * client reads `emailVerificationRequired` to show the verify step.
 */
export async function requireVerifiedEmail(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.session) throw unauthorized();
  // Admins prove their address with the e-mailed sign-in code, translators on their application.
  if (request.session.user.role === "user" && request.session.user.emailVerifiedAt === null) {
    throw new AppError(403, "EMAIL_NOT_VERIFIED", { emailVerificationRequired: true });
  }
}

/** A signed-in customer: their own account's data (Account Settings' "Download my data" and "Delete my account"). */
export async function requireCustomer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.session) throw unauthorized();
  if (request.session.user.role !== "user") throw forbidden("CUSTOMER_ACCESS_REQUIRED");
}

/** An admin who has passed the e-mailed code step (when it is required). */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.session) throw unauthorized();
  if (request.session.user.role !== "admin") throw forbidden("ADMIN_ACCESS_REQUIRED");
  if (request.session.verificationRequired) {
    throw forbidden(english("Verification required"), { verificationRequired: true });
  }
}

/** An admin session, verified or not: only for the verify, resend and logout steps. */
export async function requireAdminPendingVerification(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.session) throw unauthorized();
  if (request.session.user.role !== "admin") throw forbidden("ADMIN_ACCESS_REQUIRED");
}

export async function requireTranslator(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.session) throw unauthorized();
  if (request.session.user.role !== "translator") throw forbidden("TRANSLATOR_ACCESS_REQUIRED");
}
