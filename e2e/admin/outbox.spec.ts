import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_ADMIN, launchBrowser, saveScreenshot } from "../support/browser";
import { adminPage } from "./fixtures";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("admin outbox", () => {
  it("lists the admin code e-mail, newest first, with its text", async () => {
    const { context, page } = await adminPage(browser);
    await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Outbox" }).click();
    await page.getByRole("heading", { name: "Outbox", exact: true }).waitFor();

    const newest = page.getByTestId("outbox-email").first();
    await newest.waitFor();
    const header = (await newest.textContent()) ?? "";
    expect(header).toContain("Your Bosphorus Translate admin verification code");
    expect(header).toContain(E2E_ADMIN.email);
    expect(header).toContain("outbox");

    await newest.getByRole("button").first().click();
    await newest.locator("pre").waitFor();
    // The code is masked for admins (docs/security.md "Attack-run fixes"): the outbox never shows another admin's code.
    expect(await newest.locator("pre").textContent()).toContain("admin verification code is: ••••••");
    await saveScreenshot(page, "admin-outbox-desktop");

    await page.getByLabel("Search by recipient or subject", { exact: true }).fill("no-such-recipient@example.com");
    await page.getByText("No e-mails found").waitFor();
    await context.close();
  });

  it("is readable on a phone", async () => {
    const { context, page } = await adminPage(browser, { width: 390, height: 844 });
    await page.goto("/admin/outbox");
    await page.getByTestId("outbox-email").first().waitFor();
    await saveScreenshot(page, "admin-outbox-mobile");
    await context.close();
  });
});
