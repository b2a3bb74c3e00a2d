import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, saveScreenshot } from "../support/browser";
import { adminPage, placeOrder, registerCustomer } from "./fixtures";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const address = { fullName: "Ayşe Yılmaz", line1: "1 Main St", city: "Brooklyn", state: "NY", postalCode: "11201" };

describe("admin orders", () => {
  it("offers only the moves the transition table allows: an unpaid order cannot start, it can be cancelled", async () => {
    const customer = await registerCustomer(browser, "ord");
    const order = await placeOrder(customer.page.request, { serviceType: "certified", wordCount: 321 });
    const { context, page } = await adminPage(browser);

    // Dashboard: counters and the order among the 5 most recent.
    await page.getByText("Total Orders").waitFor();
    await page.getByRole("link", { name: new RegExp(`Order #${order.id}\\b`) }).waitFor();
    await saveScreenshot(page, "admin-dashboard-desktop");

    await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Orders" }).click();
    await page.getByRole("heading", { name: "Manage Orders" }).waitFor();
    await page.getByLabel("Search orders", { exact: true }).fill(`#${order.id}`);
    const row = page.getByTestId(`order-row-${order.id}`);
    await page.waitForFunction(() => document.querySelectorAll("[data-testid^=order-row-]").length === 1);
    await row.getByText("pending").first().waitFor();
    expect(await row.textContent()).toContain(customer.firstName);
    expect(await row.textContent()).toContain("321");
    // Unpaid (docs/delivery.md "Order lifecycle"): the list says so and offers no Start Processing, only the details.
    await row.getByText("Unpaid").first().waitFor();
    expect(await row.getByRole("button", { name: "Start Processing" }).count()).toBe(0);
    await saveScreenshot(page, "admin-orders-desktop");

    await row.getByRole("link", { name: "View Details" }).click();
    await page.waitForURL(`**/admin/orders/${order.id}`);
    await page.getByRole("heading", { name: `Order #${order.id}` }).waitFor();
    await page.getByText("The order has not been paid (or its payment was refunded)").first().waitFor();

    // Cancelling is allowed; it asks for confirmation and the note goes into the history.
    await page.getByLabel("New status", { exact: true }).click();
    await page.getByRole("option", { name: "cancelled" }).click();
    await page.fill("#order-status-note", "Customer asked to cancel");
    await page.getByRole("button", { name: "Update Status" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel Order" }).click();
    const history = page.getByTestId("history-entry");
    await history.nth(1).waitFor();
    const entries = await history.allTextContents();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatch(new RegExp(`Created\\s*to\\s*pending.*by ${customer.username}`));
    expect(entries[1]).toMatch(/pending\s*to\s*cancelled/);
    expect(entries[1]).toContain("Customer asked to cancel");
    await saveScreenshot(page, "admin-order-details-desktop");

    await context.close();
    await customer.context.close();
  });

  it("filters by status, shows the shipping address and works on a phone", async () => {
    const customer = await registerCustomer(browser, "ordm");
    const physical = await placeOrder(customer.page.request, {
      isPhysicalDelivery: true,
      shippingAddress: address,
      serviceType: "premium",
    });
    const { context, page } = await adminPage(browser, { width: 390, height: 844 });
    await page.getByText("Revenue Overview").waitFor();
    await page.getByText("Recent Orders").waitFor();
    await page.getByRole("link", { name: new RegExp(`Order #${physical.id}\\b`) }).waitFor();
    await saveScreenshot(page, "admin-dashboard-mobile");

    await page.goto("/admin/orders");
    await page.getByLabel("Status", { exact: true }).click();
    await page.getByRole("option", { name: "processing" }).click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll("[data-testid^=order-card-]")].every(
        (card) => !card.textContent?.includes("pending"),
      ),
    );
    expect(await page.getByTestId(`order-card-${physical.id}`).count()).toBe(0);

    await page.getByLabel("Status", { exact: true }).click();
    await page.getByRole("option", { name: "pending" }).click();
    const card = page.getByTestId(`order-card-${physical.id}`);
    await card.waitFor();
    await saveScreenshot(page, "admin-orders-mobile");

    await page.getByLabel("Search orders", { exact: true }).fill("no-such-service");
    await page.getByText("No orders found").waitFor();

    await page.goto(`/admin/orders/${physical.id}`);
    await page.getByText("Shipping address").waitFor();
    await page.getByText("1 Main St").waitFor();
    await saveScreenshot(page, "admin-order-details-mobile");

    await page.goto("/admin/orders/999999");
    await page.getByText("Order not found").waitFor();
    await context.close();
    await customer.context.close();
  });
});
