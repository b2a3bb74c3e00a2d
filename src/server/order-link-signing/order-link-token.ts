import { createHmac, timingSafeEqual } from "node:crypto";

// A signed, expiring link to one order (issue 41 item 5): `<order id>.<expiry, Unix seconds>.<HMAC-SHA256>`. Only
// the server can make one; reading it needs no database row, so following the link writes nothing.

/** How long an e-mailed order link works. */
export const ORDER_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const ID_PATTERN = /^[1-9][0-9]{0,9}$/;
const EXPIRY_PATTERN = /^[1-9][0-9]{0,11}$/;
/** Longer values are not read at all: a real one is about 60 characters. */
const MAX_TOKEN_LENGTH = 100;

function signatureOf(key: Buffer, orderId: number, expiresAtSeconds: number): Buffer {
  // The purpose in the signed text keeps a signature made for something else with the same key from passing.
  return createHmac("sha256", key).update(`order-link.${orderId}.${expiresAtSeconds}`).digest();
}

export function signOrderLink(key: Buffer, orderId: number, now: Date = new Date()): string {
  const expiresAtSeconds = Math.floor((now.getTime() + ORDER_LINK_LIFETIME_MS) / 1000);
  return `${orderId}.${expiresAtSeconds}.${signatureOf(key, orderId, expiresAtSeconds).toString("base64url")}`;
}

export type OrderLinkCheck =
  { ok: true; orderId: number; expiresAt: Date } | { ok: false; reason: "invalid" | "expired" };

/** The order a token names when the server signed it and it has not expired. The signature is checked first. */
export function checkOrderLink(key: Buffer, token: string, now: Date = new Date()): OrderLinkCheck {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: "invalid" };
  const [idText, expiryText, signatureText, ...rest] = token.split(".");
  if (rest.length > 0 || !idText || !expiryText || !signatureText) return { ok: false, reason: "invalid" };
  if (!ID_PATTERN.test(idText) || !EXPIRY_PATTERN.test(expiryText)) return { ok: false, reason: "invalid" };
  const orderId = Number(idText);
  const expiresAtSeconds = Number(expiryText);
  const expected = signatureOf(key, orderId, expiresAtSeconds);
  const given = Buffer.from(signatureText, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  const expiresAt = new Date(expiresAtSeconds * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, orderId, expiresAt };
}
