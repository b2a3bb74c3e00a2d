import type { FastifyReply, FastifyRequest } from "fastify";
import type { CookiePolicy } from "../auth/session-cookie";

/**
 * After the e-mail step the browser holds a random token (its SHA-256 is the application's verificationToken),
 * so only the person who verified the e-mail can start the identity check of that application.
 */
export const APPLICANT_COOKIE = "bt_translator_applicant";
const COOKIE_PATH = "/api/translator";
const LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export function setApplicantCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  policy: CookiePolicy,
): void {
  reply.setCookie(APPLICANT_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: policy.secure === "auto" ? request.protocol === "https" : policy.secure,
    maxAge: LIFETIME_SECONDS,
  });
}

export function readApplicantToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[APPLICANT_COOKIE];
  return token && token.length <= 200 ? token : undefined;
}
