import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAdminThroughUi } from "../support/admin-login";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { lastEmailId, waitForEmail } from "../support/outbox";
import { createOrderWithDocument, payThroughApi, registerThroughApi } from "../orders/fixtures";
import { approvedTranslatorThroughApi } from "../delivery/fixtures";

// Job offers (docs/translators.md, "Offers"): the admin sees each translator's fee and sends an offer; one translator
// accepts from the portal, declines another from the e-mail's link with a reason; a third offer lapses at its deadline
// through the queue's job, the agency is told, and the translator can no longer accept it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** An approved translator signed in through the API in a context of their own (password from the approval e-mail's link). */
async function signedInTranslator(admin: Page, fullName: string) {
  const { page } = await newPage(browser);
  const email = `${fullName.split(" ")[0]!.toLowerCase()}${Date.now().toString(36)}@example.com`;
  const { setPasswordLink } = await approvedTranslatorThroughApi(page.request, admin.request, { fullName, email });
  const token = new URL(setPasswordLink, "http://x").searchParams.get("token");
  expect(
    (await page.request.post("/api/set-password", { data: { token, password: "translator-pass-1" } })).status(),
  ).toBe(200);
  expect(
    (await page.request.post("/api/login", { data: { username: email, password: "translator-pass-1" } })).status(),
  ).toBe(200);
  return { page, email, fullName };
}

async function paidOrder(customer: Page) {
  const id = await createOrderWithDocument(customer.request, 300);
  expect((await payThroughApi(customer.request, id)).status()).toBe(200);
  return id;
}

describe("job offers", () => {
  it("are accepted, declined with a reason, and lapse at their deadline", async () => {
    const customer = await newPage(browser);
    await registerThroughApi(customer.page, "offers");
    const [accepted, declined, lapsing] = [
      await paidOrder(customer.page),
      await paidOrder(customer.page),
      await paidOrder(customer.page),
    ];
    const admin = await newPage(browser);
    await loginAdminThroughUi(admin.page);
    const selin = await signedInTranslator(admin.page, "Selin Aksoy");
    const baran = await signedInTranslator(admin.page, "Baran Koç");

    // The admin chooses Selin among the suggestions, sees her fee (300 words × 8¢) and sends the offer.
    await admin.page.goto(`/admin/orders/${accepted}`);
    const panel = admin.page.getByTestId("assignment-panel");
    await panel.getByLabel(/Selin Aksoy/).check();
    await panel.getByTestId("chosen-fee").getByText("$24.00").first().waitFor();
    const beforeOffer = lastEmailId();
    await panel.getByRole("button", { name: "Send Offer" }).click();
    await panel.getByTestId("open-offer").getByText("Offered to Selin Aksoy for $24.00").waitFor();
    await saveScreenshot(admin.page, "offers-admin-sent");
    const offerMail = await waitForEmail({
      to: selin.email,
      subject: new RegExp(`^Job offer: order #${accepted} for \\$24\\.00$`),
      after: beforeOffer,
    });

    // Selin finds it on her portal, reviews it and accepts: the job opens with her fee on it.
    await selin.page.goto("/translator");
    await selin.page.getByRole("heading", { name: "Job offers (1)" }).waitFor();
    await selin.page.getByRole("link", { name: `Review Offer: order #${accepted}` }).click();
    await selin.page.getByRole("heading", { name: `Offer: order #${accepted}` }).waitFor();
    await saveScreenshot(selin.page, "offers-translator-review");
    await selin.page.getByRole("button", { name: "Accept for $24.00" }).click();
    await selin.page.waitForURL(/\/translator\/jobs\/\d+$/);
    await selin.page.getByRole("region", { name: "Your fee" }).getByText("Earned when the order completes.").waitFor();
    expect(offerMail.text).toContain(`/translator/offers/`);

    // Offered order #2, Selin opens the e-mail's link and declines: a reason is required.
    const beforeSecond = lastEmailId();
    expect(
      (
        await admin.page.request.post(`/api/admin/orders/${declined}/offers`, {
          data: { translatorId: await translatorId(admin.page, selin.fullName) },
        })
      ).status(),
    ).toBe(201);
    const second = await waitForEmail({
      to: selin.email,
      subject: new RegExp(`order #${declined} `),
      after: beforeSecond,
    });
    await selin.page.goto(/(\/translator\/offers\/\d+)/.exec(second.text)![1]!);
    await selin.page.getByRole("button", { name: "Decline…" }).click();
    await selin.page.getByRole("button", { name: "Decline Offer" }).click();
    await selin.page.getByText("Please say why you are declining the offer").waitFor();
    await selin.page.getByLabel("Why are you declining?").fill("Away at a conference that week");
    const beforeDecline = lastEmailId();
    await selin.page.getByRole("button", { name: "Decline Offer" }).click();
    await selin.page.getByText("You declined: “Away at a conference that week”").waitFor();
    await waitForEmail({
      to: "orders@bosphorustranslate.com",
      subject: new RegExp(`^Offer declined: order #${declined}$`),
      after: beforeDecline,
    });
    await admin.page.goto(`/admin/orders/${declined}`);
    const selinRow = admin.page.getByTestId("assignment-panel").locator("label", { hasText: "Selin Aksoy" });
    await selinRow.getByText("Declined this order").waitFor();
    await selinRow.getByText("“Away at a conference that week”").waitFor();
    await saveScreenshot(admin.page, "offers-admin-declined");

    // With a 7-second reply deadline, Baran's offer lapses: the queued job records it and tells the agency.
    const defaults = await (await admin.page.request.get("/api/admin/translator-pay/defaults")).json();
    expect(
      (
        await admin.page.request.put("/api/admin/translator-pay/defaults", { data: { ...defaults, replyHours: 0.002 } })
      ).status(),
    ).toBe(200);
    const beforeLapse = lastEmailId();
    try {
      expect(
        (
          await admin.page.request.post(`/api/admin/orders/${lapsing}/offers`, {
            data: { translatorId: await translatorId(admin.page, baran.fullName) },
          })
        ).status(),
      ).toBe(201);
    } finally {
      await admin.page.request.put("/api/admin/translator-pay/defaults", { data: defaults });
    }
    const offered = await waitForEmail({
      to: baran.email,
      subject: new RegExp(`order #${lapsing} `),
      after: beforeLapse,
    });
    await waitForEmail({
      to: "orders@bosphorustranslate.com",
      subject: new RegExp(`^Offer lapsed: order #${lapsing}$`),
      after: beforeLapse,
      timeoutMs: 30_000,
    });
    await baran.page.goto(/(\/translator\/offers\/\d+)/.exec(offered.text)![1]!);
    await baran.page.getByText("This offer has lapsed: its reply deadline has passed").waitFor();
    expect(await baran.page.getByRole("button", { name: /^Accept/ }).count()).toBe(0);
    await admin.page.goto(`/admin/orders/${lapsing}`);
    await admin.page.getByText("Offers of this order (1)").click();
    await admin.page.getByTestId("offer-history").getByText("Lapsed").waitFor();
    await saveScreenshot(admin.page, "offers-admin-lapsed");
  });
});

/** The translator's id as the assignment screen lists it (the API the panel reads). */
async function translatorId(admin: Page, fullName: string): Promise<number> {
  // The newest approved application of that name (pages are newest first): the one this spec just approved.
  const page = (await (await admin.request.get("/api/admin/translators?tab=approved&limit=100")).json()) as {
    items: { translatorId: number; fullName: string }[];
  };
  return page.items.find((application) => application.fullName === fullName)!.translatorId;
}
