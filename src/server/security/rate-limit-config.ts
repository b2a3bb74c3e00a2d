/** At most `max` counted requests per client key within `windowMs` (a fixed window starting at the first one). */
export type RateLimit = { max: number; windowMs: number };

export type RateLimitName =
  | "loginPerAccount"
  | "loginPerAddress"
  | "codeEntryPerAddress"
  | "codeResendPerAddress"
  | "registrationPerAddress"
  | "translatorApplicationPerAddress"
  | "contactPerAddress"
  | "launchNotificationPerAddress"
  | "quotePerAddress"
  | "draftUploadPerAddress"
  | "certificateLookupPerAddress"
  | "translatorCodeGuessPerAddress"
  | "translatorResendPerEmail"
  | "passwordResetPerAccount"
  | "passwordResetPerAddress"
  | "passwordResetPerName"
  | "resetLinkPerToken"
  | "resetLinkPerAddress"
  | "accountDeletionPerAccount"
  | "readsPerUser"
  | "writesPerUser";

export type RateLimitsConfig = { enabled: boolean } & Record<RateLimitName, RateLimit>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Production defaults (docs/security.md explains each). "Per address" is the client IP (X-Forwarded-For only
 * with TRUST_PROXY); "per account" is the IP plus the username typed in. `RATE_LIMITS=off` switches all off.
 */
export const DEFAULT_RATE_LIMITS: Omit<RateLimitsConfig, "enabled"> = {
  /** Failed sign-ins for one username from one address, both login forms together. */
  loginPerAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Every sign-in attempt from one address, whatever the username. */
  loginPerAddress: { max: 50, windowMs: 15 * MINUTE },
  /**
   * Wrong codes (admin two-step, translator e-mail code) from one address, on top of the per-account limits. Only
   * those: reset links and the deletion password count apart, so guessing one cannot lock the others (issue 37).
   */
  codeEntryPerAddress: { max: 20, windowMs: 15 * MINUTE },
  /** Requests for a new code (each sends an e-mail), on top of the 60-second cooldown per account. */
  codeResendPerAddress: { max: 10, windowMs: HOUR },
  /** Sign-ups from one address; RATE_LIMIT_SIGN_UPS changes the maximum (an office whose customers share one address). */
  registrationPerAddress: { max: 20, windowMs: HOUR },
  translatorApplicationPerAddress: { max: 10, windowMs: HOUR },
  contactPerAddress: { max: 20, windowMs: HOUR },
  launchNotificationPerAddress: { max: 20, windowMs: HOUR },
  /** POST /api/quote: the calculator asks on each change, so the limit only stops scripted floods. */
  quotePerAddress: { max: 600, windowMs: 15 * MINUTE },
  /** POST /api/order-draft/files: files uploaded without an account (stored and OCR'd), from one address. */
  draftUploadPerAddress: { max: 100, windowMs: HOUR },
  /** GET /api/verify/:code: a person checks a certificate or two; codes are 80 random bits, so this only slows scripts. */
  certificateLookupPerAddress: { max: 30, windowMs: MINUTE },
  /** Wrong translator e-mail codes typed without the e-mail (the code alone, as the spec sends it), per address. */
  translatorCodeGuessPerAddress: { max: 10, windowMs: 15 * MINUTE },
  /** "Resend verification" for one e-mail address, whether or not it has an application (the database keeps its own 60 s per application). */
  translatorResendPerEmail: { max: 1, windowMs: MINUTE },
  /**
   * Reset e-mails one account may be sent, however it is named (username or e-mail). Counted inside the request
   * and never refused out loud: a 429 would tell that the account exists (auth/request-password-reset.ts).
   */
  passwordResetPerAccount: { max: 5, windowMs: HOUR },
  /** POST /api/forgot-password from one address, whatever the name typed in. */
  passwordResetPerAddress: { max: 20, windowMs: HOUR },
  /**
   * Reset jobs queued for one name as typed (normalised) and one browser (its device cookie, if any): a burst of
   * requests makes one job and one e-mail. Keyed by the name, not the account, so it tells nothing either.
   */
  passwordResetPerName: { max: 1, windowMs: MINUTE },
  /** Refused POST /api/reset-password per link (its token's hash): a mistyped new password does not spend anyone else's budget. */
  resetLinkPerToken: { max: 10, windowMs: 15 * MINUTE },
  /** Refused POST /api/reset-password per address, its own counter (links are 256 random bits: this only stops floods). */
  resetLinkPerAddress: { max: 100, windowMs: 15 * MINUTE },
  /** Wrong passwords at "Delete my account", per signed-in account: a stolen session cannot guess it, nor lock others out. */
  accountDeletionPerAccount: { max: 10, windowMs: 15 * MINUTE },
  /**
   * Every signed-in API request, by account (docs/decisions/013-caches-static-files-and-per-user-limits.md), so one account's script cannot take the server from the
   * others. Reads (GET/HEAD) and writes count apart. 100 reads and 5 writes a second on average over 5 minutes:
   * far above a person or the client app (a page makes a handful of calls), and above the benchmark's mixed run.
   * RATE_LIMIT_USER_READS / RATE_LIMIT_USER_WRITES change the maximum per 5 minutes.
   */
  readsPerUser: { max: 30_000, windowMs: 5 * MINUTE },
  writesPerUser: { max: 1_500, windowMs: 5 * MINUTE },
};
