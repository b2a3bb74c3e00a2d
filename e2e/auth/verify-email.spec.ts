import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, saveScreenshot, uniqueUser } from "../support/browser";
import { lastEmailId, waitForEmail } from "../support/outbox";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const BANNER = "Please verify your email address. We sent you a link and a 6-digit code.";

/** Signs up through the form; returns the verification e-mail the server sent to the new address. */
async function signUp(page: Page, customer: ReturnType<typeof uniqueUser>) {
  const after = lastEmailId();
  await page.goto("/auth?tab=register");
  await page.fill("#register-firstName", customer.firstName);
  await page.fill("#register-lastName", customer.lastName);
  await page.fill("#register-username", customer.username);
  await page.fill("#register-email", customer.email);
  await page.fill("#register-password", customer.password);
  await page.fill("#register-confirmPassword", customer.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/dashboard");
  return waitForEmail({ to: customer.email, subject: /^Verify your e-mail address$/, after });
}

describe("e-mail verification after sign-up", () => {
  it("shows the banner until the customer types the e-mailed 6-digit code", async () => {
    const { context, page } = await newPage(browser);
    const customer = uniqueUser("verc");
    const email = await signUp(page, customer);
    const banner = page.getByRole("region", { name: "Email verification" });
    await banner.getByText(BANNER).waitFor();
    await saveScreenshot(page, "auth-verify-email-banner");

    // A wrong code is refused with the server's message and the banner stays.
    const code = email.text.match(/enter this code: (\d{6})/)![1]!;
    const wrong = code === "000000" ? "111111" : "000000";
    await page.fill("#email-verification-code", wrong);
    await banner.getByRole("button", { name: "Verify Email" }).click();
    await banner.getByRole("alert").getByText("Invalid verification code. Please check and try again.").waitFor();

    await page.fill("#email-verification-code", code);
    await banner.getByRole("button", { name: "Verify Email" }).click();
    await page.getByText("Your email address has been verified").first().waitFor();
    await banner.waitFor({ state: "detached" });
    // Still verified after a reload: the server recorded it.
    await page.reload();
    await page.locator("#main-content").getByText(`Welcome, ${customer.firstName}!`).waitFor();
    expect(await page.getByText(BANNER).count()).toBe(0);
    await context.close();
  });

  it("verifies through the e-mailed link on /verify-email; the banner is gone and the link works only once", async () => {
    const { context, page } = await newPage(browser);
    const customer = uniqueUser("verl");
    const email = await signUp(page, customer);
    await page.getByText(BANNER).waitFor();

    const link = new URL(email.text.match(/(\S+\/verify-email\?token=\S+)/)![1]!);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("heading", { name: "Email Verified" }).waitFor();
    await page.getByText("Your email address has been verified.").waitFor();
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await page.waitForURL("**/dashboard");
    await page.locator("#main-content").getByText(`Welcome, ${customer.firstName}!`).waitFor();
    expect(await page.getByText(BANNER).count()).toBe(0);

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("heading", { name: "Verification Failed" }).waitFor();
    await context.close();
  });
});
