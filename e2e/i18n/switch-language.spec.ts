import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerThroughApi } from "../orders/fixtures";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";

// Decision 014 (i18n): the header's language switch, kept across reloads and, signed in, on the account.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("the language switch", () => {
  it("turns the header and footer Turkish and keeps the choice after a reload", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/auth");
    // The header's landmark is named in the page's language ("Main", "Ana menü").
    const main = page.getByRole("navigation", { name: /^(Main|Ana menü)$/ });
    await main.getByRole("link", { name: "Home", exact: true }).waitFor();

    await page.getByLabel("Language").filter({ visible: true }).selectOption("tr");
    await main.getByRole("link", { name: "Ana Sayfa", exact: true }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("tr");
    expect(await page.getByRole("contentinfo").innerText()).toContain("Tüm hakları saklıdır.");
    await saveScreenshot(page, "i18n-header-turkish");

    await page.reload();
    await main.getByRole("link", { name: "Ana Sayfa", exact: true }).waitFor();
    expect(await page.getByLabel("Dil").filter({ visible: true }).inputValue()).toBe("tr");
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("tr");

    await page.getByLabel("Dil").filter({ visible: true }).selectOption("en");
    await main.getByRole("link", { name: "Home", exact: true }).waitFor();
    await context.close();
  });

  it("scrolls to a section from the Turkish header and stays on the Turkish page", async () => {
    const { page } = await newPage(browser);
    await page.goto("/tr");
    await page.locator("html[data-interactive]").waitFor();
    await page
      .getByRole("navigation", { name: "Ana menü" })
      .getByRole("link", { name: "Fiyatlar", exact: true })
      .click();
    await page.waitForFunction(() => {
      const top = document.querySelector("#pricing")?.getBoundingClientRect().top;
      return top !== undefined && top >= -2 && top < 160;
    });
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe("/tr#pricing");
    expect(await page.locator("h1").first().innerText()).toBe("USCIS Onaylı Tercüme Hizmetleri");
  });

  it("keeps a signed-in customer's choice on the account, and a new sign-in elsewhere follows it", async () => {
    const { page, context } = await newPage(browser);
    const customer = await registerThroughApi(page, "dil");
    await page.goto("/dashboard");
    const languageSwitch = page.getByLabel("Language").filter({ visible: true });
    await languageSwitch.waitFor();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith("/api/user/language") && response.status() === 200,
    );
    await languageSwitch.selectOption("tr");
    await saved;
    const me = await page.request.get("/api/user");
    expect((await me.json()).language).toBe("tr");
    await context.close();

    // Another device, English browser: signing in brings the account's Turkish back.
    const other = await newPage(browser);
    await other.page.goto("/auth");
    await other.page.getByLabel("Username", { exact: true }).fill(customer.username);
    await other.page.getByLabel("Password", { exact: true }).fill(customer.password);
    await other.page.getByLabel("Password", { exact: true }).press("Enter");
    await other.page.waitForURL("**/dashboard");
    await other.page.waitForFunction(() => document.documentElement.lang === "tr");
    expect(await other.page.getByLabel("Dil").filter({ visible: true }).inputValue()).toBe("tr");
    await other.context.close();
  });

  it("takes a customer whose account reads English from the Turkish sign-in page to the English dashboard", async () => {
    const { page, context } = await newPage(browser);
    const customer = await registerThroughApi(page, "eng");
    await context.clearCookies();
    await page.goto("/tr/auth");
    await page.getByLabel("Kullanıcı adı", { exact: true }).fill(customer.username);
    await page.getByLabel("Şifre", { exact: true }).fill(customer.password);
    await page.getByLabel("Şifre", { exact: true }).press("Enter");
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await context.close();
  });
});
