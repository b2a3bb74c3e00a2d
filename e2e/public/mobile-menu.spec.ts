import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("public site at 390 px", () => {
  it("opens the mobile menu and follows a section link", async () => {
    const { page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto("/");
    await page.waitForSelector("#hero-title");
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);

    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor({ state: "visible" });
    for (const label of [
      "Home",
      "Services",
      "Pricing",
      "About",
      "Contact",
      "Careers",
      "Blog",
      "Login",
      "Sign Up",
      "Apply as Translator",
    ]) {
      expect(await menu.getByRole("link", { name: label, exact: true }).isVisible()).toBe(true);
    }
    await saveScreenshot(page, "public-mobile-menu-open");

    await menu.getByRole("link", { name: "Pricing", exact: true }).click();
    await menu.waitFor({ state: "hidden" });
    await page.waitForFunction(() => {
      const top = document.querySelector("#pricing")?.getBoundingClientRect().top ?? 9999;
      return top >= -2 && top < 160;
    });
  });

  it("fits the calculator and the page in the viewport width", async () => {
    const { page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto("/");
    await page.waitForSelector("[data-testid=quote-total]");
    expect(await page.locator("[data-testid=quote-total]").innerText()).toBe("$75.00");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "public-home-mobile");
  });
});
