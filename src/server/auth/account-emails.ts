import type { MailMessage } from "../mail/mailer";

const SIGNATURE = ["", "Bosphorus Translate", "Certified Turkish-English translation"];

/** Sent after sign-up and after an e-mail change: the link works signed in or not; the code is typed in while signed in. */
export function emailVerificationEmail(to: string, secrets: { token: string; code: string }, publicUrl: string): MailMessage {
  return {
    to,
    subject: "Verify your e-mail address",
    text: [
      "Hello,",
      "",
      "Please confirm that this is your e-mail address by opening this link:",
      "",
      `${publicUrl}/verify-email?token=${secrets.token}`,
      "",
      `Or, signed in to your account, enter this code: ${secrets.code}`,
      "",
      "The link and the code expire in 24 hours and can be used once.",
      "If you did not create an account or change your e-mail address, you can ignore this e-mail.",
      ...SIGNATURE,
    ].join("\n"),
  };
}

/** The notice to the previous address after an e-mail change, so a hijacked account does not go unnoticed. */
export function emailChangedNotice(oldEmail: string, newEmail: string, username: string): MailMessage {
  return {
    to: oldEmail,
    subject: "Your Bosphorus Translate e-mail address was changed",
    text: [
      "Hello,",
      "",
      `The e-mail address of your account ${username} was changed to ${newEmail}.`,
      "If you did not make this change, please contact our support team at once and change your password.",
      ...SIGNATURE,
    ].join("\n"),
  };
}
