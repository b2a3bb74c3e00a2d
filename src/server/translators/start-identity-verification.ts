import { eq } from "drizzle-orm";
import type { StartIdentityResponse } from "../../shared/schemas/translators";
import { canStartIdentityVerification } from "../../shared/translator-status";
import type { TranslatorStatus } from "../../shared/enums";
import type { Database } from "../db/client";
import { translators } from "../db/schema/translators";
import { badRequest, forbidden, notFound, english } from "../http/app-error";
import type { IdentityProvider } from "../identity/identity-provider";
import { secretMatches } from "../security/one-time-codes";

export const IDENTITY_REFUSALS: Record<Exclude<TranslatorStatus, "Email Verified">, string> = {
  Pending: "Please verify your email before starting identity verification.",
  "ID Verified": "Your identity has already been verified.",
  "ID Verification Failed": "Identity verification was not successful for this application. Please contact support.",
  Approved: "This application has already been reviewed.",
  Rejected: "This application has already been reviewed.",
};
export const OTHER_BROWSER_MESSAGE =
  "Please open the verification link from your email in this browser (or enter your code on the verification page) to continue.";

type StartIdentityOptions = {
  db: Database;
  identity: IdentityProvider;
  translatorId: number;
  applicantToken: string | undefined;
};

/**
 * POST /api/translator/:id/verify-identity: opens a verification session with the provider, only for an
 * application whose e-mail is verified, and only for the browser that verified it (the applicant cookie).
 */
export async function startIdentityVerification({
  db,
  identity,
  translatorId,
  applicantToken,
}: StartIdentityOptions): Promise<StartIdentityResponse> {
  const [row] = await db.select().from(translators).where(eq(translators.translatorId, translatorId)).limit(1);
  if (!row) throw notFound(english("Application not found"));
  if (!canStartIdentityVerification(row.status))
    throw badRequest(english(IDENTITY_REFUSALS[row.status as keyof typeof IDENTITY_REFUSALS]));
  if (!applicantToken || !secretMatches(applicantToken, row.verificationToken))
    throw forbidden(english(OTHER_BROWSER_MESSAGE));

  const session = await identity.createSession({ translatorId, email: row.email });
  // The newest session is the one whose outcome counts; an abandoned earlier one is ignored.
  await db
    .update(translators)
    .set({ stripeVerificationId: session.id, updatedAt: new Date() })
    .where(eq(translators.translatorId, translatorId));
  return {
    clientSecret: session.clientSecret,
    provider: identity.kind,
    ...(identity.publishableKey ? { publishableKey: identity.publishableKey } : {}),
  };
}
