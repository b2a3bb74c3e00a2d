import type { MailMessage } from "./mailer";

/** A notice (receipt, order update): delivered in turn. */
export const NOTICE_PRIORITY = 0;
/** A code or single-use link someone waits for on a page (verification, password reset, admin sign-in, applicant code). */
export const CODE_PRIORITY = 10;

/** The priority of an e-mail's delivery job: codes and links ahead of notices, however many notices wait. */
export function mailPriority(message: MailMessage): number {
  return message.urgent ? CODE_PRIORITY : NOTICE_PRIORITY;
}
