import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_ADMIN, launchBrowser, saveScreenshot } from "../support/browser";
import { adminPage, expectToast, registerCustomer } from "./fixtures";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function openActions(page: Page, username: string) {
  await page.getByRole("button", { name: `Actions for @${username}` }).click();
}

describe("admin customers", () => {
  it("edits a customer, disables them (their session ends) and enables them again", async () => {
    const customer = await registerCustomer(browser, "cus");
    const { context, page } = await adminPage(browser);
    await page.goto("/admin/users");
    await page.getByRole("heading", { name: "Customers" }).waitFor();
    await page.getByLabel("Search users", { exact: true }).fill(customer.username);
    const row = page.getByTestId(`user-row-${customer.username}`);
    await row.waitFor();
    expect(await row.textContent()).toContain(customer.email);
    await saveScreenshot(page, "admin-users-desktop");

    // View Details: read-only.
    await openActions(page, customer.username);
    await page.getByRole("menuitem", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: "User Details" });
    await details.getByText(customer.email).waitFor();
    expect(await details.locator("input").count()).toBe(0);
    await details.getByRole("button", { name: "Close" }).first().click();
    await details.waitFor({ state: "hidden" });

    // Edit User: the shared schema's message, then a successful save.
    await openActions(page, customer.username);
    await page.getByRole("menuitem", { name: "Edit User" }).click();
    const edit = page.getByRole("dialog", { name: "Edit User" });
    expect(await edit.getByLabel("Email", { exact: true }).getAttribute("type")).toBe("email");
    await saveScreenshot(page, "admin-users-edit-dialog");
    await edit.getByLabel("Email", { exact: true }).fill("not-an-email");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await edit.getByText("Invalid email format").waitFor();
    const newEmail = `edited.${customer.email}`;
    await edit.getByLabel("First name", { exact: true }).fill("Zeynep");
    await edit.getByLabel("Email", { exact: true }).fill(newEmail);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "User updated");
    await edit.waitFor({ state: "hidden" });
    await row.getByText(`Zeynep ${customer.lastName}`).waitFor();
    expect(await row.textContent()).toContain(newEmail);

    // A taken username comes back as the server's message.
    await openActions(page, customer.username);
    await page.getByRole("menuitem", { name: "Edit User" }).click();
    await edit.getByLabel("Username", { exact: true }).fill(E2E_ADMIN.username);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Username already exists");
    await edit.getByRole("button", { name: "Cancel" }).click();
    await edit.waitFor({ state: "hidden" });

    // Disable: confirmation, Disabled badge, and the customer's session stops working.
    expect((await customer.page.request.get("/api/user")).status()).toBe(200);
    await openActions(page, customer.username);
    await page.getByRole("menuitem", { name: "Disable Account" }).click();
    const confirm = page.getByRole("dialog", { name: "Disable Account" });
    await confirm.waitFor();
    await saveScreenshot(page, "admin-users-disable-dialog");
    await confirm.getByRole("button", { name: "Disable Account" }).click();
    await expectToast(page, "Account disabled");
    await row.getByText("Disabled", { exact: true }).waitFor();
    await saveScreenshot(page, "admin-users-disabled");
    expect((await customer.page.request.get("/api/user")).status()).toBe(401);
    const refused = await customer.page.request.post("/api/login", {
      data: { username: customer.username, password: customer.password },
    });
    expect(refused.status()).toBe(403);

    // Disable Account is hidden for a disabled user; Enable Account brings them back.
    await openActions(page, customer.username);
    expect(await page.getByRole("menuitem", { name: "Disable Account" }).count()).toBe(0);
    await page.getByRole("menuitem", { name: "Enable Account" }).click();
    await expectToast(page, "Account enabled");
    await row.getByText("Disabled", { exact: true }).waitFor({ state: "detached" });
    const back = await customer.page.request.post("/api/login", {
      data: { username: customer.username, password: customer.password },
    });
    expect(back.status()).toBe(200);

    await context.close();
    await customer.context.close();
  });

  it("tabs by role, counts, hides Disable on the admin's own row, and shows cards on a phone", async () => {
    const customer = await registerCustomer(browser, "tab");
    const { context, page } = await adminPage(browser, { width: 390, height: 844 });
    await page.goto("/admin/users");
    await page.getByText("Administrators").first().waitFor();

    await page.getByRole("tab", { name: "Administrators" }).click();
    await page.getByTestId(`user-card-${E2E_ADMIN.username}`).waitFor();
    expect(await page.getByTestId(`user-card-${customer.username}`).count()).toBe(0);
    await openActions(page, E2E_ADMIN.username);
    await page.getByRole("menuitem", { name: "Edit User" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Disable Account" }).count()).toBe(0);
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: "Regular Users" }).click();
    await page.getByTestId(`user-card-${customer.username}`).waitFor();
    expect(await page.getByTestId(`user-card-${E2E_ADMIN.username}`).count()).toBe(0);
    await saveScreenshot(page, "admin-users-mobile");

    await page.getByLabel("Search users", { exact: true }).fill("nobody-matches-this");
    await page.getByText("No users found").waitFor();
    await context.close();
    await customer.context.close();
  });
});
