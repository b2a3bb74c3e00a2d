import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { loginAdminThroughUi } from "../support/admin-login";
import { launchBrowser, newPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("admin sign-in", () => {
  it("asks for the e-mailed code, then opens the admin dashboard", async () => {
    const { context, page } = await newPage(browser);
    await loginAdminThroughUi(page);
    await context.close();
  });
});
