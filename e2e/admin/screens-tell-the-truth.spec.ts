import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrderWithDocument, fillTestCard, registerThroughApi } from "../orders/fixtures";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { adminPage } from "./fixtures";

// Issue 42 item 3, "Screens that say something untrue": what the admin, the customer and the translator see is what
// happened.

let browser: Browser;
let admin: { context: BrowserContext; page: Page };
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminPage(browser);
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
});

describe("screens that tell the truth", () => {
  it("an opened checkout is not a payment: the admin sees none until a card is submitted", async () => {
    const { context, page } = await newPage(browser);
    const customer = await registerThroughApi(page, "lookonly");
    const orderId = await createOrderWithDocument(page.request, 300);
    await page.goto(`/checkout/${orderId}`);
    await page.getByTestId("test-cards-note").waitFor();
    expect(await page.getByTestId("charge-amount").innerText()).toBe("$45.00");

    await admin.page.goto(`/admin/orders/${orderId}`);
    await admin.page.getByText("No payments yet.").waitFor();
    await admin.page.goto("/admin/payments?status=pending");
    await admin.page.getByText("No payments found").waitFor();
    await saveScreenshot(admin.page, "truth-admin-payments-open-checkout");

    // A declined card is one failed payment, and nothing pending beside it.
    await fillTestCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: /Pay Now/ }).click();
    await page.getByTestId("payment-failure").waitFor();
    await admin.page.goto("/admin/payments");
    const rows = admin.page.getByTestId("admin-payment-row").filter({ hasText: customer.email });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain("Failed");
    expect(await rows.first().innerText()).toContain("$45.00");
    await context.close();
  });
});
