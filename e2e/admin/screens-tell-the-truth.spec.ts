import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrderWithDocument, fillTestCard, payThroughApi, registerThroughApi } from "../orders/fixtures";
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

  it('a deleted customer is "Deleted customer #id" on every admin screen, never the placeholder address', async () => {
    const { context, page } = await newPage(browser);
    const customer = await registerThroughApi(page, "leaving");
    const orderId = await createOrderWithDocument(page.request, 300);
    expect((await payThroughApi(page.request, orderId)).status()).toBe(200);
    const refunded = await admin.page.request.post(`/api/admin/orders/${orderId}/refunds`, {
      data: { amount: 45, reason: "Customer changed plans", cancelOrder: true },
    });
    expect(refunded.status(), await refunded.text()).toBe(201);
    const { id } = (await (await page.request.get("/api/user")).json()) as { id: number };
    const deleted = await page.request.post("/api/user/delete", { data: { password: customer.password } });
    expect(deleted.status(), await deleted.text()).toBe(200);
    await context.close();
    const label = `Deleted customer #${id}`;

    const screens: [string, (page: Page) => Promise<void>][] = [
      [
        `/admin/orders?search=${orderId}`,
        (page) => page.getByTestId(`order-row-${orderId}`).getByText(label).waitFor(),
      ],
      [`/admin/orders/${orderId}`, (page) => page.getByText(label).first().waitFor()],
      [
        "/admin/payments",
        (page) =>
          page
            .getByTestId("admin-payment-row")
            .filter({ hasText: `#${orderId}` })
            .getByText(label)
            .waitFor(),
      ],
      [
        "/admin/payments?tab=refunds",
        (page) =>
          page
            .getByTestId("admin-refund-row")
            .filter({ hasText: `#${orderId}` })
            .getByText(label)
            .waitFor(),
      ],
      [`/admin/users?search=deleted:${id}`, (page) => page.getByText(label).first().waitFor()],
    ];
    for (const [path, shown] of screens) {
      await admin.page.goto(path);
      await shown(admin.page);
      // Every card of the page has loaded (the order page reads its history, files and refunds apart).
      await admin.page.waitForLoadState("networkidle");
      const text = await admin.page.locator("main").innerText();
      expect(text, path).not.toContain("deleted.invalid");
      expect(text, path).not.toContain(`deleted:${id}`);
    }
    await admin.page.goto(`/admin/orders/${orderId}`);
    await admin.page.getByText(label).first().waitFor();
    await saveScreenshot(admin.page, "truth-admin-order-deleted-customer");
  });
});
