import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CookiePolicy } from "../auth/session-cookie";
import { hashSecret } from "../security/one-time-codes";

/** The browser's handle on its order draft: a random token, httpOnly; the database keeps its SHA-256 only. */
export const DRAFT_COOKIE = "bt_draft";

export const newDraftToken = (): string => randomBytes(32).toString("base64url");
export const draftTokenHash = (token: string): string => hashSecret(token);

export function readDraftToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[DRAFT_COOKIE];
  return token && token.length <= 100 ? token : undefined;
}

export function setDraftCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  policy: CookiePolicy,
): void {
  reply.setCookie(DRAFT_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: policy.secure === "auto" ? request.protocol === "https" : policy.secure,
    expires: expiresAt,
  });
}
