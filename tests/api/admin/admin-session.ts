import { TEST_ADMIN, sessionCookie, type TestApp } from "../../support/test-app";

/** The 6-digit code in the newest verification e-mail sent to `to`. */
export async function readLatestCode(t: TestApp, to: string = TEST_ADMIN.email): Promise<string> {
  const [mail] = await t.mailer.listOutbox({ to, limit: 1 });
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no verification code e-mailed to ${to}`);
  return code;
}

/** POST /api/admin/login; returns the (still unverified, when two-step is on) session cookie. */
export async function startAdminLogin(t: TestApp, credentials: { username: string; password: string } = TEST_ADMIN) {
  const response = await t.app.inject({ method: "POST", url: "/api/admin/login", payload: credentials });
  if (response.statusCode !== 200) throw new Error(`admin login failed ${response.statusCode}: ${response.body}`);
  return { response, cookie: sessionCookie(response) };
}

/** The seeded admin, logged in through /api/admin/login and verified with the e-mailed code: a ready cookie. */
export async function verifiedAdminCookie(
  t: TestApp,
  admin: { username: string; password: string; email: string } = TEST_ADMIN,
): Promise<string> {
  const { cookie } = await startAdminLogin(t, admin);
  const code = await readLatestCode(t, admin.email);
  const verify = await t.app.inject({
    method: "POST",
    url: "/api/admin/verify",
    headers: { cookie },
    payload: { code },
  });
  if (verify.statusCode !== 200) throw new Error(`admin verify failed ${verify.statusCode}: ${verify.body}`);
  // The code step issues a new session token.
  return sessionCookie(verify);
}
