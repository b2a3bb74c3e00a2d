import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, saveScreenshot, uniqueUser } from "../support/browser";
import { lastEmailId, waitForEmail } from "../support/outbox";
import { TERMS_CONSENT } from "../support/sign-up";

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
  await page.getByLabel("First name", { exact: true }).fill(customer.firstName);
  await page.getByLabel("Last name", { exact: true }).fill(customer.lastName);
  await page.getByLabel("Username", { exact: true }).fill(customer.username);
  await page.getByLabel("Email", { exact: true }).fill(customer.email);
  await page.getByLabel("Password", { exact: true }).fill(customer.password);
  await page.getByLabel("Confirm password", { exact: true }).fill(customer.password);
  await page.getByRole("checkbox", { name: TERMS_CONSENT }).check();
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
    await page.getByLabel("Verification code", { exact: true }).fill(wrong);
    await banner.getByRole("button", { name: "Verify Email" }).click();
    await banner.getByRole("alert").getByText("Invalid verification code. Please check and try again.").waitFor();

    await page.getByLabel("Verification code", { exact: true }).fill(code);
    await banner.getByRole("button", { name: "Verify Email" }).click();
    await page.getByText("Your email address has been verified").first().waitFor();
    await banner.waitFor({ state: "detached" });
    // Still verified after a reload: the server recorded it.
    await page.reload();
    await page.getByRole("main").getByText(`Welcome, ${customer.firstName}!`).waitFor();
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
    await page.getByRole("main").getByText(`Welcome, ${customer.firstName}!`).waitFor();
    expect(await page.getByText(BANNER).count()).toBe(0);

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("heading", { name: "Verification Failed" }).waitFor();
    await context.close();
  });
});
