import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CookiePolicy } from "./session-cookie";

/**
 * The device cookie (docs/security.md, "Device cookies"): proof that this browser signed in to one account
 * before, so guesses from elsewhere that slow the account down do not slow its owner. The value is
 * `<user id>.<nonce>.<HMAC-SHA256 of both>`; only the server can make one.
 */
export const DEVICE_COOKIE = "bt_device";
export const DEVICE_COOKIE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

export type DeviceCookie = { userId: number; nonce: string };

const NONCE_BYTES = 16;
const NONCE_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const USER_ID_PATTERN = /^[1-9][0-9]{0,9}$/;
/** Longer values are not read at all: a real one is about 75 characters. */
const MAX_VALUE_LENGTH = 120;

function signatureOf(key: Buffer, userId: number, nonce: string): Buffer {
  return createHmac("sha256", key).update(`${userId}.${nonce}`).digest();
}

export function newDeviceCookie(userId: number): DeviceCookie {
  return { userId, nonce: randomBytes(NONCE_BYTES).toString("base64url") };
}

export function encodeDeviceCookie(key: Buffer, cookie: DeviceCookie): string {
  return `${cookie.userId}.${cookie.nonce}.${signatureOf(key, cookie.userId, cookie.nonce).toString("base64url")}`;
}

/** The cookie's account and nonce when the server signed it with `key`; null for anything else. */
export function decodeDeviceCookie(key: Buffer, value: string | undefined): DeviceCookie | null {
  if (!value || value.length > MAX_VALUE_LENGTH) return null;
  const [userIdText, nonce, signatureText, ...rest] = value.split(".");
  if (rest.length > 0 || !userIdText || !nonce || !signatureText) return null;
  if (!USER_ID_PATTERN.test(userIdText) || !NONCE_PATTERN.test(nonce)) return null;
  const userId = Number(userIdText);
  const expected = signatureOf(key, userId, nonce);
  const given = Buffer.from(signatureText, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, nonce };
}

export function readDeviceCookie(request: FastifyRequest): string | undefined {
  return request.cookies[DEVICE_COOKIE];
}

/**
 * Same flags as the session cookie, but it outlives sessions and sign-outs (it names the browser, not a session),
 * and only API requests carry it: the sign-in routes are the only readers.
 */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
  policy: CookiePolicy,
): void {
  reply.setCookie(DEVICE_COOKIE, value, {
    path: "/api",
    httpOnly: true,
    sameSite: "lax",
    secure: policy.secure === "auto" ? request.protocol === "https" : policy.secure,
    expires: new Date(Date.now() + DEVICE_COOKIE_LIFETIME_MS),
  });
}
