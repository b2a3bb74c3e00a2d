import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function openHome(options: { width?: number } = {}): Promise<Page> {
  const { page } = await newPage(browser, options);
  await page.goto("/");
  await page.waitForSelector("#hero-title");
  return page;
}

/** True once the element's top edge sits near the top of the viewport (below the sticky header). */
async function waitUntilScrolledTo(page: Page, selector: string) {
  await page.waitForFunction(
    (sel) => {
      const top = document.querySelector(sel)?.getBoundingClientRect().top;
      return top !== undefined && top >= -2 && top < 160;
    },
    selector,
    { timeout: 5000 },
  );
}

describe("home page", () => {
  it("has the spec's title, description and the sections in order", async () => {
    const page = await openHome();
    expect(await page.title()).toBe("Bosphorus Translate | USCIS Certified Turkish-English Translation Services");
    const description = await page.getAttribute('meta[name="description"]', "content");
    expect(description).toContain(
      "Professional Turkish-English translation services with USCIS certification, notarization and general translation",
    );
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("USCIS Certified Translation Services");

    // The customers' ratings section is there once someone has rated (docs/ratings.md; e2e/ratings may have run first).
    const headings = (await page.locator("#main-content h2").allInnerTexts()).filter(
      (heading) => heading !== "What Our Clients Say",
    );
    expect(headings).toEqual([
      "Instant Quote Calculator",
      "Facing Translation Challenges?",
      "Our Translation Services",
      "Our Story",
      "How It Works",
      "Transparent Pricing",
      "Why Choose Bosphorus Translate",
      "100% Satisfaction Guarantee",
      "Frequently Asked Questions",
    ]);
    for (const id of ["services", "about", "pricing", "contact", "order", "faq"])
      expect(await page.locator(`#${id}`).count()).toBe(1);
    await saveScreenshot(page, "public-home-desktop");
  });

  it("shows the plans with Certified marked Most Popular and every flat rate", async () => {
    const page = await openHome();
    const certified = page.locator("#pricing article", { hasText: "Most Popular" });
    expect(await certified.locator("h3").innerText()).toBe("Certified");
    expect(await page.locator("[data-testid=plan-price-standard]").innerText()).toBe("$0.12");
    expect(await page.locator("[data-testid=plan-price-certified]").innerText()).toBe("$0.15");
    expect(await page.locator("[data-testid=plan-price-premium]").innerText()).toBe("$0.20");
    const rows = await page.locator("#pricing table tbody tr").evaluateAll((trs) => trs.map((tr) => tr.textContent));
    expect(rows).toEqual([
      "Birth certificate$60",
      "Marriage certificate$70",
      "Diploma$80",
      "Driver's license$45",
      "Power of attorney$120",
      "Court documents$0.18 per word",
      "Contracts$0.16 per word",
      "Affidavits$90",
      "Notarization$25 per document",
      "Rush service+50%",
      "Physical delivery$15",
      "Extra copies$10 each",
      "Minimum order$25 per order",
    ]);
  });

  it("shows the company details from the settings in the footer", async () => {
    const page = await openHome();
    await page.waitForFunction(
      () => document.querySelector("[data-testid=footer-phone]")?.textContent === "+1 (212) 555-0147",
    );
    expect(await page.locator("[data-testid=footer-email]").innerText()).toBe("info@bosphorustranslate.com");
    expect(await page.locator("[data-testid=footer-address]").innerText()).toBe(
      "350 Fifth Avenue, Suite 4200, New York, NY 10118",
    );
    expect(await page.getByRole("contentinfo").innerText()).toContain("Mon-Fri 9AM-6PM EST");
    for (const link of [
      "FAQs",
      "Contact Us",
      "Privacy Policy",
      "Terms of Service",
      "Blog",
      "USCIS Certified Translations",
      "Academic Translation",
    ]) {
      expect(await page.getByRole("contentinfo").getByRole("link", { name: link }).count()).toBe(1);
    }
  });

  it("FAQ opens one answer at a time and closes it again", async () => {
    const page = await openHome();
    const questions = page.locator("#faq button[aria-expanded]");
    expect(await questions.count()).toBe(6);
    const expanded = () => questions.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-expanded")));

    await questions.nth(0).click();
    expect(await expanded()).toEqual(["true", "false", "false", "false", "false", "false"]);
    expect(await page.getByRole("region", { name: 'What makes a translation "certified"?' }).isVisible()).toBe(true);

    await questions.nth(3).click();
    expect(await expanded()).toEqual(["false", "false", "false", "true", "false", "false"]);
    expect(await page.getByRole("region", { name: "Which file formats do you accept?" }).innerText()).toContain(
      "PDF, JPG, PNG, DOCX, DOC and TXT",
    );

    await questions.nth(3).click();
    expect(await expanded()).toEqual(["false", "false", "false", "false", "false", "false"]);

    await questions.nth(1).focus();
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Do you offer notarization?");
    await page.keyboard.press("Enter");
    expect(await expanded()).toEqual(["false", "false", "true", "false", "false", "false"]);
    await saveScreenshot(page, "public-home-faq-open");
  });

  it("scrolls to the in-page anchors", async () => {
    const page = await openHome();
    await page.getByRole("link", { name: "View Pricing Options" }).click();
    await waitUntilScrolledTo(page, "#pricing");

    await page.locator("#services").getByRole("link", { name: "See certified pricing" }).click();
    await waitUntilScrolledTo(page, "#pricing");

    await page.getByRole("link", { name: "Start Now" }).click();
    await waitUntilScrolledTo(page, "#pricing");

    await page.locator("#faq").getByRole("link", { name: "Contact Us" }).click();
    await page.waitForFunction(() => {
      const rect = document.querySelector("#contact")!.getBoundingClientRect();
      return rect.top < window.innerHeight && rect.bottom > 0;
    });

    await page.getByRole("link", { name: "Get Started Today" }).click();
    await waitUntilScrolledTo(page, "#order");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await waitUntilScrolledTo(page, "#about");
  });

  it("takes a keyboard user from the top of the page to the price calculator in two Tabs, in both languages", async () => {
    for (const [path, label, field] of [
      ["/", "Skip to the price calculator", "Service type"],
      ["/tr", "Fiyat hesaplayıcıya geç", "Hizmet türü"],
    ] as const) {
      const { page, context } = await newPage(browser);
      await page.goto(path);
      await page.waitForSelector("#hero-title");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      const focused = page.locator(":focus");
      expect(await focused.innerText()).toBe(label);
      expect(await focused.isVisible()).toBe(true);
      await page.keyboard.press("Enter");
      // The calculator's first field has the keyboard: a choice of service is one arrow key away.
      await page.waitForFunction(() => document.activeElement?.closest("#quote-calculator") !== null);
      const fieldLabel = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        return active?.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent?.trim() : null;
      });
      expect(fieldLabel).toBe(field);
      await context.close();
    }
  });

  it("arrives at /#pricing from another page", async () => {
    const { page } = await newPage(browser);
    await page.goto("/careers");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL((url) => url.pathname === "/" && url.hash === "#pricing");
    await waitUntilScrolledTo(page, "#pricing");

    const direct = (await newPage(browser)).page;
    await direct.goto("/#services");
    await waitUntilScrolledTo(direct, "#services");
  });

  // The reviews strip shows customers' real ratings once there are some: e2e/ratings/customer-ratings.spec.ts.

  it("gives every image a text alternative or hides it from screen readers", async () => {
    const page = await openHome();
    const unlabelled = await page.evaluate(
      () =>
        [...document.querySelectorAll("img, svg")].filter((el) => {
          if (el.closest("[aria-hidden=true]")) return false;
          return !(el.getAttribute("alt") || el.getAttribute("aria-label") || el.getAttribute("role") === "img");
        }).length,
    );
    expect(unlabelled).toBe(0);
  });
});

describe("not-found screen", () => {
  it("shows the 404 page for an unknown path", async () => {
    const { page } = await newPage(browser);
    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.getByText("Did you forget to add the page to the router?").isVisible()).toBe(true);
    await saveScreenshot(page, "public-404");
  });
});
