import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Language } from "../../shared/i18n/languages";
import { localizedPath } from "../../shared/public-pages";
import type { Executor } from "../db/client";
import { passwordTokens } from "../db/schema/users";
import { PASSWORD_RESET_LIFETIME_MS } from "../security/one-time-codes";

/** A link e-mailed from "Forgot your password?" (customers and translators). */
export const PASSWORD_RESET_PURPOSE = "password-reset";
/** A link printed for an operator by `npm run admin:reset-password` (admins get no e-mailed link). */
export const ADMIN_PASSWORD_RESET_PURPOSE = "admin-password-reset";
export const RESET_PURPOSES = [PASSWORD_RESET_PURPOSE, ADMIN_PASSWORD_RESET_PURPOSE];

/** The page that uses the link, in the account's language (Turkish pages live under /tr). */
export function passwordResetUrl(publicUrl: string, token: string, language: Language): string {
  return `${publicUrl}${localizedPath("/reset-password", language)}?token=${token}`;
}

/** The page that asks for a new link (named in the "password changed" notice). */
export function forgotPasswordUrl(publicUrl: string, language: Language): string {
  return `${publicUrl}${localizedPath("/forgot-password", language)}`;
}

/**
 * Ends the account's unused reset links, so only the newest one works. `userId` 0 matches no account: the request
 * for an unknown name runs the same statement (docs/security.md, "Forgotten password").
 */
export async function retireOpenResetLinks(tx: Executor, userId: number, now = new Date()): Promise<void> {
  await tx
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        inArray(passwordTokens.purpose, RESET_PURPOSES),
        isNull(passwordTokens.usedAt),
      ),
    );
}

/** Stores a new link (its hash only) for the account's current address, valid for 60 minutes. */
export async function storeResetLink(
  tx: Executor,
  link: {
    userId: number;
    email: string;
    tokenHash: string;
    purpose: typeof PASSWORD_RESET_PURPOSE | typeof ADMIN_PASSWORD_RESET_PURPOSE;
  },
  now = new Date(),
): Promise<void> {
  await tx.insert(passwordTokens).values({
    userId: link.userId,
    tokenHash: link.tokenHash,
    purpose: link.purpose,
    // The link is for this address: after an e-mail change it no longer works.
    email: link.email.toLowerCase(),
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_LIFETIME_MS),
  });
}
