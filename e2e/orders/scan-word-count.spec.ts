import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TURKISH_LETTER_LINES, renderPhotoPng, renderSmearedPng } from "../../tests/support/ocr-fixtures";
import { adminPage } from "../admin/fixtures";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { registerThroughApi } from "./fixtures";

// Issue 28: a sideways phone photo is counted from its words while the upload says "Counting words…"; a photo
// OCR cannot read reliably is priced on the page estimate, marked for an agent, and the customer sees the new
// price before paying. In English and Turkish.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function switchToTurkish(page: Page) {
  const languageSelect = page.getByLabel(/^(Language|Dil)$/).filter({ visible: true });
  await expect
    .poll(
      async () => {
        await languageSelect.selectOption("tr");
        return page.evaluate(() => document.documentElement.lang);
      },
      { timeout: 30_000 },
    ) // hydration is slow on a loaded machine
    .toBe("tr");
}

async function emptyOrder(page: Page): Promise<number> {
  const created = await page.request.post("/api/orders", {
    data: {
      serviceType: "certified",
      translationDirection: "tr-en",
      items: [{ documentType: "other", wordCount: 500 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

describe("uploading a phone photo", () => {
  it.each([
    ["en", "Counting words…", "counted from a scan", /(\d+) words/],
    ["tr", "Kelimeler sayılıyor…", "taranmış sayfadan sayıldı", /(\d+) kelime/],
  ] as const)(
    "taken sideways, says it is counting words (%s) and counts them",
    { timeout: 300_000 },
    async (language, counting, scanMark, wordsIn) => {
      const { context, page } = await newPage(browser);
      await registerThroughApi(page, `photo${language}`);
      const orderId = await emptyOrder(page);
      await page.goto(`/dashboard/upload/${orderId}`);
      if (language === "tr") await switchToTurkish(page);
      await page.setInputFiles("#document-files", {
        name: "dilekce-yan.png",
        mimeType: "image/png",
        buffer: renderPhotoPng(TURKISH_LETTER_LINES, { turns: 1 }),
      });
      await page.getByRole("button", { name: language === "en" ? "Upload 1 file" : "1 dosya yükle" }).click();
      const item = page.getByTestId("upload-item");
      await page.locator("[data-testid=upload-item][data-state=counting]").waitFor({ timeout: 60_000 });
      expect(await item.innerText()).toContain(counting);
      expect(await item.innerText()).not.toContain("100%");
      await saveScreenshot(page, `orders-upload-counting-${language}`);
      // The count arrives with the answer, or (OCR on a busy machine outlasting the upload's wait) a moment later in
      // the documents list: either way it is counted from the words, marked "counted from a scan".
      await page.locator("[data-testid=upload-item][data-state=uploaded]").waitFor({ timeout: 200_000 });
      const mark = page.getByTestId("word-count-mark").filter({ hasText: scanMark });
      await mark.waitFor({ timeout: 200_000 });
      const words = Number(wordsIn.exec(await mark.locator("xpath=..").innerText())![1]);
      expect(Math.abs(words - 72)).toBeLessThanOrEqual(7);
      await saveScreenshot(page, `orders-upload-counted-${language}`);
      await context.close();
    },
  );
});

describe("a photo OCR cannot read reliably", () => {
  it(
    "is priced on the estimate and flagged; the agent's count reaches the customer before paying, and checkout charges it",
    { timeout: 300_000 },
    async () => {
      const customer = await newPage(browser);
      await registerThroughApi(customer.page, "blurred");
      const orderId = await emptyOrder(customer.page);
      const upload = await customer.page.request.post("/api/documents", {
        multipart: {
          orderId: String(orderId),
          file: {
            name: "bulanik.png",
            mimeType: "image/png",
            buffer: renderSmearedPng(TURKISH_LETTER_LINES.slice(0, 3)),
          },
        },
        timeout: 200_000,
      });
      expect(upload.status(), await upload.text()).toBe(201);

      await customer.page.goto(`/dashboard/orders/${orderId}`);
      await customer.page.getByTestId("word-count-review-pending").waitFor();
      expect(await customer.page.getByTestId("word-count-mark").innerText()).toBe("estimated — an agent will confirm");
      await saveScreenshot(customer.page, "orders-count-review-pending-en");

      // The admin sees the flag in the list and sets the count on the order.
      const admin = await adminPage(browser);
      await admin.page.goto("/admin/orders");
      await admin.page.getByTestId(`order-row-${orderId}`).getByTestId("word-count-review-badge").waitFor();
      await admin.page.goto(`/admin/orders/${orderId}`);
      await admin.page.getByLabel("Words counted", { exact: true }).fill("40");
      await saveScreenshot(admin.page, "admin-word-count-review");
      await admin.page.getByRole("button", { name: "Set word count" }).click();
      await admin.page.getByText("(counted by an agent)").waitFor();
      await admin.page.getByText(/Word count of bulanik\.png set to 40 by an agent/).waitFor();
      await saveScreenshot(admin.page, "admin-word-count-set");

      // 250 words × $0.15 = $37.50 became 40 words, under the $25.00 minimum.
      await customer.page.reload();
      const notice = customer.page.getByTestId("word-count-confirmed");
      await notice.waitFor();
      expect(await notice.innerText()).toContain("The price of your order changed from $37.50 to $25.00");
      await saveScreenshot(customer.page, "orders-count-review-confirmed-en");
      await switchToTurkish(customer.page);
      await customer.page.getByText("Kelime sayınız doğrulandı").waitFor();
      expect(await notice.innerText()).toContain("$37.50 tutarından $25.00 tutarına değişti");
      await saveScreenshot(customer.page, "orders-count-review-confirmed-tr");

      await customer.page.goto(`/checkout/${orderId}`);
      await customer.page.getByTestId("charge-amount").waitFor();
      expect(await customer.page.getByTestId("charge-amount").innerText()).toBe("$25.00");
      await admin.context.close();
      await customer.context.close();
    },
  );
});

describe("the minimum charge and business-day delivery on the public pages", () => {
  it.each(["en", "tr"] as const)("are shown before an order reaches them (%s)", async (language) => {
    const { context, page } = await newPage(browser);
    await page.goto(language === "en" ? "/pricing" : "/tr/pricing");
    const minimumRow = language === "en" ? "Minimum order$25 per order" : "Asgari sipariş tutarıSipariş başına $25";
    await expect
      .poll(async () => (await page.locator("#pricing tr").allInnerTexts()).map((row) => row.replace(/\s+/g, "")))
      .toContain(minimumRow.replace(/\s+/g, ""));
    await page
      .getByText(language === "en" ? "Every order costs at least $25" : "Her sipariş en az $25 tutarındadır")
      .first()
      .waitFor();
    await page.getByTestId("quote-minimum").waitFor();
    expect(await page.getByTestId("quote-minimum").innerText()).toContain("$25.00");
    // The delivery date arrives with the holiday list: never a weekend day.
    await expect.poll(async () => (await page.getByTestId("quote-delivery-date").innerText()).trim()).not.toBe("");
    await saveScreenshot(page, `public-pricing-minimum-${language}`);
    await page.goto(language === "en" ? "/faq" : "/tr/faq");
    await page
      .getByRole("button", { name: language === "en" ? "Is there a minimum charge?" : "Asgari bir ücret var mı?" })
      .click();
    await page
      .getByText(language === "en" ? "every order costs at least $25" : "her sipariş en az $25 tutarındadır")
      .waitFor();
    await saveScreenshot(page, `public-faq-minimum-${language}`);
    await context.close();
  });
});
