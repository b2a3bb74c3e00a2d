import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, saveScreenshot, uniqueUser } from "../support/browser";
import { lastEmailId, waitForEmail } from "../support/outbox";
import { signUpThroughUi } from "../support/sign-up";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("forgotten password", () => {
  it("asks for a link from the sign-in page, sets a new password from the e-mail, and signs in with it", async () => {
    const customer = uniqueUser("reset");
    // The customer's first device stays signed in: the reset must sign it out.
    const first = await newPage(browser);
    await signUpThroughUi(first.page, customer);
    await first.page.waitForURL("**/dashboard");

    const { context, page } = await newPage(browser);
    await page.goto("/auth");
    const forgotLink = page.getByRole("link", { name: "Forgot your password?" });
    await forgotLink.waitFor();
    await saveScreenshot(page, "auth-sign-in-forgot-password-link");
    await forgotLink.click();
    await page.waitForURL("**/forgot-password");
    const after = lastEmailId();
    await page.getByLabel("Email or username", { exact: true }).fill(customer.username);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();
    await page.getByText("If an account matches, we've sent a link to reset your password.").waitFor();

    const email = await waitForEmail({
      to: customer.email,
      subject: /^Reset your Bosphorus Translate password$/,
      after,
    });
    const link = new URL(email.text.match(/(\S+\/reset-password\?token=\S+)/)![1]!);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("heading", { name: "Choose a New Password" }).waitFor();
    // The sign-up rules, from the same schema.
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByLabel("Confirm password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("Password must be at least 6 characters").waitFor();
    await page.getByLabel("New password", { exact: true }).fill("my-fresh-secret-7");
    await page.getByLabel("Confirm password", { exact: true }).fill("my-fresh-secret-7");
    await saveScreenshot(page, "auth-reset-password-form");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByRole("heading", { name: "Password Changed" }).waitFor();
    await waitForEmail({ to: customer.email, subject: /^Your Bosphorus Translate password was changed$/, after });

    await page.getByRole("link", { name: "Sign In" }).click();
    await page.waitForURL("**/auth");
    await page.getByLabel("Username", { exact: true }).fill(customer.username);
    await page.getByLabel("Password", { exact: true }).fill("my-fresh-secret-7");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("main").getByText(`Welcome back, ${customer.firstName}!`).waitFor();

    // The first device was signed out by the reset.
    await first.page.goto("/dashboard");
    await first.page.waitForURL("**/auth");
    await first.context.close();

    // The link worked once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("heading", { name: "Choose a New Password" }).waitFor();
    await page.getByLabel("New password", { exact: true }).fill("another-secret-8");
    await page.getByLabel("Confirm password", { exact: true }).fill("another-secret-8");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByRole("heading", { name: "Link Expired" }).waitFor();
    await page.getByText("This link has expired or was already used. Request a new one.").waitFor();
    expect(await page.getByRole("link", { name: "Request a New Link" }).getAttribute("href")).toBe("/forgot-password");
    await context.close();
  });

  it("speaks Turkish on /tr: the link on the sign-in page and the answer", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/tr/auth");
    await page.getByRole("link", { name: "Şifrenizi mi unuttunuz?" }).click();
    await page.waitForURL("**/tr/forgot-password");
    await page.getByRole("heading", { name: "Şifrenizi Sıfırlayın" }).waitFor();
    await page.getByRole("button", { name: "Sıfırlama Bağlantısı Gönder" }).click();
    await page.getByText("Lütfen e-posta adresinizi veya kullanıcı adınızı girin").waitFor();
    await page.getByLabel("E-posta veya kullanıcı adı", { exact: true }).fill("kimse-yok@example.com");
    await page.getByRole("button", { name: "Sıfırlama Bağlantısı Gönder" }).click();
    await page.getByText("Eşleşen bir hesap varsa şifrenizi sıfırlamanız için bir bağlantı gönderdik.").waitFor();
    await saveScreenshot(page, "auth-forgot-password-turkish");
    await context.close();
  });
});
