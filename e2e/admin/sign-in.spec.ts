import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAdminThroughUi } from "../support/admin-login";
import { launchBrowser, newPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("admin sign-in", () => {
  it("asks for the e-mailed code, then opens the admin dashboard with its figures and the admin navigation", async () => {
    const { context, page } = await newPage(browser);
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await loginAdminThroughUi(page);

    // What the admin sees once signed in: the dashboard's heading and greeting, the order counters (figures
    // loaded, not the error), and the admin area's own navigation.
    const heading = page.getByRole("heading", { level: 1, name: "Admin Dashboard" });
    await heading.waitFor();
    expect(await heading.isVisible()).toBe(true);
    // The whole name of the seeded admin, never its first word alone ("Welcome back, Site.").
    expect(
      await page.getByText("Welcome back, Site Administrator. Here is how the business is doing.").isVisible(),
    ).toBe(true);
    const counters = page.getByRole("list", { name: "Order counters" });
    await counters.waitFor();
    expect(await counters.getByText("Total Orders").isVisible()).toBe(true);
    expect(await page.getByText("The dashboard figures could not be loaded").count()).toBe(0);
    const navigation = page.getByRole("navigation", { name: "Admin navigation" });
    for (const link of ["Dashboard", "Orders", "Customers", "Translators", "Payments", "Settings"]) {
      expect(await navigation.getByRole("link", { name: link, exact: true }).count()).toBe(1);
    }
    expect(new URL(page.url()).pathname).toBe("/admin/dashboard");
    // Straight to the dashboard: its guard once read the session from before the code and bounced the admin back to
    // /admin/verify for a moment (the heading this test waited for vanished on a slow machine).
    expect(visited).toEqual(["/admin/auth", "/admin/verify", "/admin/dashboard"]);
    await context.close();
  });
});
