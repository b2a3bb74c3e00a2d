import type { Page } from "playwright-core";
import { E2E_ADMIN } from "./global-setup";
import { lastEmailId, waitForEmail } from "./outbox";

/** Signs the seeded admin in through /admin/auth and the e-mailed code step, ending on /admin/dashboard. */
export async function loginAdminThroughUi(page: Page): Promise<void> {
  const after = lastEmailId();
  await page.goto("/admin/auth");
  await page.getByLabel("Username", { exact: true }).fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin/verify");
  const email = await waitForEmail({ to: E2E_ADMIN.email, subject: /verification code/i, after });
  const code = /\b(\d{6})\b/.exec(email.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${email.text}`);
  await page.getByLabel("Verification code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL("**/admin/dashboard");
}
