import type { MailMessage } from "../mail/mailer";

// Every e-mail of the translator flow. Plain text: links and codes must survive any mail client.

const SIGNATURE = ["", "Bosphorus Translate", "Certified Turkish-English translation"];

type Applicant = { fullName: string; email: string };

/** The link and the 6-digit code; `continuing`: the e-mail is already verified, this resumes the identity step. */
export function verificationEmail(
  applicant: Applicant,
  secrets: { token: string; code: string },
  publicUrl: string,
  continuing = false,
): MailMessage {
  const link = `${publicUrl}/verify-translator-email/${secrets.token}`;
  const opening = continuing
    ? ["Your email address is already verified. Use the link or code below to continue with identity verification."]
    : [
        "Thank you for applying to translate with Bosphorus Translate.",
        "Please verify your email address by opening this link:",
      ];
  return {
    to: applicant.email,
    urgent: true,
    subject: continuing
      ? "Continue your Bosphorus Translate translator application"
      : "Verify your email for your Bosphorus Translate application",
    text: [
      `Hello ${applicant.fullName},`,
      "",
      ...opening,
      "",
      link,
      "",
      `Or enter this verification code at ${publicUrl}/translator-verification : ${secrets.code}`,
      "",
      "The link and the code expire in 24 hours and can be used once.",
      "After your email, you will verify your identity with a government photo ID and a selfie (1-2 minutes).",
      "If you did not apply, you can ignore this email.",
      ...SIGNATURE,
    ].join("\n"),
  };
}

export function identityOutcomeEmail(applicant: Applicant, verified: boolean): MailMessage {
  return {
    to: applicant.email,
    subject: verified ? "Your identity has been verified" : "We could not verify your identity",
    text: [
      `Hello ${applicant.fullName},`,
      "",
      verified
        ? "Thank you for verifying your identity. Our team will now review your application; this typically takes 3-5 business days. We will email you with the outcome."
        : "Unfortunately your identity could not be verified, so we cannot continue with your application. If you believe this is a mistake, please contact our support team.",
      ...SIGNATURE,
    ].join("\n"),
  };
}

export type ApprovalAccount =
  | { kind: "new"; username: string; setPasswordToken: string }
  | { kind: "invitation"; username: string; invitationToken: string };

export function approvalEmail(applicant: Applicant, account: ApprovalAccount, publicUrl: string): MailMessage {
  const access =
    account.kind === "new"
      ? [
          "We have created your translator account. Choose your password with this link:",
          "",
          `${publicUrl}/set-password?token=${account.setPasswordToken}`,
          "",
          "The link expires in 72 hours and can be used once.",
          `Then sign in at ${publicUrl}/auth with your username ${account.username} or this email address.`,
        ]
      : [
          `You already have an account with us (username ${account.username}). To use it as your translator account, sign in to it and accept with this link:`,
          "",
          `${publicUrl}/accept-translator-invitation?token=${account.invitationToken}`,
          "",
          "The link expires in 72 hours and can be used once.",
        ];
  return {
    to: applicant.email,
    subject: "Your translator application has been approved",
    text: [
      `Hello ${applicant.fullName},`,
      "",
      "Congratulations! Your application to translate with Bosphorus Translate has been approved.",
      "",
      ...access,
      ...SIGNATURE,
    ].join("\n"),
  };
}

export function rejectionEmail(applicant: Applicant): MailMessage {
  return {
    to: applicant.email,
    subject: "Your translator application",
    text: [
      `Hello ${applicant.fullName},`,
      "",
      "Thank you for your interest in translating with Bosphorus Translate. After careful review, we are unable to accept your application at this time.",
      "You are welcome to apply again in the future.",
      ...SIGNATURE,
    ].join("\n"),
  };
}
