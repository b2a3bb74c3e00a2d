import { z } from "zod";
import { newAccountSchema } from "./auth";
import { setPasswordFormSchema } from "./translators";
import { errorText } from "../error-codes";

// Forgotten password (docs/security.md, "Forgotten password"): /forgot-password asks for a link, /reset-password
// uses it. The pages and the routes import these, so each message exists once.

export const PASSWORD_RESET_MESSAGES = {
  identifierRequired: errorText("RESET_IDENTIFIER_REQUIRED"),
  /** The one answer to every request, whether or not an account matched. */
  requested: "If an account matches, we've sent a link to reset your password.",
  invalidLink: errorText("RESET_LINK_INVALID"),
  done: "Your password has been changed. Sign in with your new password.",
} as const;

/** POST /api/forgot-password: a username or an e-mail address, as the sign-in form accepts. */
export const forgotPasswordSchema = z.object({
  identifier: z
    .string({ error: PASSWORD_RESET_MESSAGES.identifierRequired })
    .trim()
    .min(1, PASSWORD_RESET_MESSAGES.identifierRequired)
    .max(254, PASSWORD_RESET_MESSAGES.identifierRequired),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/reset-password: the link's token and the new password, under sign-up's password rule. */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: PASSWORD_RESET_MESSAGES.invalidLink })
    .min(1, PASSWORD_RESET_MESSAGES.invalidLink)
    .max(200, PASSWORD_RESET_MESSAGES.invalidLink),
  password: newAccountSchema.shape.password,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The /reset-password form: the new password typed twice (the same form as the translator's first password). */
export const resetPasswordFormSchema = setPasswordFormSchema;
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

/** Where the account signs in afterwards: administrators have their own sign-in page. */
export const SIGN_IN_PATHS = ["/auth", "/admin/auth"] as const;

export const resetPasswordAnswerSchema = z.object({ message: z.string(), signInPath: z.enum(SIGN_IN_PATHS) });
export type ResetPasswordAnswer = z.infer<typeof resetPasswordAnswerSchema>;
