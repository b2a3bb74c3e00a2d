import { z } from "zod";
import { USER_ROLES } from "../enums";
import { LANGUAGES } from "../i18n/languages";
import { personName } from "../person-name";
import { isSingleLine, SINGLE_LINE_MESSAGES } from "../single-line";
import { errorText } from "../error-codes";

export const LANGUAGE_MESSAGE = "Choose English or Turkish";

// The spec's validation rules. The client forms and the server routes import these same schemas,
// so every validation message exists once.

export const loginSchema = z.object({
  username: z
    .string({ error: errorText("USERNAME_REQUIRED") })
    .trim()
    .min(1, errorText("USERNAME_REQUIRED")),
  password: z.string({ error: errorText("PASSWORD_REQUIRED") }).min(1, errorText("PASSWORD_REQUIRED")),
});
export type LoginInput = z.infer<typeof loginSchema>;

const passwordRule = z
  .string({ error: errorText("PASSWORD_MIN") })
  .min(6, errorText("PASSWORD_MIN"))
  .max(100, errorText("PASSWORD_TOO_LONG"));

const usernameRule = z
  .string({ error: errorText("USERNAME_REQUIRED") })
  .trim()
  .min(3, errorText("USERNAME_MIN"))
  .max(50, errorText("USERNAME_TOO_LONG"))
  .regex(/^[A-Za-z0-9._-]+$/, errorText("USERNAME_CHARS"));

/** The fields of every new account: the admin's forms (shared/schemas/admin.ts) create accounts with these. */
export const newAccountSchema = z.object({
  username: usernameRule,
  email: z
    .string({ error: errorText("EMAIL_INVALID") })
    .trim()
    .toLowerCase()
    .email(errorText("EMAIL_INVALID"))
    .max(254, errorText("EMAIL_INVALID")),
  password: passwordRule,
  firstName: personName(
    z
      .string()
      .trim()
      .min(1, errorText("FIRST_NAME_REQUIRED"))
      .max(100, errorText("FIRST_NAME_TOO_LONG"))
      .refine(isSingleLine, SINGLE_LINE_MESSAGES.firstName),
    errorText("FIRST_NAME_REQUIRED"),
  ),
  lastName: personName(
    z
      .string()
      .trim()
      .min(1, errorText("LAST_NAME_REQUIRED"))
      .max(100, errorText("LAST_NAME_TOO_LONG"))
      .refine(isSingleLine, SINGLE_LINE_MESSAGES.lastName),
    errorText("LAST_NAME_REQUIRED"),
  ),
  /** The language the visitor signed up in; their e-mails follow it. */
  language: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE }).optional(),
});
export type NewAccountInput = z.infer<typeof newAccountSchema>;

/** The sign-up's consent to the terms of service and privacy policy (shared/legal-policy.ts): only a ticked box. */
export const acceptTermsRule = z.literal(true, { error: errorText("TERMS_REQUIRED") });

/**
 * What POST /api/register accepts: a visitor's own sign-up, which must accept the terms (the server records the
 * version and the time). Without a username the server derives one from the e-mail (server/auth/derive-username.ts),
 * for sign-up forms that ask for none. The confirmation never leaves the browser.
 */
export const registerSchema = newAccountSchema.extend({
  username: usernameRule.optional(),
  acceptTerms: acceptTermsRule,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * The /auth sign-up form: the server's fields with a username, a confirmation that must match, and the consent box
 * (a boolean in the form, so an unticked box is a value; the same message as the server's).
 */
export const registerFormSchema = newAccountSchema
  .extend({
    confirmPassword: z.string().min(1, errorText("CONFIRM_PASSWORD")),
    acceptTerms: z.boolean().refine((ticked) => ticked, errorText("TERMS_REQUIRED")),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: errorText("PASSWORDS_DONT_MATCH"),
    path: ["confirmPassword"],
  });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: errorText("CURRENT_PASSWORD_REQUIRED") })
      .min(1, errorText("CURRENT_PASSWORD_REQUIRED")),
    newPassword: z
      .string({ error: errorText("NEW_PASSWORD_MIN") })
      .min(6, errorText("NEW_PASSWORD_MIN"))
      .max(100, errorText("PASSWORD_TOO_LONG")),
    confirmPassword: z.string({ error: errorText("CONFIRM_PASSWORD_MIN") }).min(6, errorText("CONFIRM_PASSWORD_MIN")),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: errorText("PASSWORDS_DONT_MATCH"),
    path: ["confirmPassword"],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * The current user as every auth call returns it (GET /api/user, login, register, PATCH /api/user...): never the
 * password hash. Fields in the order the server builds them (server/auth/public-user.ts).
 */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(USER_ROLES),
  disabled: z.boolean(),
  /** ISO date-time. */
  createdAt: z.string(),
  /** Whether the owner proved control of `email` (link or code e-mailed after sign-up or an e-mail change). */
  emailVerified: z.boolean(),
  /** The language of the user's screens and e-mails. */
  language: z.enum(LANGUAGES),
  /** Present (true) while an admin's session still owes the e-mailed code. */
  verificationRequired: z.boolean().optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** POST /api/verify-email: the link's answer (the page may not be signed in). */
export const emailVerifiedAnswerSchema = z.object({ message: z.string(), emailVerified: z.boolean() });
export type EmailVerifiedAnswer = z.infer<typeof emailVerifiedAnswerSchema>;

/** PATCH /api/user: what a customer may change on Account Settings; a new e-mail needs the current password. */
export const updateProfileSchema = newAccountSchema
  .pick({ firstName: true, lastName: true, email: true })
  .extend({ currentPassword: z.string().max(200).optional() });

export const EMAIL_CHANGE_MESSAGES = {
  passwordRequired: errorText("EMAIL_PASSWORD_REQUIRED"),
  wrongPassword: errorText("CURRENT_PASSWORD_WRONG"),
} as const;

export const EMAIL_VERIFICATION_MESSAGES = {
  verified: "Your email address has been verified",
  invalidLink: errorText("VERIFICATION_LINK_INVALID"),
  invalidCode: errorText("CODE_INVALID"),
  tooManyAttempts: errorText("CODE_TOO_MANY_ATTEMPTS"),
  alreadyVerified: errorText("EMAIL_ALREADY_VERIFIED"),
  sent: "We have sent a new verification email. Please check your inbox.",
  banner: "Please verify your email address. We sent you a link and a 6-digit code.",
  /** Ordering and paying need a proven address: receipts and translations go to it (docs/security.md). */
  requiredToOrder: errorText("EMAIL_NOT_VERIFIED"),
} as const;

export const verifyEmailTokenSchema = z.object({
  token: z
    .string({ error: EMAIL_VERIFICATION_MESSAGES.invalidLink })
    .min(1, EMAIL_VERIFICATION_MESSAGES.invalidLink)
    .max(200, EMAIL_VERIFICATION_MESSAGES.invalidLink),
});
export const verifyEmailCodeSchema = z.object({
  code: z
    .string({ error: errorText("CODE_DIGITS") })
    .trim()
    .regex(/^\d{6}$/, errorText("CODE_DIGITS")),
});

export const INVITATION_MESSAGES = {
  invalid:
    "This invitation is invalid, has expired, or was sent to another account. Sign in with the account that received it.",
} as const;
export const acceptInvitationSchema = z.object({
  token: z
    .string({ error: INVITATION_MESSAGES.invalid })
    .min(1, INVITATION_MESSAGES.invalid)
    .max(200, INVITATION_MESSAGES.invalid),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** PUT /api/user/language: the header's language switch, saved on the account. */
export const updateLanguageSchema = z.object({ language: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE }) });
export type UpdateLanguageInput = z.infer<typeof updateLanguageSchema>;
