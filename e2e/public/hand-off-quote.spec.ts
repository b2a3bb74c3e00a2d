import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("Get Started Now", () => {
  it("saves the quote into the order draft (and quoteData in sessionStorage) and goes to /order", async () => {
    const { page } = await newPage(browser);
    await page.goto("/");
    await page.selectOption("#quote-service-type", "premium");
    await page.selectOption("#quote-direction", "en-tr");
    await page.fill("#quote-word-count", "800");
    // Premium includes rush (decision 035): the switch is on and locked.
    expect(await page.isChecked("#quote-rush")).toBe(true);
    expect(await page.isDisabled("#quote-rush")).toBe(true);
    await page.check("#quote-physical");
    // 800 × $0.20 = 160, rush +80, notarization 25, shipping 15.
    expect(await page.locator("[data-testid=quote-total]").innerText()).toBe("$280.00");

    await page.click("[data-testid=quote-get-started]");
    await page.waitForURL((url) => url.pathname === "/order");

    // The draft on the server (this browser's cookie) has the calculator's options and document.
    const { draft } = await (await page.request.get("/api/order-draft")).json();
    expect(draft).toMatchObject({
      serviceType: "premium",
      translationDirection: "en-tr",
      isRush: true,
      isPhysicalDelivery: true,
      items: [{ documentType: "other", wordCount: 800, extraCopies: 0, fileId: null }],
      files: [],
    });
    expect(await page.inputValue("#draft-service-type")).toBe("premium");
    expect(await page.inputValue("#draft-direction")).toBe("en-tr");

    // The dashboard's New Order form still finds the quote.
    const stored = await page.evaluate(() => sessionStorage.getItem("quoteData"));
    expect(JSON.parse(stored ?? "null")).toEqual({
      serviceType: "premium",
      translationDirection: "en-tr",
      wordCount: 800,
      isRush: true,
      isPhysicalDelivery: true,
      totalPrice: 280,
      totalCents: 28000,
      items: [{ documentType: "other", wordCount: 800, notarization: false, extraCopies: 0 }],
    });
    await saveScreenshot(page, "public-quote-handoff-order");
  });

  it("keeps the defaults when nothing is changed", async () => {
    const { page } = await newPage(browser);
    await page.goto("/");
    await page.click("[data-testid=quote-get-started]");
    await page.waitForURL((url) => url.pathname === "/order");
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem("quoteData") ?? "null"));
    expect(stored).toEqual({
      serviceType: "certified",
      translationDirection: "tr-en",
      wordCount: 500,
      isRush: false,
      isPhysicalDelivery: false,
      totalPrice: 75,
      totalCents: 7500,
      items: [{ documentType: "other", wordCount: 500, notarization: false, extraCopies: 0 }],
    });
  });
});
