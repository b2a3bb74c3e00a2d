import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, saveScreenshot, uniqueUser } from "../support/browser";
import { fillTestCard, writeWordsPdf } from "../orders/fixtures";
import { lastEmailId, waitForEmail } from "../support/outbox";

// Decision 014 (i18n): the order journey in Turkish. Dates in the Turkish form ("24 Kasım 2026", "24 Kas 2026"), money
// always in US dollars ("$186.00").
const MONTHS = "Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık";
const SHORT_MONTHS = "Oca|Şub|Mar|Nis|May|Haz|Tem|Ağu|Eyl|Eki|Kas|Ara";
const LONG_DATE = new RegExp(`\\b\\d{1,2} (${MONTHS}) \\d{4}\\b`);
const DATE_TIME = new RegExp(`\\b\\d{1,2} (${MONTHS}) \\d{4} \\d{2}:\\d{2}\\b`);
const SHORT_DATE = new RegExp(`\\b\\d{1,2} (${SHORT_MONTHS}) \\d{4}\\b`);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("ordering a translation in Turkish", () => {
  it("switches to Türkçe, registers, orders, uploads, pays and sees the order in the dashboard", async () => {
    const { context, page } = await newPage(browser);
    const customer = uniqueUser("turkce");

    // The header's language switcher.
    await page.goto("/");
    await switchToTurkish(page);

    // Sign up, in Turkish.
    await page.goto("/auth?tab=register");
    await page.getByRole("heading", { name: "Hesabınızı oluşturun" }).waitFor();
    await page.getByLabel("Ad", { exact: true }).fill(customer.firstName);
    await page.getByLabel("Soyad", { exact: true }).fill(customer.lastName);
    await page.getByLabel("Kullanıcı adı", { exact: true }).fill(customer.username);
    await page.getByLabel("E-posta", { exact: true }).fill(customer.email);
    // A schema message is shown in Turkish (the API keeps the spec's English).
    await page.getByLabel("Şifre", { exact: true }).fill("12345");
    await page.getByRole("button", { name: "Hesap Oluştur" }).click();
    await page.getByText("Şifre en az 6 karakter olmalıdır").waitFor();
    await page.getByLabel("Şifre", { exact: true }).fill(customer.password);
    await page.getByLabel("Şifre (tekrar)", { exact: true }).fill(customer.password);
    // The consent box is required; its links lead to the Turkish terms and privacy pages.
    const consent = page.getByRole("checkbox", {
      name: "Hizmet Koşulları'nı ve Gizlilik Politikası'nı kabul ediyorum",
    });
    await page.getByRole("button", { name: "Hesap Oluştur" }).click();
    await page.getByText("Lütfen hizmet koşullarını ve gizlilik politikasını kabul edin").waitFor();
    // This /auth has no /tr prefix (the language is the cookie's), so the links are unprefixed as the footer's are,
    // and the server sends this visitor on to the Turkish page.
    const consentLabel = page.locator('label[for="register-acceptTerms"]');
    for (const [name, turkishPage] of [
      ["Hizmet Koşulları", "/tr/terms"],
      ["Gizlilik Politikası", "/tr/privacy"],
    ] as const) {
      const href = await consentLabel.getByRole("link", { name }).getAttribute("href");
      const opened = await page.request.get(href!);
      expect(new URL(opened.url()).pathname).toBe(turkishPage);
    }
    await consent.check();
    const beforeSignUp = lastEmailId();
    await page.getByRole("button", { name: "Hesap Oluştur" }).click();

    // The dashboard greets the new customer in Turkish.
    await page.waitForURL("**/dashboard");
    const main = page.getByRole("main");
    await main.getByText(`Hoş geldiniz, ${customer.firstName}!`).waitFor();
    await page.getByRole("navigation", { name: "Müşteri menüsü" }).getByRole("link", { name: "Siparişler" }).waitFor();
    await main.getByText("Başlarken").waitFor();
    await saveScreenshot(page, "i18n-tr-dashboard");

    // Ordering needs a verified address: the code arrives in a Turkish e-mail and goes into the Turkish banner.
    const verification = await waitForEmail({
      to: customer.email,
      subject: /^E-posta adresinizi doğrulayın$/,
      after: beforeSignUp,
    });
    const banner = page.getByRole("region", { name: "E-posta doğrulama" });
    await banner
      .getByLabel("Doğrulama kodu", { exact: true })
      .fill(verification.text.match(/şu kodu girin: (\d{6})/)![1]!);
    await banner.getByRole("button", { name: "E-postayı Doğrula" }).click();
    await banner.waitFor({ state: "detached" });

    // New order: defaults are a certified Turkish → English order of one 500-word document ($75.00).
    await main.getByRole("link", { name: "Yeni Sipariş" }).click();
    await page.waitForURL("**/dashboard/orders/new");
    await page.getByRole("heading", { name: "Yeni Tercüme Siparişi" }).waitFor();
    await page.getByRole("group", { name: "Hizmet türü" }).getByText("Onaylı").waitFor();
    expect(await page.getByTestId("order-estimate-delivery").innerText()).toMatch(LONG_DATE);
    expect(await page.getByTestId("order-total").innerText()).toBe("$75.00");
    await saveScreenshot(page, "i18n-tr-new-order");
    await page.getByRole("button", { name: "Sipariş Oluştur" }).click();

    // Upload a 1,240-word PDF to the ordered document. Counting may take a moment: wait for the price, not the upload.
    await page.waitForURL(/\/dashboard\/upload\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split("/").pop());
    await page.getByRole("heading", { name: "Belge Yükle" }).waitFor();
    const pdf = await writeWordsPdf(1240);
    await page
      .getByLabel(/için dosya ekle$/)
      .first()
      .setInputFiles(pdf.path);
    await expect.poll(() => page.getByTestId("order-total").innerText(), { timeout: 30_000 }).toBe("$186.00");
    await page
      .getByTestId("order-document")
      .filter({ hasText: "birth-certificate.pdf" })
      .getByText("1.240 kelime")
      .waitFor();
    await saveScreenshot(page, "i18n-tr-upload");

    // Checkout and pay with the test card; the amount stays in dollars.
    await page.getByRole("link", { name: "Ödemeye Geç" }).click();
    await page.waitForURL(`**/checkout/${orderId}`);
    await page.getByRole("heading", { name: "Ödeme", exact: true }).first().waitFor();
    expect(await page.getByTestId("charge-amount").innerText()).toBe("$186.00");
    await page.getByText("Test modu: gerçek karttan ücret alınmaz").waitFor();
    await fillTestCard(page, "4242 4242 4242 4242", "tr");
    await saveScreenshot(page, "i18n-tr-checkout");
    await page.getByRole("button", { name: "Şimdi Öde $186.00" }).click();
    await page.getByTestId("payment-success").getByText("Ödeme başarılı").waitFor();

    // The order in the dashboard's list: Turkish status, Turkish date, dollars.
    await page.waitForURL((url) => url.pathname === "/dashboard/orders");
    await page.getByRole("heading", { name: "Siparişleriniz" }).waitFor();
    await page.getByRole("tab", { name: /İşlemde/ }).click();
    const row = page.getByRole("tabpanel").locator(`[data-testid=order-row][data-order-id="${orderId}"]`);
    await row.waitFor();
    const rowText = await row.innerText();
    expect(rowText).toContain(`Sipariş #${orderId}`);
    expect(rowText).toContain("İşlemde");
    expect(rowText).toContain("Türkçe → İngilizce");
    expect(rowText).toContain("1.240 kelime");
    expect(rowText).toContain("$186.00");
    expect(rowText).toMatch(SHORT_DATE);
    await saveScreenshot(page, "i18n-tr-orders");

    // Its details: the timeline in Turkish with Turkish dates and the payment in dollars.
    await row.getByRole("link", { name: "Ayrıntıları Gör" }).click();
    await page.waitForURL(`**/dashboard/orders/${orderId}`);
    await page.getByRole("heading", { name: `Sipariş #${orderId}` }).waitFor();
    const timeline = page.getByRole("list", { name: "Sipariş zaman çizelgesi" });
    await timeline.getByText("Sipariş verildi").waitFor();
    await timeline.getByText("Ödeme alındı").waitFor();
    expect(await timeline.innerText()).toMatch(DATE_TIME);
    expect(await timeline.innerText()).toContain("$186.00");
    await saveScreenshot(page, "i18n-tr-order-details");
    await context.close();
  });
});

/** Picks Türkçe in the header's language switcher. */
async function switchToTurkish(page: import("playwright-core").Page) {
  // A prerendered page reacts once hydrated: pick again until the page has switched.
  const languageSelect = page.getByLabel(/^(Language|Dil)$/).filter({ visible: true });
  await expect
    .poll(
      async () => {
        await languageSelect.selectOption("tr");
        return page.evaluate(() => document.documentElement.lang);
      },
      { timeout: 30_000 },
    ) // hydration is slow on a loaded machine
    .toBe("tr");
}
