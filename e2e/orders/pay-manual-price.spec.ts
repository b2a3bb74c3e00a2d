import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPage } from "../admin/fixtures";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { createOrderWithDocument, fillTestCard, registerThroughApi } from "./fixtures";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("a manual price set while the customer's checkout is open", () => {
  it("is never charged at the old amount: the checkout says why, shows the new amount, and the customer pays it", async () => {
    const customer = await newPage(browser);
    await registerThroughApi(customer.page, "manual");
    // 300 counted words × $0.15 = $45.00.
    const orderId = await createOrderWithDocument(customer.page.request, 300);
    await customer.page.goto(`/checkout/${orderId}`);
    await customer.page.getByTestId("test-cards-note").waitFor();
    expect(await customer.page.getByTestId("charge-amount").innerText()).toBe("$45.00");

    // The admin prices the order by hand, with a reason, after a confirmation.
    const admin = await adminPage(browser);
    await admin.page.goto(`/admin/orders/${orderId}`);
    await admin.page.getByLabel("Translation price (USD)", { exact: true }).fill("450");
    await admin.page.getByLabel("Reason", { exact: true }).fill("40-page court file, priced by page");
    await admin.page.getByRole("button", { name: "Review price" }).click();
    const confirm = admin.page.getByRole("dialog");
    await confirm.getByText("$450.00").waitFor();
    await confirm.getByRole("button", { name: "Set price" }).click();
    await admin.page.getByTestId("manual-price-note").waitFor();
    expect(await admin.page.getByTestId("order-total").innerText()).toBe("$450.00");
    await saveScreenshot(admin.page, "orders-manual-price-admin");

    // The customer's tab still shows $45.00; paying it is refused before money moves, and the amount refreshes.
    await fillTestCard(customer.page, "4242 4242 4242 4242");
    await customer.page.getByRole("button", { name: "Pay Now $45.00" }).click();
    await customer.page.getByTestId("stale-payment").waitFor();
    expect(await customer.page.getByTestId("stale-payment").innerText()).toContain(
      "Your order changed since this checkout was opened",
    );
    await expect.poll(() => customer.page.getByTestId("charge-amount").innerText()).toBe("$450.00");
    await customer.page.getByText("Translation priced by our team: 40-page court file, priced by page").waitFor();
    expect(await customer.page.getByTestId("payment-failure").count()).toBe(0);
    await saveScreenshot(customer.page, "orders-manual-price-checkout-refreshed");

    await fillTestCard(customer.page, "4242 4242 4242 4242");
    await customer.page.getByRole("button", { name: "Pay Now $450.00" }).click();
    await customer.page.getByTestId("payment-success").waitFor();
    const order = (await (await customer.page.request.get(`/api/orders/${orderId}`)).json()) as {
      status: string;
      payments: { status: string; amountCents: number }[];
    };
    expect(order.status).toBe("processing");
    expect(order.payments.filter((payment) => payment.status === "paid").map((payment) => payment.amountCents)).toEqual(
      [45000],
    );
    await admin.context.close();
    await customer.context.close();
  });
});
