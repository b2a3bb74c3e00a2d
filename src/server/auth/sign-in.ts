import type { FastifyReply, FastifyRequest } from "fastify";
import type { LoginInput } from "../../shared/schemas/auth";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { readSwitch } from "../settings/read-settings";
import { authenticateUser } from "./authenticate-user";
import { readDeviceCookie } from "./device-cookie";
import type { CookiePolicy } from "./session-cookie";
import { startSession } from "./start-session";

export const ADMIN_INVALID_CREDENTIALS = "Invalid credentials or insufficient privileges";

type SignInOptions = {
  db: Database;
  mailer: Mailer;
  request: FastifyRequest;
  reply: FastifyReply;
  cookiePolicy: CookiePolicy;
  credentials: LoginInput;
  /**
   * "customer" (POST /api/login): anyone with the right password. "admin" (POST /api/admin/login): any other role
   * gets the same 401 as a wrong password, with the admin login's own message.
   */
  portal: "customer" | "admin";
};

/**
 * The one sign-in for both login routes: checks the credentials and starts a fresh session. An admin's session
 * waits for the e-mailed code when the admin_two_step_verification setting is on; sending that code is the
 * admin route's business (the customer login flags the session but sends none).
 */
export async function signIn({ db, mailer, request, reply, cookiePolicy, credentials, portal }: SignInOptions) {
  const user = await authenticateUser({
    db,
    mailer,
    credentials,
    deviceCookie: readDeviceCookie(request),
    ...(portal === "admin" ? { requireRole: "admin", invalidMessage: ADMIN_INVALID_CREDENTIALS } : {}),
  });
  const verificationRequired = user.role === "admin" && (await readSwitch(db, "admin_two_step_verification"));
  await startSession(request, reply, { db, cookiePolicy, userId: user.id, verificationRequired });
  return { user, verificationRequired };
}
