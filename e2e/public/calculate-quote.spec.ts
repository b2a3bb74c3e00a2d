import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { estimateDeliveryDate } from "../../src/server/delivery/us-holidays";
import { formatUsLongDate } from "../../src/shared/format";
import { writeWordsPdf } from "../orders/fixtures";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
beforeEach(async () => {
  ({ page } = await newPage(browser));
  await page.goto("/");
  await page.waitForSelector("[data-testid=quote-total]");
});

const total = () => page.locator("[data-testid=quote-total]").innerText();

async function setQuote(options: {
  service?: string;
  direction?: string;
  words?: string;
  rush?: boolean;
  physical?: boolean;
}) {
  if (options.service) await page.selectOption("#quote-service-type", options.service);
  if (options.direction) await page.selectOption("#quote-direction", options.direction);
  if (options.words !== undefined) await page.fill("#quote-word-count", options.words);
  if (options.rush !== undefined) await page.setChecked("#quote-rush", options.rush);
  if (options.physical !== undefined) await page.setChecked("#quote-physical", options.physical);
}

describe("Instant Quote Calculator", () => {
  it("starts at certified, Turkish to English, one other document of 500 words: $75.00, delivered in 3 days", async () => {
    expect(await page.inputValue("#quote-service-type")).toBe("certified");
    expect(await page.inputValue("#quote-direction")).toBe("tr-en");
    expect(await page.inputValue("#quote-document-type")).toBe("other");
    expect(await page.inputValue("#quote-word-count")).toBe("500");
    expect(await page.isChecked("#quote-rush")).toBe(false);
    expect(await page.isChecked("#quote-physical")).toBe(false);
    expect(await total()).toBe("$75.00");
    expect(await page.locator("#order [data-testid=price-line]").allInnerTexts()).toEqual([
      "Other document: 500 words × $0.15 (Certified)\n$75.00",
    ]);
    // Business days, skipping weekends and federal holidays: the date arrives with the holiday list.
    await page
      .locator("[data-testid=quote-delivery-date]", {
        hasText: formatUsLongDate(estimateDeliveryDate("certified", false, new Date())),
      })
      .waitFor();
    expect(await page.getAttribute("[data-testid=quote-speed]", "aria-valuenow")).toBe("65");
    await saveScreenshot(page, "public-calculator-defaults");
  });

  it.each([
    [{ service: "standard", words: "1000" }, "$120.00", "40"],
    [{ service: "standard", words: "1000", rush: true }, "$180.00", "40"],
    // Premium: every order rushed and notarized, priced in (decision 035): 50 + 25 + 25 + 15.
    [{ service: "premium", words: "250", physical: true }, "$115.00", "90"],
    [{ words: "500", rush: true, physical: true }, "$127.50", "65"],
    [{ service: "premium", words: "1234", physical: true }, "$410.20", "90"],
    // The minimum order charge ($25) lifts tiny orders.
    [{ words: "3", rush: true }, "$25.00", "65"],
    [{ service: "standard", direction: "en-tr", words: "12500" }, "$1,500.00", "40"],
  ])("prices %j at %s", async (options, expected, speed) => {
    await setQuote(options);
    expect(await total()).toBe(expected);
    expect(await page.getAttribute("[data-testid=quote-speed]", "aria-valuenow")).toBe(speed);
  });

  it("shows the 24-hour delivery date of a rush order (weekends included)", async () => {
    await setQuote({ service: "standard", rush: true });
    await page
      .locator("[data-testid=quote-delivery-date]", {
        hasText: formatUsLongDate(estimateDeliveryDate("standard", true, new Date())),
      })
      .waitFor();
  });

  it("explains and blocks a zero or unreadable word count", async () => {
    await setQuote({ words: "" });
    expect(await page.locator("#quote-word-count-error").innerText()).toBe("Word count must be at least 1");
    expect(await page.isDisabled("[data-testid=quote-get-started]")).toBe(true);
    // No "$0.00": no total, and what is missing.
    expect(await page.locator("[data-testid=quote-total]").count()).toBe(0);
    expect(await page.getByTestId("quote-missing").innerText()).toBe("No price yet: Word count must be at least 1");
    await setQuote({ words: "0" });
    expect(await page.isDisabled("[data-testid=quote-get-started]")).toBe(true);
    await setQuote({ words: "400" });
    expect(await page.locator("#quote-word-count-error").count()).toBe(0);
    expect(await page.isDisabled("[data-testid=quote-get-started]")).toBe(false);
    expect(await total()).toBe("$60.00");
  });

  it("uploads a chosen document into the order draft and shows the server's count", async () => {
    await page.setInputFiles("#quote-document", {
      name: "transcript.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("word ".repeat(500)),
    });
    // 500 is also the default count, so wait for the file's count rather than the field.
    await expect
      .poll(() => page.locator("[data-testid=quote-file-estimate]").innerText(), { timeout: 30_000 })
      .toBe("2.44 KB · 500 words");
    expect(await page.inputValue("#quote-word-count")).toBe("500");
    const pdf = await writeWordsPdf(200, "Diploma.PDF");
    await page.setInputFiles("#quote-document", pdf.path);
    await expect.poll(() => page.inputValue("#quote-word-count"), { timeout: 30_000 }).toBe("200");
    expect(await total()).toBe("$30.00");
    // The file is in the visitor's draft, bound to the calculator's document; the replaced one is gone.
    const { draft } = await (await page.request.get("/api/order-draft")).json();
    expect(draft.files.map((file: { name: string }) => file.name)).toEqual(["Diploma.PDF"]);
    expect(draft.items[0].fileId).toBe(draft.files[0].id);
    // A file that is not really a PDF is refused with the upload's message, and the count stays.
    await page.setInputFiles("#quote-document", {
      name: "broken.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(1536, 1),
    });
    await page.getByRole("alert").filter({ hasText: "broken.pdf: File content does not match its type" }).waitFor();
    expect(await page.inputValue("#quote-word-count")).toBe("200");
  });

  it("refuses a file type the order cannot take, before uploading it", async () => {
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/order-draft/files")) uploads.push(request.url());
    });
    await page.setInputFiles("#quote-document", {
      name: "passport.rtf",
      mimeType: "application/rtf",
      buffer: Buffer.from("{\\rtf1 hello}"),
    });
    expect(await page.getByRole("alert").filter({ hasText: "File type not supported" }).innerText()).toBe(
      "passport.rtf: File type not supported. Allowed types: .pdf, .jpg, .jpeg, .png, .doc, .docx, .txt",
    );
    expect(await page.inputValue("#quote-word-count")).toBe("500");
    expect(uploads).toEqual([]);
  });

  it("preselects the tier when a pricing plan is chosen", async () => {
    await page.getByRole("link", { name: "Choose Premium" }).click();
    expect(await page.inputValue("#quote-service-type")).toBe("premium");
    expect(await total()).toBe("$175.00"); // 500 × $0.20 + 50% rush + $25 notarization, all in Premium's price
  });
  it("prices documents by type: a flat rate needs no word count, add-ons and copies per document", async () => {
    await page.selectOption("#quote-document-type", "marriage_certificate");
    expect(await page.locator("#quote-word-count").count()).toBe(0);
    expect(await total()).toBe("$70.00");
    await page.check("#quote-notarization");
    expect(await total()).toBe("$95.00");
    // Copies are mailed: without physical delivery they are refused with the server's message.
    await page.fill("#quote-extra-copies", "1");
    expect(await page.locator("#quote-extra-copies-error").innerText()).toBe(
      "Extra certified copies are mailed: please choose physical delivery to order them",
    );
    expect(await page.isDisabled("[data-testid=quote-get-started]")).toBe(true);
    expect(await page.getByTestId("quote-missing").innerText()).toBe(
      "No price yet: Extra certified copies are mailed: please choose physical delivery to order them",
    );
    await setQuote({ physical: true });
    expect(await total()).toBe("$120.00");
    // A second, per-word document; rush surcharges the translation only (70 + 180 = 250 → +125).
    await page.click("#quote-add-document");
    await page.selectOption("#quote-document-type-2", "court_document");
    await page.fill("#quote-word-count-2", "1000");
    await setQuote({ rush: true });
    expect(await total()).toBe("$425.00");
    expect(await page.locator("#order [data-testid=price-line]").count()).toBe(6);
    await page.getByRole("button", { name: "Remove document 2" }).click();
    expect(await total()).toBe("$155.00");
  });

  it("charges Premium's included notarization and rush in its price (decision 035)", async () => {
    await setQuote({ service: "premium" });
    expect(await page.isChecked("#quote-notarization")).toBe(true);
    expect(await page.isDisabled("#quote-notarization")).toBe(true);
    const lines = await page.locator("#order [data-testid=price-line]").allInnerTexts();
    expect(lines).toContain("Notarization: Other document (every Premium document)\n$25.00");
    expect(lines.some((line) => line.startsWith("Rush service (+50% of translation, every Premium order)"))).toBe(true);
  });
});
