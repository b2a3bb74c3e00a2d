import { describe, expect, it } from "vitest";
import { orderStatusEmail } from "../../../src/server/admin/order-status-email";
import {
  emailChangedNotice,
  emailVerificationEmail,
  failedSignInsNotice,
  signUpAttemptNotice,
} from "../../../src/server/auth/account-emails";
import { passwordChangedNotice, passwordResetEmail } from "../../../src/server/auth/password-reset-emails";
import { forgotPasswordUrl, passwordResetUrl } from "../../../src/server/auth/password-reset-links";
import { fulfilmentEmail } from "../../../src/server/fulfilment/fulfilment-emails";
import type { MailMessage } from "../../../src/server/mail/mailer";
import { contactAcknowledgement } from "../../../src/server/marketing/contact-acknowledgement";
import { paymentReceiptEmail } from "../../../src/server/payments/send-payment-receipt";
import { cancellationDecisionEmail } from "../../../src/server/refunds/cancellation-decision-email";
import { refundEmail } from "../../../src/server/refunds/refund-email";
import { draftReadyEmail, orderCompletedAfterApprovalEmail } from "../../../src/server/review/review-emails";
import { DEFAULT_CATALOG } from "../../../src/shared/catalog";
import { ORDER_STATUSES } from "../../../src/shared/enums";
import { priceOrder } from "../../../src/shared/price-order";
import { PRERENDERED_PATHS } from "../../../src/shared/public-pages";
import { DEFAULT_SITE_INFO_RESPONSE, renderPage } from "../../../src/client/entry-server";
import { englishLeftovers } from "../../support/english-leftovers";

// Issue 28: a Turkish reader never meets a text of the English catalogs, in an e-mail or on a prerendered page,
// and every link a Turkish e-mail holds opens the Turkish page (/tr/…).

const URL = "https://bosphorus.example";
const tr = "tr" as const;
const person = { to: "ayse@example.com", firstName: "Ayşe", orderId: 42, language: tr };
const recipient = { email: "ayse@example.com", username: "ayse", firstName: "Ayşe", language: tr };

/** Every priced-line shape: flat, per word at the plan's rate and per word, notarization, extra copies, rush, shipping, minimum. */
function allLineKinds() {
  const sold = priceOrder(
    {
      serviceType: "certified",
      translationDirection: "tr-en",
      isRush: true,
      isPhysicalDelivery: true,
      items: [
        { documentType: "marriage_certificate", notarization: true, extraCopies: 2 },
        { documentType: "other", wordCount: 1200 },
        { documentType: "contract", wordCount: 1 },
      ],
    },
    DEFAULT_CATALOG,
  );
  const manual = priceOrder(
    {
      serviceType: "standard",
      translationDirection: "en-tr",
      isRush: false,
      isPhysicalDelivery: false,
      items: [{ documentType: "diploma" }],
      manualPrice: { amountCents: 100, reason: "Kısa belge" },
    },
    DEFAULT_CATALOG,
  );
  return [...sold.lines, ...manual.lines];
}

function turkishEmails(): [string, MailMessage][] {
  const lines = allLineKinds();
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return [
    ...ORDER_STATUSES.map((status): [string, MailMessage] => [
      `order status ${status}`,
      orderStatusEmail({ ...person, status, dashboardUrl: URL }),
    ]),
    ["draft ready", draftReadyEmail({ ...person, publicUrl: URL })],
    ["completed after approval", orderCompletedAfterApprovalEmail({ ...person, automatically: false, publicUrl: URL })],
    ["completed automatically", orderCompletedAfterApprovalEmail({ ...person, automatically: true, publicUrl: URL })],
    [
      "refund",
      refundEmail({ ...person, refund: { amountCents: 1250, reason: "Gecikme" }, cancelled: true, dashboardUrl: URL }),
    ],
    [
      "cancellation approved",
      cancellationDecisionEmail({
        ...person,
        decision: "approved",
        note: "Tamam",
        refund: { amountCents: 1000, reason: "İptal" },
        dashboardUrl: URL,
      }),
    ],
    [
      "cancellation approved, refund to follow",
      cancellationDecisionEmail({ ...person, decision: "approved", note: null, refund: null, dashboardUrl: URL }),
    ],
    [
      "cancellation declined",
      cancellationDecisionEmail({
        ...person,
        decision: "declined",
        note: "Çeviri bitti",
        refund: null,
        dashboardUrl: URL,
      }),
    ],
    [
      "shipped",
      fulfilmentEmail({
        ...person,
        input: { step: "shipped", carrier: "UPS", trackingNumber: "1Z999" },
        trackingLink: "https://ups.example/1Z999",
        publicUrl: URL,
      }),
    ],
    [
      "shipped, no link",
      fulfilmentEmail({
        ...person,
        input: { step: "shipped", carrier: "Aras", trackingNumber: "77" },
        trackingLink: null,
        publicUrl: URL,
      }),
    ],
    ["delivered", fulfilmentEmail({ ...person, input: { step: "delivered" }, trackingLink: null, publicUrl: URL })],
    [
      "notarized",
      fulfilmentEmail({
        ...person,
        input: {
          step: "notarized",
          file: { fileName: "n.pdf", bytes: Buffer.from(""), contentType: "application/pdf" },
        },
        trackingLink: null,
        publicUrl: URL,
      }),
    ],
    ["password reset", passwordResetEmail(recipient, passwordResetUrl(URL, "token", tr))],
    ["password changed", passwordChangedNotice(recipient, forgotPasswordUrl(URL, tr))],
    ["e-mail verification", emailVerificationEmail("ayse@example.com", { token: "token", code: "123456" }, URL, tr)],
    ["e-mail changed", emailChangedNotice("old@example.com", "new@example.com", "ayse", tr)],
    ["failed sign-ins", failedSignInsNotice("ayse@example.com", { username: "ayse", failures: 5 }, tr)],
    [
      "sign-up attempt",
      signUpAttemptNotice({ email: "ayse@example.com", username: "ayse", emailVerified: true, language: tr }, URL),
    ],
    [
      "sign-up attempt, unverified",
      signUpAttemptNotice({ email: "ayse@example.com", username: "ayse", emailVerified: false, language: tr }, URL),
    ],
    ["contact form", contactAcknowledgement("ayse@example.com", URL, tr)],
    [
      "payment receipt",
      paymentReceiptEmail({
        receiptNumber: "R-000042",
        paymentId: 7,
        orderId: 42,
        paidAt: "2026-03-02T15:00:00.000Z",
        customer: { name: "Ayşe Yılmaz", email: "ayse@example.com", language: tr },
        lines: lines.map((line) => ({
          kind: line.kind,
          label: line.label,
          amountCents: line.amountCents,
          amount: line.amountCents / 100,
        })),
        total: totalCents / 100,
        totalCents,
        currency: "USD",
        cardBrand: "visa",
        cardLast4: "4242",
        company: {
          name: "Bosphorus Translate",
          address: "350 Fifth Avenue, New York",
          email: "info@bosphorustranslate.com",
        },
      }),
    ],
  ];
}

describe("Turkish e-mails", () => {
  it.each(turkishEmails())("%s: no English catalog text, links to /tr pages", (_name, mail) => {
    const text = `${mail.subject}\n${mail.text}`;
    // Paths in links are not words ("/tr/dashboard/orders/42").
    expect(englishLeftovers(text.replace(/https?:\/\/\S+/g, " "))).toEqual([]);
    const links = [...text.matchAll(/https?:\/\/[^\s)]+/g)]
      .map((match) => match[0])
      .filter((link) => link.startsWith(URL));
    expect(links.filter((link) => link !== `${URL}/tr` && !link.startsWith(`${URL}/tr/`))).toEqual([]);
  });

  it("prints the receipt's price lines in Turkish with their amounts as sold", () => {
    const receipt = turkishEmails().find(([name]) => name === "payment receipt")![1].text;
    expect(receipt).toContain("Evlilik cüzdanı (sabit ücret): $");
    expect(receipt).toContain("Acil hizmet (tercüme ücretinin +%50 kadarı): $125.08");
    expect(receipt).not.toContain("flat rate");
    expect(receipt).not.toContain("Rush service");
  });
});

const TEMPLATE = `<!doctype html><html lang="en"><head><title>Shell</title><meta name="description" content="shell" /></head><body><div id="root"></div></body></html>`;

/** What a reader meets on the page: its text and the labels, titles and alternative texts (scripts and data left out). */
function readable(html: string): string {
  const attributes = [...html.matchAll(/\s(?:aria-label|title|alt|placeholder)="([^"]*)"/g)].map((match) => match[1]);
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
  return [title, body, ...attributes].join("\n");
}

describe("Turkish prerendered pages", () => {
  const data = { origin: URL, catalog: DEFAULT_CATALOG, siteInfo: DEFAULT_SITE_INFO_RESPONSE, year: 2026 };

  it.each(PRERENDERED_PATHS.map((path) => (path === "/" ? "/tr" : `/tr${path}`)))(
    "%s shows no English catalog text",
    async (url) => {
      const text = readable(await renderPage(url, data, TEMPLATE));
      expect(englishLeftovers(text)).toEqual([]);
      // The opening hours are a setting typed in English; Turkish pages show them the Turkish way.
      expect(text).not.toContain("Mon-Fri");
      expect(text).toContain("Pzt-Cum 09:00-18:00 EST");
    },
  );
});
