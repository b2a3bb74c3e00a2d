import { describe, expect, it } from "vitest";
import { emailVerificationEmail } from "../auth/account-emails";
import { passwordResetEmail } from "../auth/password-reset-emails";
import { passwordResetUrl } from "../auth/password-reset-links";
import { jobCompletedEmail } from "../jobs/job-emails";
import { draftReadyEmail } from "../review/review-emails";
import { approvalEmail, verificationEmail } from "../translators/translator-emails";
import { CODE_PRIORITY, NOTICE_PRIORITY, mailPriority } from "./mail-priority";

const publicUrl = "https://bosphorustranslate.com";
const secrets = { token: "tok_3fJ9aQ1xZ7mN2bV5cL8kP0", code: "482913" };
const recipient = { email: "ayse@example.com", username: "ayse", firstName: "Ayşe", language: "tr" as const };
const applicant = { fullName: "Deniz Kaya", email: "deniz@example.com" };

// The admin sign-in code's e-mail is covered in tests/reliability/mail-delivery-queue.test.ts (it is written inline).
describe("mailPriority", () => {
  it("puts the e-mails someone waits for on a page ahead of notices: verification, password reset, applicant code", () => {
    expect(mailPriority(emailVerificationEmail("ayse@example.com", secrets, publicUrl, "tr"))).toBe(CODE_PRIORITY);
    expect(mailPriority(passwordResetEmail(recipient, passwordResetUrl(publicUrl, secrets.token, "en")))).toBe(
      CODE_PRIORITY,
    );
    expect(mailPriority(verificationEmail(applicant, secrets, publicUrl))).toBe(CODE_PRIORITY);
    expect(mailPriority(verificationEmail(applicant, secrets, publicUrl, true))).toBe(CODE_PRIORITY);
  });

  it("leaves notices in turn, whatever numbers they carry", () => {
    expect(
      mailPriority(
        jobCompletedEmail({
          to: "ops@example.com",
          translatorName: "Deniz",
          orderId: 104233,
          documentCount: 2,
          publicUrl,
        }),
      ),
    ).toBe(NOTICE_PRIORITY);
    expect(
      mailPriority(
        draftReadyEmail({ to: "ayse@example.com", firstName: "Ayşe", orderId: 88, publicUrl, language: "tr" }),
      ),
    ).toBe(NOTICE_PRIORITY);
    expect(
      mailPriority({
        to: "ayse@example.com",
        subject: "Refund of $1,250.00 for your order #123456",
        text: "Refunded.",
      }),
    ).toBe(NOTICE_PRIORITY);
    // An approval's set-password link is used whenever the translator likes: nobody is waiting on a page for it.
    expect(
      mailPriority(
        approvalEmail(applicant, { kind: "new", username: "deniz", setPasswordToken: secrets.token }, publicUrl),
      ),
    ).toBe(NOTICE_PRIORITY);
  });
});
