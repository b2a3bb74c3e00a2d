import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAdminThroughUi } from "../support/admin-login";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { lastEmailId, waitForEmail } from "../support/outbox";
import { createOrderWithDocument, payThroughApi, registerThroughApi } from "../orders/fixtures";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("refunds", () => {
  it("lets a customer ask to cancel a paid order and the admin approve it with a full refund", async () => {
    // The customer orders 300 certified words ($45.00) and pays with the test card, through the API.
    const customer = await newPage(browser);
    const buyer = await registerThroughApi(customer.page, "refund");
    const orderId = await createOrderWithDocument(customer.page.request, 300);
    expect((await payThroughApi(customer.page.request, orderId)).status()).toBe(200);

    // On the order page, the customer asks to cancel with a reason.
    await customer.page.goto(`/dashboard/orders/${orderId}`);
    await customer.page.getByRole("heading", { name: `Order #${orderId}` }).waitFor();
    await customer.page.getByRole("button", { name: "Request cancellation" }).click();
    await customer.page.getByRole("button", { name: "Send Request" }).click();
    await customer.page.getByText("Please tell us why you want to cancel").waitFor();
    await customer.page.getByLabel("Reason", { exact: true }).fill("The consulate accepted the original document.");
    const beforeRequest = lastEmailId();
    await customer.page.getByRole("button", { name: "Send Request" }).click();
    await customer.page.getByTestId("cancellation-request-notice").getByText("We are reviewing your request").waitFor();
    expect(await customer.page.getByRole("button", { name: "Request cancellation" }).count()).toBe(0);
    await waitForEmail({
      to: "orders@bosphorustranslate.com",
      subject: new RegExp(`Cancellation requested for order #${orderId}`),
      after: beforeRequest,
    });

    // The admin sees the request in Manage Orders and on the order, and approves it with a full refund.
    const admin = await newPage(browser);
    await loginAdminThroughUi(admin.page);
    await admin.page.goto("/admin/orders");
    await admin.page.getByTestId(`order-row-${orderId}`).getByText("Cancellation requested").waitFor();
    await admin.page.goto(`/admin/orders/${orderId}`);
    const panel = admin.page.getByTestId("cancellation-request");
    await panel.getByText("The consulate accepted the original document.").waitFor();
    await saveScreenshot(admin.page, "refunds-admin-request");
    await panel.getByRole("button", { name: "Approve" }).click();
    expect(await admin.page.inputValue("#approve-refund-amount")).toBe("45.00");
    await admin.page
      .getByLabel("Note to the customer (optional)", { exact: true })
      .fill("No work had been started yet.");
    const beforeDecision = lastEmailId();
    await admin.page.getByRole("button", { name: "Cancel and refund" }).click();
    await admin.page.getByText("Cancellation approved").first().waitFor();
    await admin.page.getByTestId("refund-row").getByText("Refunded $45.00").waitFor();
    await admin.page.getByText("Everything paid has been refunded.").waitFor();
    await panel
      .getByText(/approved/i)
      .first()
      .waitFor();
    const decision = await waitForEmail({
      to: buyer.email,
      subject: /cancellation request .* was approved/,
      after: beforeDecision,
    });
    expect(decision.text).toContain("Refund: $45.00 to the card you paid with.");

    // The customer sees the order cancelled, the refund on the order and in Payment History.
    await customer.page.reload();
    await customer.page
      .getByTestId("cancellation-request-notice")
      .getByText("Your cancellation request was approved")
      .waitFor();
    await customer.page.getByTestId("refund-row").getByText("Refunded $45.00").waitFor();
    expect(await customer.page.getByText("cancelled", { exact: true }).count()).toBeGreaterThan(0);
    await saveScreenshot(customer.page, "refunds-customer-order");
    await customer.page.goto("/dashboard/payments");
    const row = customer.page.getByTestId("payment-row").filter({ hasText: `Order #${orderId}` });
    await row.getByText("Refunded in full ($45.00)").waitFor();
    await row.getByText("refunded", { exact: true }).waitFor();
    await saveScreenshot(customer.page, "refunds-payment-history");
  });
});
