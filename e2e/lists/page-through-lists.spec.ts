import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPage } from "../admin/fixtures";
import { buildDocx } from "../../tests/support/fixtures";
import { payThroughApi, registerThroughApi } from "../orders/fixtures";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";

// The lists paged after Manage Orders (docs/decisions/027-every-growing-list-paged.md): My Documents a page at a time
// in Turkish with the page in the address, and the admin's new Payments page.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const documentRows = (page: Page) => page.getByTestId("customer-document");
const waitForRows = (page: Page, count: number) =>
  page.waitForFunction(
    (wanted) => document.querySelectorAll("[data-testid=customer-document]").length === wanted,
    count,
  );

describe("paged lists in the browser", () => {
  let customer: { username: string; email: string };
  let customerPage: Page;

  it("pages My Documents in Turkish with next, previous and page size, and the address reopens the same page", async () => {
    const { context, page } = await newPage(browser);
    customerPage = page;
    customer = await registerThroughApi(page, "pager");
    await page.request.put("/api/user/language", { data: { language: "tr" } });
    const created = await page.request.post("/api/orders", {
      data: {
        serviceType: "certified",
        translationDirection: "tr-en",
        wordCount: 500,
        isRush: false,
        isPhysicalDelivery: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const orderId = ((await created.json()) as { id: number }).id;
    const docx = buildDocx(["Doğum belgesi", "Bu belge kırk kelimeden kısa bir örnektir."]);
    const upload = async (index: number) => {
      const response = await page.request.post("/api/documents", {
        multipart: {
          orderId: String(orderId),
          file: {
            name: `belge-${String(index).padStart(2, "0")}.docx`,
            mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            buffer: docx,
          },
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    };
    for (let index = 1; index <= 11; index += 1) await upload(index);
    const paid = await payThroughApi(page.request, orderId);
    expect(paid.status(), await paid.text()).toBe(200);

    await page.goto("/tr/dashboard/uploads?limit=10");
    await page.getByRole("heading", { name: "Belgelerim" }).waitFor();
    await waitForRows(page, 10);
    expect(await documentRows(page).first().textContent()).toContain("belge-11.docx");
    await page.getByText("11 belge", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Önceki" }).isDisabled()).toBe(true);
    await saveScreenshot(page, "lists-my-documents-tr-first-page");

    await page.getByRole("button", { name: "Sonraki" }).click();
    await waitForRows(page, 1);
    expect(await documentRows(page).first().textContent()).toContain("belge-01.docx");
    expect(page.url()).toContain("cursor=");

    // The address alone brings the same page back.
    const again = await context.newPage();
    await again.goto(page.url());
    await again.getByText("belge-01.docx").waitFor();
    expect(await again.getByTestId("customer-document").count()).toBe(1);
    await again.close();

    await page.getByRole("button", { name: "Önceki" }).click();
    await waitForRows(page, 10);
    await page.getByLabel("Sayfa başına belge").selectOption("25");
    await waitForRows(page, 11);
    expect(page.url()).not.toContain("cursor=");
    expect(await page.getByRole("button", { name: "Sonraki" }).isDisabled()).toBe(true);

    await page.goto("/tr/dashboard/payments");
    await page.getByTestId("payment-row").first().waitFor();
    await page.getByText("1 ödeme", { exact: true }).waitFor();
    await saveScreenshot(page, "lists-payment-history-tr");
  });

  it("shows payments and refunds on the admin's Payments page, within the picked days", async () => {
    const { context, page } = await adminPage(browser);
    await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Payments" }).click();
    await page.getByRole("heading", { name: "Payments", exact: true }).waitFor();
    await page.getByTestId("admin-payment-row").filter({ hasText: customer.email }).first().waitFor();

    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
    await page.getByLabel("From", { exact: true }).fill(day);
    await page.getByLabel("To", { exact: true }).fill(day);
    await page.getByLabel("Status", { exact: true }).selectOption("paid");
    await page.getByTestId("admin-payment-row").filter({ hasText: customer.email }).first().waitFor();
    expect(page.url()).toContain(`from=${day}`);
    expect(page.url()).toContain("status=paid");
    await saveScreenshot(page, "lists-admin-payments");

    await page.getByLabel("From", { exact: true }).fill("2000-01-01");
    await page.getByLabel("To", { exact: true }).fill("2000-01-02");
    await page.getByText("No payments found").waitFor();

    await page.getByRole("tab", { name: "Refunds" }).click();
    await page.getByRole("tabpanel", { name: "Refunds" }).getByText("No refunds found").waitFor();
    expect(page.url()).toContain("tab=refunds");
    await saveScreenshot(page, "lists-admin-refunds-empty");
    await context.close();
    await customerPage.context().close();
  });
});
