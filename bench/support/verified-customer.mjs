// Ordering needs a verified e-mail address (docs/security.md, "Sign-up squatting"), so a bench customer signs up and
// enters the code the server e-mailed. Without SMTP_URL the server prints each e-mail to its stdout, which the
// benches send to a file: the code is read from there, as a person reads it from their inbox.
import fs from "node:fs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs up `username` and verifies its address; resolves to the session cookie (`bt_session=…`). */
export async function signUpVerifiedCustomer(baseUrl, stdoutFile, username) {
  const email = `${username}@example.com`;
  const register = await fetch(`${baseUrl}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      username,
      email,
      password: "bench-pass-1",
      firstName: "Bench",
      lastName: "Mark",
      acceptTerms: true,
    }),
  });
  if (register.status !== 201) throw new Error(`register failed: ${register.status} ${await register.text()}`);
  const session = register.headers.getSetCookie().find((cookie) => cookie.startsWith("bt_session="));
  if (!session) throw new Error("register answered without a session cookie");
  const cookie = session.split(";")[0];
  const code = await readVerificationCode(stdoutFile, email);
  const verified = await fetch(`${baseUrl}/api/verify-email-code`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ code }),
  });
  if (verified.status !== 200)
    throw new Error(`e-mail verification failed: ${verified.status} ${await verified.text()}`);
  return cookie;
}

async function readVerificationCode(stdoutFile, email) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const printed = fs.readFileSync(stdoutFile, "utf8");
    const start = printed.lastIndexOf(`To:      ${email}`);
    const code = start >= 0 ? printed.slice(start).match(/enter this code: (\d{6})/) : null;
    if (code) return code[1];
    await sleep(100);
  }
  throw new Error(`no verification e-mail to ${email} within 30 s`);
}
