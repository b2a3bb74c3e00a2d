import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTIFACTS_DIR, launchBrowser, newPage, saveScreenshot, uniqueUser } from "../support/browser";
import { signUpThroughUi } from "../support/sign-up";
import { fillTestCard, writeWordsPdf } from "./fixtures";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

// The example in docs/ordering.md "Pricing": certified, one birth certificate with notarization and 2 extra copies, mailed:
// 6000 + 2500 + 2000 + 1500 = 12000 cents, quoted, ordered, charged and receipted the same.
const EXPECTED_LINES: [RegExp, string][] = [
  [/Birth certificate/, "$60.00"],
  [/Notarization/, "$25.00"],
  [/2 .*cop(y|ies)|cop(y|ies).*2/i, "$20.00"],
  [/Physical delivery/, "$15.00"],
];

function expectLines(rows: { label: string; amount: string }[]) {
  expect(rows.map((row) => row.amount)).toEqual(EXPECTED_LINES.map(([, amount]) => amount));
  rows.forEach((row, index) => expect(row.label).toMatch(EXPECTED_LINES[index]![0]));
}

describe("ordering a birth certificate at its flat rate", () => {
  it("quotes $120.00 on the landing page, orders, uploads, pays $120.00 and receipts every line", async () => {
    const { context, page } = await newPage(browser);
    const customer = uniqueUser("flat");

    // Landing calculator: certified, one birth certificate, notarized, 2 extra copies, mailed.
    await page.goto("/");
    await page.selectOption("#quote-service-type", "certified");
    await page.selectOption("#quote-document-type", "birth_certificate");
    expect(await page.locator("#quote-word-count").count()).toBe(0); // flat rate: no word count asked
    await page.check("#quote-notarization");
    await page.check("#quote-physical");
    await page.fill("#quote-extra-copies", "2");
    await expect.poll(() => page.getByTestId("quote-total").innerText()).toBe("$120.00");
    const quoteLines = await page.locator("#order [data-testid=price-line]").evaluateAll((rows) =>
      rows.map((row) => ({
        label: row.querySelector("dt")!.textContent!,
        amount: row.querySelector("dd")!.textContent!,
      })),
    );
    expectLines(quoteLines);
    await page.locator("#order").screenshot({ path: artifact("orders-flat-rate-calculator") });

    await page.click("[data-testid=quote-get-started]");
    // Get Started Now leads to the files-first /order page (e2e/orders/first-order.spec.ts); this test takes the
    // dashboard's way, which still finds the quote (sessionStorage.quoteData) after signing in.
    await page.waitForURL((url) => url.pathname === "/order");
    await page.goto("/auth?redirect=order");
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem("quoteData") ?? "null"));
    expect(stored).toMatchObject({
      serviceType: "certified",
      isPhysicalDelivery: true,
      totalCents: 12000,
      totalPrice: 120,
      items: [{ documentType: "birth_certificate", notarization: true, extraCopies: 2 }],
    });

    // Sign up and confirm the address with the e-mailed code (ordering needs a verified address).
    await signUpThroughUi(page, customer);

    // New Order, pre-filled with the same document and options.
    await page.waitForURL("**/dashboard/orders/new");
    await page.getByTestId("quote-prefill-note").waitFor();
    expect(await page.inputValue("#order-document-type")).toBe("birth_certificate");
    expect(await page.isChecked("#order-notarization")).toBe(true);
    expect(await page.inputValue("#order-extra-copies")).toBe("2");
    expect(await page.getAttribute("#order-physical", "aria-checked")).toBe("true");
    expect(await page.getByTestId("order-total").innerText()).toBe("$120.00");
    await page.getByLabel("Recipient's full name", { exact: true }).fill("Ayşe Yılmaz");
    await page.getByLabel("Street address", { exact: true }).fill("350 Fifth Avenue");
    await page.getByLabel("City", { exact: true }).fill("New York");
    await page.selectOption("#shipping-state", "NY");
    await page.getByLabel("ZIP code", { exact: true }).fill("10118");
    await saveScreenshot(page, "orders-flat-rate-new-order");
    await page.getByRole("button", { name: "Create Order" }).click();
    await page.waitForURL(/\/dashboard\/upload\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split("/").pop());

    // The order as the server stored it: the same lines and total.
    const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
      totalCents: number;
      lines: { label: string; amountCents: number }[];
    };
    expect(order.totalCents).toBe(12000);
    expect(order.lines.map((line) => line.amountCents)).toEqual([6000, 2500, 2000, 1500]);

    // Attach the certificate's file to its line: a flat-rate document keeps its price whatever its length.
    const pdf = await writeWordsPdf(180, "dogum-belgesi.pdf");
    await page.locator("[data-testid=order-item] input[type=file]").first().setInputFiles(pdf.path);
    await page.getByTestId("order-item").getByText("dogum-belgesi.pdf").waitFor();
    expect(await page.getByTestId("order-total").innerText()).toBe("$120.00");
    await saveScreenshot(page, "orders-flat-rate-upload");

    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await page.waitForURL(`**/checkout/${orderId}`);
    await page.getByTestId("test-cards-note").waitFor();
    expect(await page.getByTestId("charge-amount").innerText()).toBe("$120.00");
    expect(await page.getByTestId("order-total").innerText()).toBe("$120.00");
    await fillTestCard(page, "4242 4242 4242 4242");
    await saveScreenshot(page, "orders-flat-rate-checkout");
    await page.getByRole("button", { name: "Pay Now $120.00" }).click();
    await page.getByTestId("payment-success").waitFor();
    await page.waitForURL((url) => url.pathname === "/dashboard/orders");

    // The receipt reads the order's stored lines.
    await page.goto("/dashboard/payments");
    await page.getByRole("button", { name: "View Receipt" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByTestId("receipt-line").first().waitFor();
    const receiptLines = await dialog
      .getByTestId("receipt-line")
      .evaluateAll((rows) =>
        rows.map((row) => ({ label: row.children[0]!.textContent!, amount: row.children[1]!.textContent! })),
      );
    expectLines(receiptLines);
    expect(await dialog.getByTestId("receipt-total").innerText()).toBe("$120.00");
    await saveScreenshot(page, "orders-flat-rate-receipt");
    await context.close();
  });
});

/** A path under e2e/artifacts/ for an element screenshot (saveScreenshot takes whole pages). */
function artifact(name: string): string {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  return path.join(ARTIFACTS_DIR, `${name}.png`);
}
