import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrderWithDocument, fillTestCard, payThroughApi, registerThroughApi } from "../orders/fixtures";
import { formatCents } from "../../src/shared/money";
import type { EarningsPage } from "../../src/shared/schemas/translator-pay";
import { monthLabel, monthOf } from "../../src/shared/translator-pay/statements";
import { MIN_BAR_PX } from "../../src/client/features/admin/dashboard/chart-scale";
import { completedOrderOfNewTranslator } from "../delivery/fixtures";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { adminPage } from "./fixtures";

// Issue 42 item 3, "Screens that say something untrue": what the admin, the customer and the translator see is what
// happened.

let browser: Browser;
let admin: { context: BrowserContext; page: Page };
/** The customer, translator, order and job of the payouts check, used again by the deleted-files check. */
let customer: { context: BrowserContext; page: Page };
let translator: { context: BrowserContext; page: Page };
let orderId: number;
let jobId: number;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminPage(browser);
});
afterAll(async () => {
  for (const open of [admin, customer, translator]) await open?.context.close();
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

  it("payouts show the month in progress and what is owed so far beside the statements, to the admin and the translator", async () => {
    customer = await newPage(browser);
    await registerThroughApi(customer.page, "earner");
    orderId = await createOrderWithDocument(customer.page.request, 300);
    expect((await payThroughApi(customer.page.request, orderId)).status()).toBe(200);
    translator = await newPage(browser);
    const work = await completedOrderOfNewTranslator(
      { customer: customer.page.request, admin: admin.page.request, translator: translator.page.request },
      { orderId, fullName: "Nehir Aksoy", wordCount: 300 },
    );
    jobId = work.jobId;
    const earnings = (await (await translator.page.request.get("/api/translator/earnings")).json()) as EarningsPage;
    const owed = formatCents(earnings.summary.earnedCents);
    const month = monthOf(new Date());

    await admin.page.goto("/admin/payouts");
    const row = admin.page.getByTestId(`open-month-${work.translatorId}-${month}`);
    await row.waitFor();
    const text = await row.innerText();
    for (const part of ["Nehir Aksoy", monthLabel(month), "In progress", "owed so far, not payable yet", owed])
      expect(text).toContain(part);
    expect(await admin.page.getByRole("heading", { name: /Not on a statement yet/ }).innerText()).toContain(
      "owed so far",
    );
    await saveScreenshot(admin.page, "truth-admin-payouts-month-in-progress");

    await translator.page.goto("/translator/earnings");
    const own = translator.page.getByTestId(`open-month-${work.translatorId}-${month}`);
    await own.waitFor();
    const ownText = await own.innerText();
    for (const part of [monthLabel(month), "In progress", "owed so far, not payable yet", owed])
      expect(ownText).toContain(part);
    await saveScreenshot(translator.page, "truth-translator-earnings-month-in-progress");
  });

  it("the dashboard's bars: a small amount beside a large one is visibly tall, and zero draws nothing", async () => {
    // A $10,000 day and a $1 refund: the refund was a 1-px bar, and every bar of a 30-day chart 1 px wide.
    const { context, page } = await newPage(browser);
    await registerThroughApi(page, "bigspender");
    const big = await createOrderWithDocument(page.request, 300);
    const priced = await admin.page.request.put(`/api/admin/orders/${big}/price`, {
      data: { amountCents: 1_000_000, reason: "A whole court file, priced by page" },
    });
    expect(priced.status(), await priced.text()).toBe(200);
    expect((await payThroughApi(page.request, big)).status()).toBe(200);
    const refunded = await admin.page.request.post(`/api/admin/orders/${big}/refunds`, {
      data: { amount: 1, reason: "Goodwill" },
    });
    expect(refunded.status(), await refunded.text()).toBe(201);
    await context.close();

    await admin.page.goto("/admin/dashboard");
    for (const name of ["Revenue", "Orders"]) {
      const chart = admin.page.getByRole("region", { name, exact: true });
      await chart.locator(".recharts-bar-rectangle").first().waitFor();
      // Every figure that is not zero has a bar at least MIN_BAR_PX tall and 4 px wide (it was 1 px: three a day in half
      // a row), and a zero has none (polled: bars grow in).
      const figures = await chart.locator("tbody td").allTextContents();
      const nonZero = figures.filter((figure) => !/^\$?0(\.00)?$/.test(figure)).length;
      const bars = () =>
        chart.locator(".recharts-bar-rectangle path").evaluateAll((paths) =>
          paths.map((path) => {
            const box = (path as SVGGraphicsElement).getBBox();
            return { width: box.width, height: box.height };
          }),
        );
      await expect
        .poll(
          async () => {
            const boxes = await bars();
            return {
              count: boxes.length,
              tall: boxes.every((box) => box.height >= MIN_BAR_PX - 0.5),
              wide: boxes.every((box) => box.width >= 4),
            };
          },
          { timeout: 10_000, interval: 250 },
        )
        .toEqual({ count: nonZero, tall: true, wide: true });
    }
    await saveScreenshot(admin.page, "truth-admin-dashboard-small-bars");
  });

  it("after the customer deletes the files, no download is offered: the date they were deleted instead", async () => {
    // The payouts check's completed order, its customer and its translator.
    const before = await translator.page.request.get(`/api/translator/jobs/${jobId}`);
    expect(((await before.json()) as { filesDeletedAt: string | null }).filesDeletedAt).toBeNull();
    const deleted = await customer.page.request.delete(`/api/orders/${orderId}/files`);
    expect(deleted.status(), await deleted.text()).toBe(200);
    const on = /Files deleted on [A-Z][a-z]+ \d{1,2}, \d{4}/;

    await customer.page.goto("/dashboard/orders");
    await customer.page.getByRole("tab", { name: /Completed/ }).click();
    const row = customer.page.getByRole("tabpanel").locator(`[data-testid=order-row][data-order-id="${orderId}"]`);
    expect(await row.getByTestId("files-deleted-note").innerText()).toMatch(on);
    expect(await row.getByRole("link", { name: "Download Files" }).count()).toBe(0);

    await customer.page.goto(`/dashboard/orders/${orderId}`);
    expect(await customer.page.getByTestId("files-deleted-note").innerText()).toMatch(on);
    expect(await customer.page.getByRole("link", { name: "Download Files" }).count()).toBe(0);
    await saveScreenshot(customer.page, "truth-customer-order-files-deleted");
    await customer.page.goto(`/tr/dashboard/orders/${orderId}`);
    expect(await customer.page.getByTestId("files-deleted-note").innerText()).toMatch(
      /^Dosyalar \d{1,2} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+ \d{4} tarihinde silindi$/,
    );
    expect(await customer.page.getByRole("link", { name: "Dosyaları İndir" }).count()).toBe(0);

    await translator.page.goto(`/translator/jobs/${jobId}`);
    expect(await translator.page.getByTestId("source-deleted").innerText()).toMatch(on);
    expect(await translator.page.getByRole("link", { name: /Download source/ }).count()).toBe(0);
    await saveScreenshot(translator.page, "truth-translator-job-files-deleted");
  });
});
