// The terms of service and the privacy policy a customer agrees to at sign-up (docs/security.md, "Consent to the
// terms"). One version for both documents: the day it took effect. The /terms and /privacy pages show it with that
// date (features/site/LegalDocument.tsx), and a sign-up records it on the account (users.terms_version) with the time
// of the consent. A change to either document that customers agree to gets a new version here.

/** The version in force, "YYYY-MM-DD": the day it took effect. */
export const POLICY_VERSION = "2026-11-28";

/** The day POLICY_VERSION took effect, as a local calendar date (never shifted by the time zone). */
export function policyEffectiveDate(version: string = POLICY_VERSION): Date {
  const [year, month, day] = version.split("-").map(Number);
  return new Date(year!, month! - 1, day!);
}
