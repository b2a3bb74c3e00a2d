/** The throttled sign-in's answer (code RATE_LIMITED_SIGN_IN), whatever the wait: what the lockout tests compare against. */
export const SLOWED_LOGIN_MESSAGE = /^Too many failed sign-ins for this account\. Please try again in \d+ seconds?\.$/;
