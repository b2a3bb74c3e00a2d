import type { APIRequestContext, Page } from "playwright-core";
import { uniqueUser } from "./browser";
import { lastEmailId, waitForEmail } from "./outbox";

export type SignedUpUser = ReturnType<typeof uniqueUser>;

/** The sign-up's required consent box (features/auth/TermsConsentField.tsx). */
export const TERMS_CONSENT = "I agree to the Terms of Service and Privacy Policy";

/**
 * Creates an account through the Sign Up tab of /auth, as a visitor does (ticking the consent to the terms). Opens /auth unless the page is already
 * there (e.g. sent by the calculator's Get Started). Then, unless `verify: false`, types the e-mailed code into the
 * verification banner, as ordering needs a verified address (docs/security.md); the caller waits for where the app lands.
 */
export async function signUpThroughUi(
  page: Page,
  user: SignedUpUser = uniqueUser("signup"),
  options: { verify?: boolean } = {},
): Promise<SignedUpUser> {
  const after = lastEmailId();
  if (new URL(page.url(), "http://x").pathname !== "/auth") await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("First name", { exact: true }).fill(user.firstName);
  await page.getByLabel("Last name", { exact: true }).fill(user.lastName);
  await page.getByLabel("Username", { exact: true }).fill(user.username);
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password", { exact: true }).fill(user.password);
  await page.getByRole("checkbox", { name: TERMS_CONSENT }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  if (options.verify === false) return user;

  const email = await waitForEmail({ to: user.email, subject: /^Verify your e-mail address$/, after });
  const code = email.text.match(/enter this code: (\d{6})/)![1]!;
  const banner = page.getByRole("region", { name: "Email verification" });
  await banner.getByLabel("Verification code", { exact: true }).fill(code);
  await banner.getByRole("button", { name: "Verify Email" }).click();
  await banner.waitFor({ state: "detached" });
  return user;
}

/**
 * Signs up through the API with `request` (a page's, so its context keeps the session), accepting the terms, and enters the e-mailed
 * code, as ordering needs a verified address. Returns the new account's id.
 */
export async function signUpVerifiedThroughApi(request: APIRequestContext, user: SignedUpUser): Promise<number> {
  const after = lastEmailId();
  const registered = await request.post("/api/register", { data: { ...user, acceptTerms: true } });
  if (registered.status() !== 201)
    throw new Error(`register failed ${registered.status()}: ${await registered.text()}`);
  const email = await waitForEmail({ to: user.email, subject: /^Verify your e-mail address$/, after });
  const code = email.text.match(/enter this code: (\d{6})/)![1]!;
  const verified = await request.post("/api/verify-email-code", { data: { code } });
  if (verified.status() !== 200)
    throw new Error(`e-mail verification failed ${verified.status()}: ${await verified.text()}`);
  return ((await verified.json()) as { id: number }).id;
}
