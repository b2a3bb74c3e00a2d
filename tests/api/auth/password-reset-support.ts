import { settleWorkAfterAnswers } from "../../../src/server/http/after-answer";
import type { TestApp } from "../../support/test-app";

export const REQUESTED = { message: "If an account matches, we've sent a link to reset your password." };
export const INVALID_LINK = "This link has expired or was already used. Request a new one.";
export const RESET_SUBJECT = "Reset your Bosphorus Translate password";
export const CHANGED_SUBJECT = "Your Bosphorus Translate password was changed";

let addressCounter = 0;
/** A client address no other request of the file uses: the per-address limit (20 an hour) stays out of the way. */
export const freshAddress = () => `10.77.${Math.floor(++addressCounter / 200)}.${(addressCounter % 200) + 1}`;

/** POST /api/forgot-password, then waits for the work the route does after answering (the link and its e-mail). */
export async function requestReset(t: TestApp, identifier: unknown, remoteAddress = freshAddress()) {
  const answer = await t.app.inject({
    method: "POST",
    url: "/api/forgot-password",
    remoteAddress,
    payload: { identifier },
  });
  await settleWorkAfterAnswers();
  return answer;
}

export function resetPassword(t: TestApp, token: string, password: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/reset-password",
    remoteAddress: freshAddress(),
    payload: { token, password },
  });
}

/** The e-mails sent to `to` with this subject, newest first. */
export async function mailsTo(t: TestApp, to: string, subject: string | RegExp = RESET_SUBJECT) {
  const mails = await t.mailer.listOutbox({ to, limit: 100 });
  return mails.filter((mail) => (typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject)));
}

/** The link in the newest reset e-mail to `to`, and its token. */
export async function latestResetLink(
  t: TestApp,
  to: string,
  subject: string | RegExp = RESET_SUBJECT,
): Promise<{ url: string; token: string }> {
  const [mail] = await mailsTo(t, to, subject);
  const url = mail?.text.match(/(\S+\/reset-password\?token=\S+)/)?.[1];
  if (!url) throw new Error(`no reset link e-mailed to ${to}`);
  return { url, token: new URL(url).searchParams.get("token")! };
}
