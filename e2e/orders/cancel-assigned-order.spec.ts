import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedTranslatorThroughApi, setPasswordAndSignIn } from "../delivery/fixtures";
import { loginAdminThroughUi } from "../support/admin-login";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { lastEmailId, waitForEmail } from "../support/outbox";
import { signUpThroughUi } from "../support/sign-up";
import { createOrderWithDocument, fillTestCard } from "./fixtures";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("cancelling an assigned order (issue 14)", () => {
  it("the admin cancels and refunds a paid, assigned order: the translator's job closes and they are e-mailed; the customer sees it cancelled and refunded", async () => {
    // The customer signs up, orders 300 certified words ($45.00) with one PDF and pays with the test card.
    const customer = await newPage(browser);
    const buyer = await signUpThroughUi(customer.page);
    await customer.page.waitForURL("**/dashboard**");
    const orderId = await createOrderWithDocument(customer.page.request, 300);
    await customer.page.goto(`/checkout/${orderId}`);
    await fillTestCard(customer.page, "4242 4242 4242 4242");
    await customer.page.getByRole("button", { name: "Pay Now $45.00" }).click();
    await customer.page.getByTestId("payment-success").waitFor();

    // A translator is approved; the admin assigns the order on its detail page.
    const admin = await newPage(browser, { height: 1400 });
    await loginAdminThroughUi(admin.page);
    const translator = await newPage(browser);
    const person = { fullName: "Selin Demir", email: `selin${Date.now().toString(36)}@example.com` };
    const { setPasswordLink } = await approvedTranslatorThroughApi(translator.page.request, admin.page.request, person);
    const beforeAssignment = lastEmailId();
    await admin.page.goto(`/admin/orders/${orderId}`);
    await admin.page.getByRole("heading", { name: `Order #${orderId}` }).waitFor();
    // The suggestions list every available translator with their fee; assigning directly skips the offer.
    await admin.page.getByLabel(new RegExp(person.fullName)).check();
    await admin.page.getByRole("button", { name: "Assign Directly" }).click();
    await admin.page.getByTestId("active-job").getByText(person.fullName).waitFor();
    await waitForEmail({
      to: person.email,
      subject: new RegExp(`New translation job: order #${orderId}$`),
      after: beforeAssignment,
    });

    // The translator signs in and finds the job among the open ones.
    await setPasswordAndSignIn(translator.page, setPasswordLink, person.email, "translator-pass-1");
    const openJobs = translator.page.getByRole("tabpanel", { name: "Open jobs (1)" });
    await openJobs.getByRole("link", { name: `Open job for order #${orderId}` }).waitFor();

    // The admin refunds everything paid and cancels the order in the same step, after confirming.
    const beforeCancel = lastEmailId();
    const refunds = admin.page.getByRole("region", { name: "Refunds" });
    await refunds.getByLabel("Reason", { exact: true }).fill("The customer no longer needs the translation.");
    await refunds.getByRole("checkbox", { name: "Cancel the order too" }).click();
    await refunds.getByRole("button", { name: "Refund..." }).click();
    const confirm = admin.page.getByRole("dialog", { name: "Refund $45.00?" });
    await confirm.getByText("The order will also be cancelled.").waitFor();
    await confirm.getByRole("button", { name: "Yes, refund $45.00" }).click();
    await refunds.getByTestId("refund-row").getByText("Refunded $45.00").waitFor();
    await refunds.getByText("Everything paid has been refunded.").waitFor();
    await saveScreenshot(admin.page, "cancel-assigned-admin-order");

    // The translator is told by e-mail, and the job has left the open ones for the cancelled list.
    const notice = await waitForEmail({
      to: person.email,
      subject: new RegExp(`^Order #${orderId} has been cancelled$`),
      after: beforeCancel,
    });
    expect(notice.text).toContain(person.fullName);
    await translator.page.reload();
    await translator.page
      .getByRole("tabpanel", { name: "Open jobs (0)" })
      .getByText("Nothing to do right now.")
      .waitFor();
    await translator.page.getByRole("tab", { name: "Cancelled (1)" }).click();
    const cancelledJobs = translator.page.getByRole("tabpanel", { name: "Cancelled (1)" });
    await cancelledJobs.getByRole("link", { name: `Open job for order #${orderId}` }).waitFor();
    await saveScreenshot(translator.page, "cancel-assigned-translator-portal");

    // The customer is e-mailed the refund and sees the order cancelled and refunded.
    const refundMail = await waitForEmail({
      to: buyer.email,
      subject: new RegExp(`^Refund of \\$45\\.00 for your order #${orderId}$`),
      after: beforeCancel,
    });
    expect(refundMail.text).toContain("The customer no longer needs the translation.");
    await customer.page.goto(`/dashboard/orders/${orderId}`);
    await customer.page.getByRole("heading", { name: `Order #${orderId}` }).waitFor();
    await customer.page.getByTestId("refund-row").getByText("Refunded $45.00").waitFor();
    expect(await customer.page.getByText("cancelled", { exact: true }).count()).toBeGreaterThan(0);
    await saveScreenshot(customer.page, "cancel-assigned-customer-order");

    await Promise.all([customer.context.close(), admin.context.close(), translator.context.close()]);
  }, 180_000);
});
