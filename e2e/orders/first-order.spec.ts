import type { Browser, FileChooser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TURKISH_LETTER_LINES, renderPhotoPng } from "../../tests/support/ocr-fixtures";
import { launchBrowser, newPage, saveScreenshot, uniqueUser } from "../support/browser";
import { lastEmailId, waitForEmail } from "../support/outbox";
import { checkPage } from "../support/page-checks";
import { englishLeftovers } from "../../tests/support/english-leftovers";
import { fillTestCard, writeWordsPdf } from "./fixtures";

// Issue 41 items 1-2: a first order in one sitting, files first. A new visitor goes from the calculator to /order,
// adds a PDF and a phone photo (each chosen once), sees them counted and priced, signs up and types the e-mailed
// code on the same page, and pays there; the total shown before signing up is the amount charged, to the cent, and
// the whole way takes no more than 3 page loads after the landing page (none, as built). In English with the mouse,
// in Turkish (/tr/...), and in English with the keyboard alone (Tab, Enter, Space and typing).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

type Fixture = { name: string; mimeType: string; buffer: Buffer };

async function fixtures(): Promise<{ pdf: Fixture; photo: Fixture }> {
  const pdf = await writeWordsPdf(300, "diploma.pdf");
  return {
    pdf: { name: "diploma.pdf", mimeType: "application/pdf", buffer: pdf.bytes },
    photo: { name: "dilekce-foto.png", mimeType: "image/png", buffer: renderPhotoPng(TURKISH_LETTER_LINES) },
  };
}

/** Counts the documents the page loads (full page loads, not the app's own navigations) from now on. */
function countPageLoads(page: Page): () => number {
  let loads = 0;
  page.on("domcontentloaded", () => {
    loads += 1;
  });
  return () => loads;
}

/** Every file chooser the page opens, and the names chosen in it: a file must be chosen once only. */
function recordChoices(page: Page) {
  const chosen: string[] = [];
  return {
    chosen,
    async choose(open: () => Promise<void>, files: Fixture[]) {
      const [chooser] = await Promise.all([page.waitForEvent("filechooser"), open()]);
      await (chooser as FileChooser).setFiles(files);
      chosen.push(...files.map((file) => file.name));
    },
  };
}

/** Waits until `count` draft files are counted (the photo is read by OCR: seconds, more on a loaded machine). */
async function waitForCounted(page: Page, count: number) {
  await expect
    .poll(() => page.locator("[data-testid=draft-file][data-status=counted]").count(), { timeout: 240_000 })
    .toBe(count);
}

/** The total the page shows once nothing is being saved or uploaded: the server's price of the draft. */
async function settledTotal(page: Page): Promise<string> {
  await page.locator("[data-testid=draft-summary][data-busy=false] [data-testid=draft-total]").waitFor();
  return page.getByTestId("draft-total").innerText();
}

/** No overflow at phone widths, no axe violation, and (in Turkish) no English text of the catalogs on screen. */
async function expectAccessible(page: Page, label: string, language: "en" | "tr" = "en") {
  const problems = await checkPage(page, label);
  if (language === "tr") {
    const text = await page.evaluate(() =>
      [
        document.title,
        document.body.innerText,
        ...[...document.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label")),
      ]
        .join("\n")
        .replace(/\S+\.(pdf|docx?|txt|png|jpe?g)\b/gi, " "),
    );
    for (const found of englishLeftovers(text))
      problems.push(`${label} shows English "${found.text}" (${found.key}) in "${found.context}"`);
  }
  expect(problems).toEqual([]);
}

function cents(total: string): number {
  return Math.round(Number(total.replace(/[$,]/g, "")) * 100);
}

/** The paid order behind the order page the payment led to: its documents and what was charged. */
async function paidOrder(page: Page) {
  await page.waitForURL(/\/dashboard\/orders\/\d+$/, { timeout: 30_000 });
  const orderId = Number(new URL(page.url()).pathname.split("/").pop());
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
    status: string;
    totalCents: number;
    documents: { originalFilename: string }[];
    payments: { status: string; amountCents: number }[];
  };
  return { orderId, order };
}

describe("a first order in one sitting, files first", () => {
  it("from the calculator to a paid order on one page, in English", { timeout: 420_000 }, async () => {
    const { context, page } = await newPage(browser);
    const { pdf, photo } = await fixtures();
    const customer = uniqueUser("first");

    await page.goto("/");
    const pageLoads = countPageLoads(page);
    const files = recordChoices(page);

    // The calculator: certified, Turkish → English, one document of about 800 words, rush.
    await page.selectOption("#quote-service-type", "certified");
    await page.fill("#quote-word-count", "800");
    await page.check("#quote-rush");
    expect(await page.getByTestId("quote-total").innerText()).toBe("$180.00");
    await page.click("[data-testid=quote-get-started]");
    await page.waitForURL((url) => url.pathname === "/order");

    // The calculator's document waits for its file; the options came along.
    await page.getByRole("heading", { name: "Order a translation" }).waitFor();
    await page.getByTestId("draft-item").waitFor();
    expect(await page.getByTestId("draft-item").count()).toBe(1);
    expect(await page.inputValue("#draft-service-type")).toBe("certified");
    expect(await page.isChecked("#draft-rush")).toBe(true);
    await page.getByTestId("draft-item").getByText("Your estimate: 800 words").waitFor();

    // Both files at once: the PDF fills the calculator's document, the photo becomes a second one.
    await files.choose(() => page.getByRole("button", { name: "Browse files" }).click(), [pdf, photo]);
    await page.getByText("Reading…").first().waitFor();
    await saveScreenshot(page, "first-order-reading");
    await waitForCounted(page, 2);
    const items = page.getByTestId("draft-item");
    expect(await items.count()).toBe(2);
    await items.nth(0).getByText("diploma.pdf").waitFor();
    expect(await items.nth(0).getByTestId("draft-file-words").innerText()).toBe("300 words");
    await items.nth(1).getByText("dilekce-foto.png").waitFor();
    expect(await items.nth(1).getByTestId("draft-file-words").innerText()).toMatch(/^\d+ words\s*read from a scan$/);

    // The server's price of the draft, before any account.
    const total = await settledTotal(page);
    expect(cents(total)).toBeGreaterThan(0);
    await saveScreenshot(page, "first-order-priced");
    await expectAccessible(page, "/order priced");

    // Sign up on the page; the e-mailed code goes in on the page too.
    const beforeSignUp = lastEmailId();
    await page.getByLabel("First name", { exact: true }).fill(customer.firstName);
    await page.getByLabel("Last name", { exact: true }).fill(customer.lastName);
    await page.getByLabel("E-mail", { exact: true }).fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Please accept the terms of service and privacy policy").waitFor();
    await page.getByLabel("I agree to the Terms of Service and Privacy Policy").check();
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText(`We e-mailed a 6-digit code to ${customer.email}.`).waitFor();
    const email = await waitForEmail({
      to: customer.email,
      subject: /^Verify your e-mail address$/,
      after: beforeSignUp,
    });
    await page.getByLabel("6-digit code", { exact: true }).fill(email.text.match(/enter this code: (\d{6})/)![1]!);
    await expectAccessible(page, "/order code step");
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByTestId("draft-signed-in").waitFor();
    expect(await settledTotal(page)).toBe(total);

    // Pay on the page: the amount charged is the total shown before signing up.
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.getByTestId("test-cards-note").waitFor();
    expect(await page.getByTestId("charge-amount").innerText()).toBe(total);
    await fillTestCard(page, "4242 4242 4242 4242");
    await saveScreenshot(page, "first-order-payment");
    await expectAccessible(page, "/order payment");
    await page.getByRole("button", { name: `Pay Now ${total}` }).click();
    await page.getByTestId("payment-success").waitFor();

    const { order } = await paidOrder(page);
    expect(order.totalCents).toBe(cents(total));
    expect(order.payments.map((payment) => [payment.status, payment.amountCents])).toEqual([["paid", cents(total)]]);
    expect(order.status).toBe("processing");
    expect(order.documents.map((document) => document.originalFilename).sort()).toEqual(
      ["diploma.pdf", "dilekce-foto.png"].sort(),
    );
    // Each file was chosen once, and the landing page was the last page load.
    expect(files.chosen).toEqual(["diploma.pdf", "dilekce-foto.png"]);
    expect(pageLoads()).toBeLessThanOrEqual(3);
    expect(pageLoads()).toBe(0);
    await saveScreenshot(page, "first-order-paid");
    await context.close();
  });

  it("in Turkish, the PDF chosen on the calculator and the photo on /tr/order", { timeout: 420_000 }, async () => {
    const { context, page } = await newPage(browser);
    const { pdf, photo } = await fixtures();
    const customer = uniqueUser("ilk");

    await page.goto("/tr");
    const pageLoads = countPageLoads(page);
    const files = recordChoices(page);

    // The calculator uploads its file into the draft and shows the server's count.
    await files.choose(() => page.locator('label[for="quote-document"]').click(), [pdf]);
    await expect
      .poll(() => page.getByTestId("quote-file-estimate").innerText(), { timeout: 60_000 })
      .toMatch(/· 300 kelime$/);
    expect(await page.inputValue("#quote-word-count")).toBe("300");
    await page.click("[data-testid=quote-get-started]");
    await page.waitForURL((url) => url.pathname === "/tr/order");

    await page.getByRole("heading", { name: "Çeviri siparişi verin" }).waitFor();
    const items = page.getByTestId("draft-item");
    await items.nth(0).getByText("diploma.pdf").waitFor();
    await files.choose(() => page.getByRole("button", { name: "Dosyalara göz at" }).click(), [photo]);
    await waitForCounted(page, 2);
    expect(await items.nth(0).getByTestId("draft-file-words").innerText()).toBe("300 kelime");
    expect(await items.nth(1).getByTestId("draft-file-words").innerText()).toMatch(/^\d+ kelime\s*taramadan okundu$/);
    const total = await settledTotal(page);
    await saveScreenshot(page, "first-order-tr-priced");
    await expectAccessible(page, "/tr/order priced", "tr");

    const beforeSignUp = lastEmailId();
    await page.getByLabel("Ad", { exact: true }).fill(customer.firstName);
    await page.getByLabel("Soyad", { exact: true }).fill(customer.lastName);
    await page.getByLabel("E-posta", { exact: true }).fill(customer.email);
    await page.getByLabel("Şifre", { exact: true }).fill(customer.password);
    await page.getByLabel("Hizmet Koşulları'nı ve Gizlilik Politikası'nı kabul ediyorum").check();
    await page.getByRole("button", { name: "Hesap oluştur" }).click();
    await page.getByText(`${customer.email} adresine 6 haneli bir kod gönderdik.`, { exact: false }).waitFor();
    const email = await waitForEmail({
      to: customer.email,
      subject: /^E-posta adresinizi doğrulayın$/,
      after: beforeSignUp,
    });
    await expectAccessible(page, "/tr/order code step", "tr");
    await page.getByLabel("6 haneli kod", { exact: true }).fill(email.text.match(/şu kodu girin: (\d{6})/)![1]!);
    await page.getByRole("button", { name: "Doğrula" }).click();
    await page.getByTestId("draft-signed-in").waitFor();

    await page.getByRole("button", { name: "Ödemeye geç" }).click();
    await page.getByTestId("test-cards-note").waitFor();
    expect(await page.getByTestId("charge-amount").innerText()).toBe(total);
    await expectAccessible(page, "/tr/order payment", "tr");
    await fillTestCard(page, "4242 4242 4242 4242", "tr");
    await page.getByRole("button", { name: `Şimdi Öde ${total}` }).click();
    await page.getByTestId("payment-success").waitFor();

    const { order } = await paidOrder(page);
    expect(new URL(page.url()).pathname).toMatch(/^\/tr\/dashboard\/orders\/\d+$/);
    expect(order.payments.map((payment) => [payment.status, payment.amountCents])).toEqual([["paid", cents(total)]]);
    expect(files.chosen).toEqual(["diploma.pdf", "dilekce-foto.png"]);
    expect(pageLoads()).toBeLessThanOrEqual(3);
    await saveScreenshot(page, "first-order-tr-paid");
    await context.close();
  });

  it("with the keyboard alone (Tab, Enter, Space and typing)", { timeout: 420_000 }, async () => {
    const { context, page } = await newPage(browser);
    const { pdf, photo } = await fixtures();
    const customer = uniqueUser("keys");

    await page.goto("/");
    const pageLoads = countPageLoads(page);
    const files = recordChoices(page);
    const key = (name: "Tab" | "Enter" | " ") => page.keyboard.press(name === " " ? "Space" : name);

    /** Tabs forward until the element `selector` (and, if given, whose text is `text`) has the focus. */
    async function tabTo(selector: string, text?: string) {
      for (let presses = 0; presses < 300; presses += 1) {
        const focused = await page.evaluate(
          ({ selector, text }) => {
            const active = document.activeElement;
            return Boolean(active?.matches(selector) && (text === undefined || active.textContent?.trim() === text));
          },
          { selector, text },
        );
        if (focused) return;
        await key("Tab");
      }
      throw new Error(`Tab never reached ${selector} ${text ?? ""}`);
    }

    // The skip link to the calculator, then its Get Started Now (the defaults: 500 certified words).
    await tabTo("a", "Skip to the price calculator");
    await key("Enter");
    await tabTo("[data-testid=quote-get-started]");
    await key("Enter");
    await page.waitForURL((url) => url.pathname === "/order");

    await page.getByTestId("draft-item").waitFor();
    // As a person would: once the page has settled (the calculator's draft saved and read back).
    await page.locator("[data-testid=draft-summary][data-busy=false]").waitFor();
    // A re-render just after arriving can take the focus from the button once (docs: closing note, a known gap):
    // a person sees the focus ring gone and tabs back; so does the test, at most three times.
    for (let attempt = 1; ; attempt += 1) {
      await tabTo("button", "Browse files");
      const [chooser] = await Promise.all([
        page.waitForEvent("filechooser", { timeout: 10_000 }).catch(() => null),
        key("Enter"),
      ]);
      if (chooser) {
        await chooser.setFiles([pdf, photo]);
        files.chosen.push(pdf.name, photo.name);
        break;
      }
      if (attempt === 3) throw new Error("Enter on Browse files never opened the file chooser");
    }
    await waitForCounted(page, 2);
    const total = await settledTotal(page);

    const beforeSignUp = lastEmailId();
    for (const [id, value] of [
      ["#draft-firstName", customer.firstName],
      ["#draft-lastName", customer.lastName],
      ["#draft-email", customer.email],
      ["#draft-password", customer.password],
    ] as const) {
      await tabTo(id);
      await page.keyboard.type(value);
    }
    await tabTo("#draft-acceptTerms");
    await key(" ");
    expect(await page.isChecked("#draft-acceptTerms")).toBe(true);
    await tabTo("button", "Create account");
    await key("Enter");
    await page.getByTestId("draft-email-code").waitFor();
    const email = await waitForEmail({
      to: customer.email,
      subject: /^Verify your e-mail address$/,
      after: beforeSignUp,
    });
    await tabTo("#draft-email-code");
    await page.keyboard.type(email.text.match(/enter this code: (\d{6})/)![1]!);
    await key("Enter");
    await page.getByTestId("draft-signed-in").waitFor();

    await tabTo("[data-testid=draft-continue]");
    await key("Enter");
    await page.getByTestId("test-cards-note").waitFor();
    expect(await page.getByTestId("charge-amount").innerText()).toBe(total);
    for (const [id, value] of [
      ["#card-number", "4242 4242 4242 4242"],
      ["#card-expiry", "12/34"],
      ["#card-cvc", "123"],
      ["#card-zip", "10118"],
    ] as const) {
      await tabTo(id);
      await page.keyboard.type(value);
    }
    await tabTo("[data-testid=pay-now]");
    await key("Enter");
    await page.getByTestId("payment-success").waitFor();

    const { order } = await paidOrder(page);
    expect(order.payments.map((payment) => [payment.status, payment.amountCents])).toEqual([["paid", cents(total)]]);
    expect(files.chosen).toEqual(["diploma.pdf", "dilekce-foto.png"]);
    expect(pageLoads()).toBeLessThanOrEqual(3);
    await context.close();
  });

  it(
    "notices the e-mailed link opened in another tab, whose page offers to continue the order",
    { timeout: 240_000 },
    async () => {
      const { context, page } = await newPage(browser);
      const customer = uniqueUser("link");
      await page.goto("/order");
      await page.getByTestId("draft-missing").getByText("add the documents to translate.").waitFor();
      await page.setInputFiles("#document-files", {
        name: "letter.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("word ".repeat(120)),
      });
      await waitForCounted(page, 1);
      expect(await settledTotal(page)).toBe("$25.00"); // 120 × $0.15 = $18.00, raised to the minimum

      const beforeSignUp = lastEmailId();
      await page.getByLabel("First name", { exact: true }).fill(customer.firstName);
      await page.getByLabel("Last name", { exact: true }).fill(customer.lastName);
      await page.getByLabel("E-mail", { exact: true }).fill(customer.email);
      await page.getByLabel("Password", { exact: true }).fill(customer.password);
      await page.getByLabel("I agree to the Terms of Service and Privacy Policy").check();
      await page.getByRole("button", { name: "Create account" }).click();
      await page.getByTestId("draft-email-code").waitFor();
      const email = await waitForEmail({
        to: customer.email,
        subject: /^Verify your e-mail address$/,
        after: beforeSignUp,
      });

      // The link, in a second tab: verified there, and this tab sees it within seconds without a reload.
      const link = new URL(email.text.match(/(\S+\/verify-email\?token=\S+)/)![1]!);
      const second = await context.newPage();
      await second.goto(`${link.pathname}${link.search}`);
      await second.getByTestId("verify-email-order-waits").waitFor();
      await page.getByTestId("draft-signed-in").waitFor({ timeout: 15_000 });
      await page.getByTestId("draft-continue").waitFor();

      await second.getByRole("link", { name: "Continue your order" }).click();
      await second.waitForURL((url) => url.pathname === "/order");
      await second.getByTestId("draft-file").getByText("letter.txt").waitFor();
      expect(await settledTotal(second)).toBe("$25.00");
      await context.close();
    },
  );

  it("a returning customer signs in on the page and keeps the draft", { timeout: 240_000 }, async () => {
    // An account made earlier, verified by its code, then signed out: a returning customer.
    const customer = uniqueUser("back");
    const setup = await newPage(browser);
    const beforeSignUp = lastEmailId();
    const registered = await setup.page.request.post("/api/register", {
      data: { ...customer, acceptTerms: true },
    });
    expect(registered.status()).toBe(201);
    const email = await waitForEmail({
      to: customer.email,
      subject: /^Verify your e-mail address$/,
      after: beforeSignUp,
    });
    const code = email.text.match(/enter this code: (\d{6})/)![1]!;
    expect((await setup.page.request.post("/api/verify-email-code", { data: { code } })).status()).toBe(200);
    await setup.context.close();

    const { context, page } = await newPage(browser);
    await page.goto("/order");
    await page.setInputFiles("#document-files", {
      name: "letter.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("word ".repeat(400)),
    });
    await waitForCounted(page, 1);
    const total = await settledTotal(page);
    expect(total).toBe("$60.00"); // 400 certified words × $0.15

    await page.getByRole("tab", { name: "I have an account" }).click();
    await page.getByLabel("Username or e-mail", { exact: true }).fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByTestId("draft-signed-in").waitFor();
    await page.getByTestId("draft-file").getByText("letter.txt").waitFor();
    expect(await settledTotal(page)).toBe(total);

    await page.getByRole("button", { name: "Continue to payment" }).click();
    expect(await page.getByTestId("charge-amount").innerText()).toBe(total);
    await fillTestCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: `Pay Now ${total}` }).click();
    await page.getByTestId("payment-success").waitFor();
    const { order } = await paidOrder(page);
    expect(order.payments.map((payment) => [payment.status, payment.amountCents])).toEqual([["paid", 6000]]);
    expect(order.documents.map((document) => document.originalFilename)).toEqual(["letter.txt"]);
    await context.close();
  });
});
