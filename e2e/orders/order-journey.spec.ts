import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, saveScreenshot, uniqueUser } from "../support/browser";
import { signUpThroughUi } from "../support/sign-up";
import { createOrderWithDocument, fillTestCard, registerThroughApi, writeWordsPdf } from "./fixtures";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("ordering a translation", () => {
  it("goes from the calculator to a paid order: register, order, upload, pay", async () => {
    const { context, page } = await newPage(browser);
    const customer = uniqueUser("journey");

    // Landing calculator: 800 certified words, rush → $180.00.
    await page.goto("/");
    await page.fill("#quote-word-count", "800");
    await page.check("#quote-rush");
    expect(await page.locator("[data-testid=quote-total]").innerText()).toBe("$180.00");
    await page.click("[data-testid=quote-get-started]");
    // Get Started Now leads to the files-first /order page (e2e/orders/first-order.spec.ts); this test takes the
    // dashboard's way, which still finds the quote (sessionStorage.quoteData) after signing in.
    await page.waitForURL((url) => url.pathname === "/order");
    await page.goto("/auth?redirect=order");

    await signUpThroughUi(page, customer);

    // New Order, pre-filled from the quote.
    await page.waitForURL("**/dashboard/orders/new");
    await page.getByTestId("quote-prefill-note").waitFor();
    expect(await page.inputValue("#order-document-type")).toBe("other");
    expect(await page.inputValue("#order-word-count")).toBe("800");
    expect(await page.getAttribute("#order-rush", "aria-checked")).toBe("true");
    expect(await page.getAttribute("#order-physical", "aria-checked")).toBe("false");
    expect(await page.isChecked("#serviceType-certified")).toBe(true);
    expect(await page.isChecked("#translationDirection-tr-en")).toBe(true);
    expect(await page.getByTestId("order-total").innerText()).toBe("$180.00");
    await saveScreenshot(page, "orders-new-order-prefilled");

    await page.getByRole("button", { name: "Create Order" }).click();
    await page.waitForURL(/\/dashboard\/upload\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split("/").pop());
    expect(await page.evaluate(() => sessionStorage.getItem("quoteData"))).toBeNull();

    // A file of the wrong type is refused before upload, with its name and the reason.
    await page.setInputFiles("#document-files", {
      name: "notes.rtf",
      mimeType: "application/rtf",
      buffer: Buffer.from("{\\rtf1 hello}"),
    });
    await page
      .getByText("notes.rtf: File type not supported. Allowed types: .pdf, .jpg, .jpeg, .png, .doc, .docx, .txt")
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Remove notes.rtf from the list" }).click();

    // A real 1,240-word PDF attached to the ordered document: the price follows the counted words (1,240 × $0.15 × 1.5 = $279.00).
    const pdf = await writeWordsPdf(1240);
    await page.locator("[data-testid=order-item] input[type=file]").first().setInputFiles(pdf.path);
    await expect
      .poll(() => page.getByTestId("price-change").innerText())
      .toContain("Your documents contain 1,240 words, so the price changed from $180.00 to $279.00.");
    await page
      .getByTestId("order-document")
      .filter({ hasText: "birth-certificate.pdf" })
      .getByText("1,240 words")
      .waitFor();
    await saveScreenshot(page, "orders-upload-price-changed");

    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await page.waitForURL(`**/checkout/${orderId}`);
    await page.getByTestId("test-cards-note").waitFor();
    await page.getByText("Rush service (+50% of translation)").waitFor();
    expect(await page.getByTestId("charge-amount").innerText()).toBe("$279.00");
    await fillTestCard(page, "4242 4242 4242 4242");
    expect(await page.inputValue("#card-number")).toBe("4242 4242 4242 4242");
    await saveScreenshot(page, "orders-checkout");
    await page.getByRole("button", { name: "Pay Now $279.00" }).click();
    await page.getByTestId("payment-success").waitFor();
    await saveScreenshot(page, "orders-payment-success");

    await page.waitForURL((url) => url.pathname === "/dashboard/orders");
    await page.getByRole("tab", { name: /Processing/ }).click();
    const processing = page.getByRole("tabpanel").locator(`[data-testid=order-row][data-order-id="${orderId}"]`);
    await processing.waitFor();
    expect((await processing.textContent())?.toLowerCase()).toContain("processing");
    await saveScreenshot(page, "orders-your-orders-processing");
    await context.close();
  });

  it("keeps the order pending when the card is declined", async () => {
    const { context, page } = await newPage(browser);
    await registerThroughApi(page, "declined");
    const orderId = await createOrderWithDocument(page.request, 300);

    await page.goto(`/checkout/${orderId}`);
    await fillTestCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: /Pay Now/ }).click();
    await page.getByText("Payment Failed").first().waitFor();
    expect(await page.getByTestId("payment-failure").innerText()).toBe("Your card was declined.");
    await saveScreenshot(page, "orders-payment-declined");

    await page.goto("/dashboard/orders");
    await page.getByRole("tab", { name: /Pending/ }).click();
    const row = page.getByRole("tabpanel").locator(`[data-testid=order-row][data-order-id="${orderId}"]`);
    await row.getByRole("link", { name: "Complete Payment" }).waitFor();
    expect(await row.getByRole("link", { name: "Complete Payment" }).getAttribute("href")).toBe(`/checkout/${orderId}`);

    const order = await (await page.request.get(`/api/orders/${orderId}`)).json();
    expect(order.status).toBe("pending");
    expect(order.payments.map((p: { status: string; failureMessage: string }) => [p.status, p.failureMessage])).toEqual(
      [["failed", "Your card was declined."]],
    );
    await context.close();
  });
});
