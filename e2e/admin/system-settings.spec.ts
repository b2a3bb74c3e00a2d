import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { MACHINE_TRANSLATION_TEXTS } from "../../src/shared/schemas/machine-translation";
import { adminPage, expectToast } from "./fixtures";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const saveButton = (page: Page) => page.getByRole("button", { name: "Save Changes" });

async function setCompanyPhone(page: Page, phone: string) {
  await page.getByLabel("Company Phone", { exact: true }).fill(phone);
  await saveButton(page).click();
  await expectToast(page, "Settings saved");
  await saveButton(page).waitFor({ state: "detached" });
}

describe("admin settings", () => {
  it("saves the company phone and the public footer shows it", async () => {
    const { context, page } = await adminPage(browser);
    await page.goto("/admin/settings");
    await page.getByText("Company Phone").waitFor();
    const original = await page.inputValue("#setting-company_phone");
    expect(await saveButton(page).count()).toBe(0);
    await saveScreenshot(page, "admin-settings-desktop");

    const phone = "+1 (646) 555-0199";
    await setCompanyPhone(page, phone);

    const visitor = await newPage(browser);
    await visitor.page.goto("/");
    await visitor.page.getByRole("contentinfo").getByText(phone).waitFor();
    await visitor.context.close();

    // A refused value shows the server's message in the spec's wording and keeps the edit pending.
    await page.getByRole("tab", { name: "Email" }).click();
    await page.getByLabel("Agency Notification Email", { exact: true }).fill("not-an-address");
    await saveButton(page).click();
    await expectToast(page, "An error occurred while updating settings: Invalid email format");
    await page.getByRole("button", { name: "Discard" }).click();
    await saveButton(page).waitFor({ state: "detached" });

    // Switches and secrets.
    await page.getByRole("switch", { name: "Order Status Emails" }).waitFor();
    await page.getByRole("tab", { name: "Payment" }).click();
    expect(await page.getByLabel("Stripe Webhook Secret", { exact: true }).getAttribute("type")).toBe("password");

    await page.getByRole("tab", { name: "General Settings" }).click();
    await setCompanyPhone(page, original);
    await context.close();
  });

  it("checks the Change Admin Password form on the Security tab", async () => {
    const { context, page } = await adminPage(browser, { width: 390, height: 844 });
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Security" }).click();
    await page.getByRole("switch", { name: "Admin Two Step Verification" }).waitFor();
    await saveScreenshot(page, "admin-settings-mobile");

    await page.getByLabel("Current password", { exact: true }).fill("wrong-password");
    await page.getByLabel("New password", { exact: true }).fill("new-secret-1");
    await page.getByLabel("Confirm new password", { exact: true }).fill("new-secret-2");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("Passwords don't match").waitFor();

    await page.getByLabel("Confirm new password", { exact: true }).fill("new-secret-1");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expectToast(page, "An error occurred while changing password: Current password is incorrect");
    await saveScreenshot(page, "admin-settings-security-mobile");
    await context.close();
  });
  it("says on the Security tab that no customer text leaves the platform: machine pre-translation off, no DeepL key", async () => {
    const { context, page } = await adminPage(browser);
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Security" }).click();
    const machine = page.getByRole("switch", { name: "Send segments without a memory match to DeepL" });
    await machine.waitFor();
    expect(await machine.isDisabled()).toBe(true);
    expect(await machine.getAttribute("aria-checked")).toBe("false");
    await page.getByText(MACHINE_TRANSLATION_TEXTS.stays, { exact: true }).waitFor();
    await page.getByText(MACHINE_TRANSLATION_TEXTS.noKey, { exact: true }).waitFor();
    // The generic list leaves the setting to its card.
    expect(await page.getByRole("switch", { name: "Machine Pretranslation" }).count()).toBe(0);
    await saveScreenshot(page, "admin-settings-machine-translation");
    await context.close();
  });
});
