import type { Language } from "../../shared/i18n/languages";
import { emailText, signature, siteLink } from "../mail/email-text";
import type { MailMessage } from "../mail/mailer";
import { forgotPasswordUrl } from "./password-reset-links";

/** Sent after sign-up and after an e-mail change: the link works signed in or not; the code is typed in while signed in. */
export function emailVerificationEmail(
  to: string,
  secrets: { token: string; code: string },
  publicUrl: string,
  language: Language = "en",
): MailMessage {
  const t = emailText(language);
  return {
    to,
    urgent: true,
    subject: t("verifyEmail.subject"),
    text: [
      t("helloPlain"),
      "",
      t("verifyEmail.openLink"),
      "",
      `${siteLink(publicUrl, "/verify-email", language)}?token=${secrets.token}`,
      "",
      t("verifyEmail.orCode", { code: secrets.code }),
      "",
      t("verifyEmail.expiry"),
      t("verifyEmail.ignore"),
      ...signature(t),
    ].join("\n"),
  };
}

/** The notice to the previous address after an e-mail change, so a hijacked account does not go unnoticed. */
export function emailChangedNotice(
  oldEmail: string,
  newEmail: string,
  username: string,
  language: Language = "en",
): MailMessage {
  const t = emailText(language);
  return {
    to: oldEmail,
    subject: t("emailChanged.subject"),
    text: [
      t("helloPlain"),
      "",
      t("emailChanged.changed", { username, email: newEmail }),
      t("emailChanged.warning"),
      ...signature(t),
    ].join("\n"),
  };
}

/** Sent once per run of wrong passwords (docs/security.md, "Device cookies"), so an attack on the account does not go unnoticed. */
export function failedSignInsNotice(
  to: string,
  details: { username: string; failures: number },
  language: Language = "en",
): MailMessage {
  const t = emailText(language);
  return {
    to,
    subject: t("failedSignIns.subject"),
    text: [
      t("helloPlain"),
      "",
      t("failedSignIns.tried", { username: details.username, failures: details.failures }),
      t("failedSignIns.slowed"),
      "",
      t("failedSignIns.ifYou"),
      t("failedSignIns.ifNotYou"),
      ...signature(t),
    ].join("\n"),
  };
}

/**
 * Sent instead of an error when a sign-up names an address that already has an account: the page answers as for
 * any sign-up (no one learns the address is registered) and the owner learns of the attempt and their username.
 */
export function signUpAttemptNotice(
  holder: { email: string; username: string; emailVerified: boolean; language: Language },
  publicUrl: string,
): MailMessage {
  const t = emailText(holder.language);
  const signInUrl = siteLink(publicUrl, "/auth", holder.language);
  return {
    to: holder.email,
    subject: t("signUpAttempt.subject"),
    text: [
      t("helloPlain"),
      "",
      t("signUpAttempt.attempt"),
      "",
      holder.emailVerified
        ? t("signUpAttempt.verifiedOwner", { username: holder.username, url: signInUrl })
        : t("signUpAttempt.unverifiedOwner", { username: holder.username, url: signInUrl }),
      t("signUpAttempt.forgotPassword", { url: forgotPasswordUrl(publicUrl, holder.language) }),
      "",
      t("signUpAttempt.ignore"),
      ...signature(t),
    ].join("\n"),
  };
}
