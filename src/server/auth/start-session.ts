import type { FastifyReply, FastifyRequest } from "fastify";
import { setSessionCookie, type CookiePolicy } from "../auth/session-cookie";
import { createSession, deleteSession } from "../auth/sessions";
import type { Database } from "../db/client";
import { issueDeviceCookie } from "./trusted-devices";

/**
 * Starts a fresh session and sets its cookie, deleting the session the request came with (rotation, as
 * POST /api/login does), so a cookie planted before login is worthless after it. A complete sign-in (not an
 * admin's that still owes the e-mailed code) also marks the browser with the account's device cookie.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { db: Database; cookiePolicy: CookiePolicy; userId: number; verificationRequired: boolean },
): Promise<void> {
  if (request.sessionToken) await deleteSession(options.db, request.sessionToken);
  const { token, expiresAt } = await createSession(options.db, {
    userId: options.userId,
    verificationRequired: options.verificationRequired,
    userAgent: request.headers["user-agent"],
    ipAddress: request.ip,
  });
  setSessionCookie(request, reply, token, expiresAt, options.cookiePolicy);
  if (!options.verificationRequired)
    await issueDeviceCookie({
      db: options.db,
      request,
      reply,
      cookiePolicy: options.cookiePolicy,
      userId: options.userId,
    });
}
