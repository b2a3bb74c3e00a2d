import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderDeliverablesDto } from "../../src/shared/schemas/deliverables";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { createOrderWithDocument, payThroughApi, registerThroughApi } from "./fixtures";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function shoot(page: Page, path: string, name: string, ready: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(path);
    await page.getByText(ready).first().waitFor();
    await saveScreenshot(page, `orders-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("customer pages", () => {
  it("show orders, details, documents, payments with receipts, downloads and settings", async () => {
    const { context, page } = await newPage(browser);
    const customer = await registerThroughApi(page, "pages");
    const paidId = await createOrderWithDocument(page.request, 420, {
      isPhysicalDelivery: true,
      shippingAddress: {
        fullName: "Ayşe Yılmaz",
        line1: "350 Fifth Avenue",
        line2: "Suite 210",
        city: "New York",
        state: "NY",
        postalCode: "10118",
      },
    });
    expect((await payThroughApi(page.request, paidId)).status()).toBe(200);
    const pendingId = await createOrderWithDocument(page.request, 120);
    const emptyRes = await page.request.post("/api/orders", {
      data: { serviceType: "premium", translationDirection: "en-tr", wordCount: 90 },
    });
    const emptyId = ((await emptyRes.json()) as { id: number }).id;

    await shoot(page, "/dashboard", "dashboard", `Welcome back, ${customer.firstName}!`);
    await shoot(page, "/dashboard/orders", "your-orders", `Order #${paidId}`);
    // Pending with documents → checkout; pending without → the upload page.
    const row = (id: number) => page.locator(`[data-testid=order-row][data-order-id="${id}"]`).first();
    expect(await row(pendingId).getByRole("link", { name: "Complete Payment" }).getAttribute("href")).toBe(
      `/checkout/${pendingId}`,
    );
    expect(await row(emptyId).getByRole("link", { name: "Complete Payment" }).getAttribute("href")).toBe(
      `/dashboard/upload/${emptyId}`,
    );
    expect(await row(paidId).getByRole("link", { name: "View Details" }).getAttribute("href")).toBe(
      `/dashboard/orders/${paidId}`,
    );

    await shoot(page, `/dashboard/orders/${paidId}`, "order-details", "Payment received");
    await page.getByText("Ayşe Yılmaz").first().waitFor();
    expect(await page.getByTestId("history-entry").count()).toBe(2);
    await page.getByRole("button", { name: "View Receipt" }).click();
    await page.getByRole("dialog").getByText("R-").first().waitFor();
    // The receipt reads the order's stored lines (decision 004): 420 words × $0.15 + $15.00 delivery.
    await page
      .getByRole("dialog")
      .getByTestId("receipt-line")
      .filter({ hasText: "Physical delivery" })
      .getByText("$15.00")
      .waitFor();
    expect(await page.getByRole("dialog").getByTestId("receipt-total").innerText()).toBe("$78.00");
    await saveScreenshot(page, "orders-receipt");
    await page.keyboard.press("Escape");

    await shoot(page, "/dashboard/uploads", "my-documents", "diploma.pdf");
    await shoot(page, "/dashboard/payments", "payment-history", `Order #${paidId}`);
    await shoot(page, `/dashboard/download/${paidId}`, "download", "Your translation is not ready yet");
    // The files list as a completed certified order shows it, stubbed in the shared schema's shape (the delivery
    // itself is tested end to end in e2e/delivery): one certified PDF per document, named for the document.
    await page.route(`**/api/orders/${paidId}/deliverables`, (route) =>
      route.fulfill({
        json: {
          orderId: paidId,
          status: "completed",
          files: [
            {
              id: 3,
              kind: "certificate",
              documentId: 1,
              originalFilename: "diploma.pdf",
              title: "Diploma — Ayşe Yılmaz",
              combined: true,
              pageCount: 5,
              fileName: "Diploma — Ayşe Yılmaz.pdf",
              completedAt: "2026-03-02T16:00:00.000Z",
            },
          ],
          wholeOrder: true,
        } satisfies OrderDeliverablesDto,
      }),
    );
    await shoot(page, `/dashboard/download/${paidId}`, "download-ready", "Diploma — Ayşe Yılmaz.pdf");
    const file = page.getByTestId("deliverable");
    await file
      .getByText("Certified translation: translation, certificate and copy of the original in one PDF (5 pages)")
      .waitFor();
    expect(await file.getByRole("link", { name: "Download Diploma — Ayşe Yılmaz.pdf" }).getAttribute("href")).toBe(
      "/api/deliverables/certificates/3/download",
    );
    const wholeOrder = page.getByTestId("whole-order-downloads");
    expect(await wholeOrder.getByRole("link", { name: "All files (ZIP)" }).getAttribute("href")).toBe(
      `/api/orders/${paidId}/deliverables/zip`,
    );
    expect(await wholeOrder.getByRole("link", { name: "One PDF for USCIS" }).getAttribute("href")).toBe(
      `/api/orders/${paidId}/deliverables/merged.pdf`,
    );
    expect(await page.getByRole("main").innerText()).not.toContain("diploma.pdf");
    await page.unroute(`**/api/orders/${paidId}/deliverables`);

    await shoot(page, `/dashboard/upload/${pendingId}`, "upload", "Uploaded documents (1)");
    await shoot(page, `/checkout/${pendingId}`, "checkout", "Pay Now");
    await shoot(page, "/dashboard/orders/new", "new-order", "Create Order");

    // Physical delivery asks for a US address, with the schema's messages.
    await page.click("#order-physical");
    await page.getByRole("button", { name: "Create Order" }).click();
    await page.getByText("Please enter the recipient's full name").waitFor();
    await page.getByText("Please select a US state").waitFor();
    await page.getByText("Please enter a valid US ZIP code").waitFor();
    await saveScreenshot(page, "orders-new-order-address-errors");

    // Cancelling a pending order asks first.
    await page.goto(`/dashboard/orders/${emptyId}`);
    await page.getByRole("button", { name: "Cancel Order" }).click();
    await page.getByRole("dialog").getByText(`Cancel order #${emptyId}?`).waitFor();
    await page.getByRole("button", { name: "Yes, Cancel Order" }).click();
    await page.getByText("Order cancelled").first().waitFor();
    await page.getByTestId("history-entry").filter({ hasText: "Cancelled by customer" }).waitFor();

    await shoot(page, "/dashboard/settings", "settings", "Change password");
    await page.getByLabel("First name", { exact: true }).fill("Ayşegül");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Profile updated").first().waitFor();
    await page.fill("#password-current", "wrong-password");
    await page.fill("#password-new", "another-pass-1");
    await page.fill("#password-confirm", "another-pass-2");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("Passwords don't match").waitFor();
    await page.fill("#password-confirm", "another-pass-1");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("An error occurred while changing password: Current password is incorrect").first().waitFor();
    await page.fill("#password-current", customer.password);
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("Password changed successfully").first().waitFor();
    await context.close();
  });
});
