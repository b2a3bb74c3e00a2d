import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { createOrderWithDocument, payThroughApi, registerThroughApi } from "../orders/fixtures";
import { adminPage } from "./fixtures";

// The dashboard's charts and reports (docs/admin-ui.md, "Charts" and "Reports"): figures from the rollups, the period
// in the URL, each chart's table, the CSV downloads, in English and Turkish, light and dark.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // Two paid orders (one rush) and an unpaid one, placed as customers do.
  const { context, page } = await newPage(browser);
  await registerThroughApi(page, "charts");
  for (const isRush of [false, true]) {
    const orderId = await createOrderWithDocument(page.request, 300, { isRush });
    expect((await payThroughApi(page.request, orderId)).status()).toBe(200);
  }
  await createOrderWithDocument(page.request, 200);
  await context.close();
});
afterAll(async () => browser?.close());

/** The app's colours swapped for a dark palette, as a dark theme sets them: the charts read only these variables. */
async function darken(page: Page) {
  await page.addStyleTag({
    content: `:root { --background: #0b1220; --foreground: #e2e8f0; --card: #111a2e; --card-foreground: #e2e8f0; --popover: #111a2e; --popover-foreground: #e2e8f0;
      --primary: #93b4ff; --primary-foreground: #0b1220; --secondary: #1c2a48; --secondary-foreground: #e2e8f0; --muted: #1a2438; --muted-foreground: #a3b1c6;
      --accent: #1c2a48; --accent-foreground: #e2e8f0; --border: #2a3650; --input: #34425e; --crimson: #f47a8f; --success: #4ade80; --warning: #fbbf24; }`,
  });
}

async function shoot(page: Page, name: string) {
  await saveScreenshot(page, name);
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: true });
}

describe("admin dashboard charts", () => {
  it("shows the charts from the rollups, keeps the period in the URL and has each chart as a table", async () => {
    const { context, page } = await adminPage(browser);
    await page.goto("/admin/dashboard");
    const trends = page.getByRole("region", { name: "Revenue", exact: true });
    await trends.waitFor();
    await page.locator(".recharts-surface").first().waitFor();
    expect(await page.locator(".recharts-wrapper").count()).toBe(6);
    // The tables are in the page for screen readers while the charts show.
    const revenueTable = trends.getByRole("table", { name: "Revenue" });
    expect(await revenueTable.locator("tbody tr").count()).toBe(30);
    const today = trends.locator("tbody tr").last();
    expect(await today.locator("td").first().textContent()).toMatch(/^\$\d/);
    await shoot(page, "admin-dashboard-charts-light");

    await page.getByRole("group", { name: "Group by" }).getByRole("button", { name: "Week" }).click();
    await page.waitForURL(/period=week/);
    await page.reload();
    expect(await page.getByRole("button", { name: "Week" }).getAttribute("aria-pressed")).toBe("true");
    const weeks = page.getByRole("region", { name: "Revenue", exact: true }).locator("tbody tr");
    await weeks.nth(25).waitFor({ state: "attached" });
    expect(await weeks.count()).toBe(26);

    const status = page.getByRole("region", { name: "Orders by status" });
    await status.getByRole("button", { name: "Show as table" }).click();
    const statusTable = status.getByRole("table");
    expect(await statusTable.isVisible()).toBe(true);
    expect(await statusTable.locator("tbody tr").allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Pending\d+$/), expect.stringMatching(/^Processing\d+$/)]),
    );
    await shoot(page, "admin-dashboard-week-table");

    await darken(page);
    await page.getByRole("button", { name: "Month" }).click();
    await page.waitForURL(/period=month/);
    await page.locator(".recharts-surface").first().waitFor();
    await shoot(page, "admin-dashboard-charts-dark");
    await context.close();
  });

  it("downloads the CSV reports of the chosen range", async () => {
    const { context, page } = await adminPage(browser);
    await page.goto("/admin/dashboard");
    const reports = page.getByRole("region", { name: "Reports" });
    await reports.waitFor();
    const link = reports.getByRole("link", { name: "Orders CSV" });
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/api\/admin\/reports\/orders\.csv\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-.*\.csv$/);
    const file = await page.request.get(href);
    const bytes = await file.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString("utf8")).toContain("Order,Placed (UTC),Status");

    await reports.getByLabel("From").fill("2030-01-01");
    await reports.getByText("The start date must not be after the end date.").waitFor();
    expect(await reports.getByRole("link", { name: "Orders CSV" }).count()).toBe(0);
    await context.close();
  });

  it("reads in Turkish", async () => {
    const { context, page } = await adminPage(browser);
    await context.addCookies([{ name: "lang", value: "tr", url: page.url() }]);
    await page.goto("/admin/dashboard?period=month");
    await page.getByRole("heading", { name: "Eğilimler" }).waitFor();
    await page.getByRole("region", { name: "Gelir", exact: true }).waitFor();
    await page.locator(".recharts-surface").first().waitFor();
    expect(await page.getByRole("button", { name: "Ay" }).getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("region", { name: "Raporlar" }).getByRole("link", { name: "Siparişler CSV" }).waitFor();
    await shoot(page, "admin-dashboard-charts-tr");
    await context.close();
  });
});
