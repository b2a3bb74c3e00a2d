import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { translators } from "../db/schema/translators";
import { badRequest, english } from "../http/app-error";
import { VERIFYING_STATUSES } from "./live-verification";
import { markEmailVerified } from "./mark-email-verified";
import { hashSecret } from "../security/one-time-codes";

export const LINK_MESSAGES = {
  unknown:
    "This verification link is not valid. It may have been replaced by a newer email. Please request a new verification email.",
  used: "This verification link has already been used.",
  expired: "This verification link has expired. Please request a new verification email.",
  done: "This application is past the email verification step.",
} as const;

/** POST /api/verify-translator-email { token } — the link is single use and valid for 24 hours. */
export async function verifyEmailToken({ db, token }: { db: Database; token: string }) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw badRequest(english(LINK_MESSAGES.unknown));
  const [row] = await db
    .select()
    .from(translators)
    .where(eq(translators.verificationToken, hashSecret(token)))
    .limit(1);
  if (!row) throw badRequest(english(LINK_MESSAGES.unknown));
  if (row.tokenUsed) throw badRequest(english(LINK_MESSAGES.used));
  if (!row.tokenExpires || row.tokenExpires <= new Date()) throw badRequest(english(LINK_MESSAGES.expired));
  if (!(VERIFYING_STATUSES as readonly string[]).includes(row.status)) throw badRequest(english(LINK_MESSAGES.done));
  return markEmailVerified(db, row, token);
}
