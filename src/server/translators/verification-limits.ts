/** The e-mailed link and code are valid for 24 hours. */
export const VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Wrong codes allowed per application before a new e-mail is needed. */
export const MAX_CODE_ATTEMPTS = 5;
