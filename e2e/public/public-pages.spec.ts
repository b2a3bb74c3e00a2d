import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("linked public pages", () => {
  it.each([
    ["/careers", "Help people cross the bridge", "Careers | Bosphorus Translate"],
    ["/blog", "Translation guides and news", "Blog | Bosphorus Translate"],
    ["/contact", "We're here to help", "Contact Us | Bosphorus Translate"],
    ["/terms", "Terms of Service", "Terms of Service | Bosphorus Translate"],
    ["/privacy", "Privacy Policy", "Privacy Policy | Bosphorus Translate"],
  ])("%s shows its content", async (path, heading, title) => {
    const { page } = await newPage(browser);
    await page.goto(path);
    await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    expect(await page.title()).toBe(title);
    expect(await page.locator("footer#contact").isVisible()).toBe(true);
    await saveScreenshot(page, `public-page${path.replace("/", "-")}`);
  });

  it("blog articles expand", async () => {
    const { page } = await newPage(browser);
    await page.goto("/blog");
    const first = page.locator("article").first();
    await first.getByText("Read the full article").click();
    expect(await first.getByText("8 CFR 103.2(b)(3)").isVisible()).toBe(true);
  });
});

describe("contact form", () => {
  it("validates, sends the message and confirms", async () => {
    const { page } = await newPage(browser);
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(await page.locator("#contact-name-error").innerText()).toBe("Please enter your name");
    expect(await page.locator("#contact-email-error").innerText()).toBe("Please enter a valid email address");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-name");

    await page.getByLabel("Full name", { exact: true }).fill("Emily Carter");
    await page.getByLabel("E-mail", { exact: true }).fill("emily.e2e@example.com");
    await page.getByLabel("Phone (optional)", { exact: true }).fill("+1 (917) 555-0123");
    await page.getByLabel("Subject", { exact: true }).fill("Birth certificate for USCIS");
    await page.getByLabel("Message", { exact: true }).fill("Hello");
    expect(await page.locator("#contact-message-error").innerText()).toBe(
      "Your message must be at least 10 characters",
    );
    await page
      .getByLabel("Message", { exact: true })
      .fill("I need my Turkish birth certificate translated for my green card application.");

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/contact")),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(201);
    const success = page.locator("[data-testid=contact-success]");
    await success.waitFor();
    expect(await success.innerText()).toContain(
      "Thank you for your message. We'll get back to you within one business day.",
    );
    expect(await success.innerText()).toContain("A short confirmation is on its way to your inbox.");
    await saveScreenshot(page, "public-contact-sent");
  });
});

describe("coming soon", () => {
  it("shows the countdown stopped at zero and stores a launch notification", async () => {
    const { page } = await newPage(browser);
    await page.goto("/coming-soon");
    const launch = new Date(2025, 3, 19).getTime();
    const cells = page.locator("[data-testid=countdown] [data-testid^=countdown-]");
    await cells.first().waitFor(); // the page is lazily loaded: read the cells once they exist
    const digits = await cells.allInnerTexts();
    expect(digits).toHaveLength(4);
    if (Date.now() >= launch) expect(digits).toEqual(["00", "00", "00", "00"]);
    else for (const value of digits) expect(value).toMatch(/^\d{2,}$/);

    const email = page.locator("#notify-email");
    expect(await email.getAttribute("type")).toBe("email");
    await email.fill("not-an-address");
    await page.getByRole("button", { name: "Notify Me" }).click();
    expect(await page.locator("#notify-email-error").innerText()).toBe("Please enter a valid email address");

    const address = `launch${Date.now()}@example.com`;
    await email.fill(address);
    await page.getByRole("button", { name: "Notify Me" }).click();
    const confirmation = page.locator("[data-testid=notify-confirmation]");
    await confirmation.waitFor();
    expect(await confirmation.innerText()).toBe("Thanks! We'll e-mail you as soon as we launch.");
    await saveScreenshot(page, "public-coming-soon");

    await email.fill(address.toUpperCase());
    await page.getByRole("button", { name: "Notify Me" }).click();
    await page.waitForFunction(() =>
      document.querySelector("[data-testid=notify-confirmation]")?.textContent?.includes("already on the list"),
    );
  });
});
