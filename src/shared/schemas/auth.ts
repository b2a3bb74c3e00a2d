import { z } from "zod";
import { USER_ROLES } from "../enums";
import { LANGUAGES } from "../i18n/languages";
import { stripInvisible } from "../password-rules";
import { isSingleLine, SINGLE_LINE_MESSAGES } from "../single-line";

export const LANGUAGE_MESSAGE = "Choose English or Turkish";

// The spec's validation rules. The client forms and the server routes import these same schemas,
// so every validation message exists once.

export const loginSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
});
export type LoginInput = z.infer<typeof loginSchema>;

const passwordRule = z.string({ error: "Password must be at least 6 characters" }).min(6, "Password must be at least 6 characters").max(100, "Password is too long");

/** What POST /api/register accepts. The confirmation never leaves the browser. */
export const registerSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(3, "Username must be at least 3 characters")
    .max(50, "Username is too long")
    .regex(/^[A-Za-z0-9._-]+$/, "Username may only contain letters, numbers, dots, dashes and underscores"),
  email: z.string({ error: "Invalid email format" }).trim().toLowerCase().email("Invalid email format").max(254, "Invalid email format"),
  password: passwordRule,
  firstName: z
    .string({ error: "First name is required" })
    .transform(stripInvisible)
    .pipe(z.string().trim().min(1, "First name is required").max(100, "First name is too long").refine(isSingleLine, SINGLE_LINE_MESSAGES.firstName)),
  lastName: z
    .string({ error: "Last name is required" })
    .transform(stripInvisible)
    .pipe(z.string().trim().min(1, "Last name is required").max(100, "Last name is too long").refine(isSingleLine, SINGLE_LINE_MESSAGES.lastName)),
  /** The language the visitor signed up in; their e-mails follow it. */
  language: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE }).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The sign-up form: the server's fields plus a confirmation that must match. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string().min(1, "Please confirm your password") })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required"),
    newPassword: z.string({ error: "New password must be at least 6 characters" }).min(6, "New password must be at least 6 characters").max(100, "Password is too long"),
    confirmPassword: z.string({ error: "Confirm password must be at least 6 characters" }).min(6, "Confirm password must be at least 6 characters"),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords don't match",
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
export const updateProfileSchema = registerSchema.pick({ firstName: true, lastName: true, email: true }).extend({ currentPassword: z.string().max(200).optional() });

export const EMAIL_CHANGE_MESSAGES = {
  passwordRequired: "Enter your current password to change your email address",
  wrongPassword: "Current password is incorrect",
} as const;

export const EMAIL_VERIFICATION_MESSAGES = {
  verified: "Your email address has been verified",
  invalidLink: "This verification link is invalid or has expired. Please request a new one.",
  invalidCode: "Invalid verification code. Please check and try again.",
  tooManyAttempts: "Too many incorrect codes. Please request a new verification email.",
  alreadyVerified: "Your email address is already verified",
  sent: "We have sent a new verification email. Please check your inbox.",
  banner: "Please verify your email address. We sent you a link and a 6-digit code.",
  /** Ordering and paying need a proven address: receipts and translations go to it (docs/security.md). */
  requiredToOrder: "Please verify your email address before ordering.",
} as const;

export const verifyEmailTokenSchema = z.object({
  token: z.string({ error: EMAIL_VERIFICATION_MESSAGES.invalidLink }).min(1, EMAIL_VERIFICATION_MESSAGES.invalidLink).max(200, EMAIL_VERIFICATION_MESSAGES.invalidLink),
});
export const verifyEmailCodeSchema = z.object({
  code: z
    .string({ error: "Verification code must be 6 digits" })
    .trim()
    .regex(/^\d{6}$/, "Verification code must be 6 digits"),
});

export const INVITATION_MESSAGES = {
  invalid: "This invitation is invalid, has expired, or was sent to another account. Sign in with the account that received it.",
} as const;
export const acceptInvitationSchema = z.object({
  token: z.string({ error: INVITATION_MESSAGES.invalid }).min(1, INVITATION_MESSAGES.invalid).max(200, INVITATION_MESSAGES.invalid),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** PUT /api/user/language: the header's language switch, saved on the account. */
export const updateLanguageSchema = z.object({ language: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE }) });
export type UpdateLanguageInput = z.infer<typeof updateLanguageSchema>;
