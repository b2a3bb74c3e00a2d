import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, saveScreenshot, uniqueUser } from "../support/browser";
import { TERMS_CONSENT } from "../support/sign-up";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("customer account", () => {
  it("registers, logs out, logs back in and sees the dashboard", async () => {
    const { context, page } = await newPage(browser);
    const customer = uniqueUser("reg");

    await page.goto("/auth?tab=register");
    await page.getByLabel("First name", { exact: true }).fill(customer.firstName);
    await page.getByLabel("Last name", { exact: true }).fill(customer.lastName);
    await page.getByLabel("Username", { exact: true }).fill(customer.username);
    await page.getByLabel("Email", { exact: true }).fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByLabel("Confirm password", { exact: true }).fill(customer.password);

    // The consent to the terms is required: unticked, the form says so (announced, tied to the box) and sends nothing.
    const consent = page.getByRole("checkbox", { name: TERMS_CONSENT });
    expect(await consent.getAttribute("aria-checked")).toBe("false");
    const consentLabel = page.locator('label[for="register-acceptTerms"]');
    const termsLink = consentLabel.getByRole("link", { name: "Terms of Service" });
    expect(await termsLink.getAttribute("href")).toBe("/terms");
    expect(await termsLink.getAttribute("target")).toBe("_blank");
    expect(await consentLabel.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
    await page.getByRole("button", { name: "Create Account" }).click();
    const consentError = page
      .getByRole("alert")
      .filter({ hasText: "Please accept the terms of service and privacy policy" });
    await consentError.waitFor();
    expect(await consent.getAttribute("aria-invalid")).toBe("true");
    expect(await consent.getAttribute("aria-describedby")).toBe("register-acceptTerms-error");
    expect(new URL(page.url()).pathname).toBe("/auth");
    await saveScreenshot(page, "auth-register-consent-required");

    // Ticked (here through its label), the message goes and the account is created.
    await page.getByText(/^I agree to the/).click({ position: { x: 5, y: 5 } });
    expect(await consent.getAttribute("aria-checked")).toBe("true");
    await consentError.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Create Account" }).click();

    await page.waitForURL("**/dashboard");
    // A first visit after sign-up says "Welcome" (docs/customer-ui.md), and the verification banner asks for the e-mailed code.
    await page.getByRole("main").getByText(`Welcome, ${customer.firstName}!`).waitFor();
    await page.getByRole("region", { name: "Email verification" }).waitFor();
    await saveScreenshot(page, "auth-dashboard-after-register");

    // The session cookie is httpOnly: scripts on the page cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain("bt_session");

    // Back on the public site, the header's account menu is labelled with the first name.
    await page.getByRole("link", { name: "Back to Website" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("button", { name: customer.firstName }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Logged out successfully").first().waitFor();

    await page.goto("/dashboard");
    await page.waitForURL("**/auth");

    await page.getByLabel("Username", { exact: true }).fill(customer.username);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("main").getByText(`Welcome back, ${customer.firstName}!`).waitFor();
    await context.close();
  });

  it("shows the schema's messages for a bad sign-up and the server's for a wrong password", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/auth?tab=register");
    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByLabel("Confirm password", { exact: true }).fill("123456");
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Password must be at least 6 characters").waitFor();
    await page.getByText("Invalid email format").waitFor();
    await page.getByText("Passwords don't match").waitFor();

    await page.goto("/auth");
    await page.getByLabel("Username", { exact: true }).fill("nobody-at-all");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid username or password").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");
    await context.close();
  });
});

describe("route guards", () => {
  it("sends a visitor from a protected page to /auth and from an admin page to /admin/auth", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/dashboard/orders");
    await page.waitForURL("**/auth");
    await page.goto("/admin/orders");
    await page.waitForURL("**/admin/auth");
    await context.close();
  });

  it("sends a customer away from admin pages to the home page", async () => {
    const { context, page } = await newPage(browser);
    const customer = uniqueUser("guard");
    const response = await page.request.post("/api/register", { data: { ...customer, acceptTerms: true } });
    expect(response.status()).toBe(201);
    await page.goto("/admin/users");
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });

  it("shows the not-found screen for unknown paths", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await page.getByText("Did you forget to add the page to the router?").waitFor();
    await context.close();
  });
});
