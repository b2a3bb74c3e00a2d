import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, saveScreenshot, uniqueUser } from "../support/browser";
import { lastEmailId, waitForEmail } from "../support/outbox";
import { signUpVerifiedThroughApi } from "../support/sign-up";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("Account Settings: delete my account", () => {
  it("says what goes and what stays, refuses a wrong password, then deletes the account and signs out", async () => {
    const customer = uniqueUser("leaving");
    const { context, page } = await newPage(browser);
    await signUpVerifiedThroughApi(page.request, customer);
    await page.goto("/dashboard/settings");
    const card = page.getByRole("heading", { name: "Delete my account" });
    await card.waitFor();
    await page.getByRole("button", { name: "Delete my account..." }).waitFor();
    await saveScreenshot(page, "account-settings-delete-and-export");

    await page.getByRole("button", { name: "Delete my account..." }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByRole("heading", { name: "What we delete" }).waitFor();
    await dialog
      .getByText(
        "Every file of your orders: your documents, their translations, the certificate PDFs and notarized scans",
      )
      .waitFor();
    await dialog.getByRole("heading", { name: "What we keep" }).waitFor();
    await dialog
      .getByText(/Payments, receipts and refunds, as tax law requires, under “Deleted customer #\d+”/)
      .waitFor();
    await dialog.getByLabel("Your password").fill("not-my-password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText("Current password is incorrect").waitFor();
    await saveScreenshot(page, "account-settings-delete-dialog");

    const after = lastEmailId();
    await dialog.getByLabel("Your password").fill(customer.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page
      .getByText("We have deleted your account. Thank you for choosing Bosphorus Translate.", { exact: true })
      .waitFor();
    const goodbye = await waitForEmail({
      to: customer.email,
      subject: /^Your Bosphorus Translate account has been deleted$/,
      after,
    });
    expect(goodbye.text).toContain("This is the last e-mail we send to this address.");

    // Signed out, and the account is gone.
    await page.goto("/dashboard/settings");
    await page.waitForURL("**/auth");
    await page.getByLabel("Username", { exact: true }).fill(customer.username);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid username or password").first().waitFor();
    await context.close();
  });

  it("in Turkish: names the order in the way, and prepares a copy of the data to download from the e-mailed link", async () => {
    const customer = uniqueUser("verilerim");
    const { context, page } = await newPage(browser);
    await signUpVerifiedThroughApi(page.request, customer);
    expect((await page.request.put("/api/user/language", { data: { language: "tr" } })).status()).toBe(200);
    const order = await page.request.post("/api/orders", {
      data: {
        serviceType: "certified",
        translationDirection: "tr-en",
        wordCount: 300,
        isRush: false,
        isPhysicalDelivery: false,
      },
    });
    const { id } = (await order.json()) as { id: number };

    await page.goto("/tr/dashboard/settings");
    await page.getByRole("heading", { name: "Hesabımı sil" }).waitFor();
    await page
      .getByText(
        `#${id} numaralı siparişin ödemesi yapılmadı. Siparişi kendi sayfasından iptal edin, sonra buraya dönün.`,
      )
      .waitFor();
    expect(await page.getByRole("link", { name: `#${id} numaralı siparişi görüntüle` }).getAttribute("href")).toBe(
      `/tr/dashboard/orders/${id}`,
    );
    expect(await page.getByRole("button", { name: "Hesabımı sil..." }).count()).toBe(0);

    const after = lastEmailId();
    await page.getByRole("button", { name: "Verilerimi iste" }).click();
    await page
      .getByTestId("data-export-status")
      .getByText(/Verilerinizi hazırlıyoruz/)
      .waitFor();
    await saveScreenshot(page, "account-settings-turkish");

    const ready = await waitForEmail({
      to: customer.email,
      subject: /^Bosphorus Translate verileriniz indirilmeye hazır$/,
      after,
      timeoutMs: 90_000,
    });
    const link = new URL(ready.text.match(/(\S+\/tr\/data-export\?token=\S+)/)![1]!);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("heading", { name: "Verileriniz hazır" }).waitFor();
    await saveScreenshot(page, "data-export-link-turkish");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "ZIP dosyasını indir" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `bosphorus-translate-data-${customer.username}-${new Date().toISOString().slice(0, 10)}.zip`,
    );
    expect(await download.failure()).toBeNull();

    // Used once: the same link now says so.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("heading", { name: "Bağlantının Süresi Doldu" }).waitFor();
    await context.close();
  }, 120_000);
});
