/** An admin sign-in code lives 10 minutes; 5 wrong codes end the session (see verify-admin-code.ts). */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_INVALID_ATTEMPTS = 5;
