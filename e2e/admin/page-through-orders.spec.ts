import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, saveScreenshot } from "../support/browser";
import { adminPage, placeOrder, registerCustomer } from "./fixtures";

// Manage Orders a page at a time, with the view in the address (docs/decisions/026-keyset-pagination.md).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const rowIds = (page: Page) =>
  page.$$eval("[data-testid^=order-row-]", (rows) =>
    rows.map((row) => Number(row.getAttribute("data-testid")!.replace("order-row-", ""))),
  );
const waitForRows = (page: Page, count: number) =>
  page.waitForFunction((wanted) => document.querySelectorAll("[data-testid^=order-row-]").length === wanted, count);

describe("paging Manage Orders", () => {
  it("pages a customer's orders with next, previous and page size, and a copied link reopens the same page", async () => {
    const customer = await registerCustomer(browser, "pager");
    const placed: number[] = [];
    for (let index = 0; index < 12; index += 1)
      placed.push((await placeOrder(customer.page.request, { wordCount: 100 + index })).id);
    const newestFirst = [...placed].reverse();
    const { context, page } = await adminPage(browser);

    await page.goto(`/admin/orders?search=${customer.username}&limit=10`);
    await waitForRows(page, 10);
    expect(await rowIds(page)).toEqual(newestFirst.slice(0, 10));
    await page.getByText("12 orders", { exact: true }).waitFor();
    expect(await page.getByTestId("page-previous").isDisabled()).toBe(true);

    await page.getByTestId("page-next").click();
    await waitForRows(page, 2);
    expect(await rowIds(page)).toEqual(newestFirst.slice(10));
    expect(page.url()).toContain("cursor=");
    await saveScreenshot(page, "admin-orders-second-page");

    // The address alone brings the same page back.
    const link = page.url();
    const other = await context.newPage();
    await other.goto(link);
    await waitForRows(other, 2);
    expect(await rowIds(other)).toEqual(newestFirst.slice(10));
    expect(await other.getByLabel("Search orders", { exact: true }).inputValue()).toBe(customer.username);
    await other.close();

    await page.getByTestId("page-previous").click();
    await waitForRows(page, 10);
    expect(await rowIds(page)).toEqual(newestFirst.slice(0, 10));

    await page.getByTestId("page-size").selectOption("25");
    await waitForRows(page, 12);
    expect(page.url()).not.toContain("cursor=");
    expect(page.url()).not.toContain("limit=");
    expect(await page.getByTestId("page-next").isDisabled()).toBe(true);

    await context.close();
    await customer.context.close();
  });
});
