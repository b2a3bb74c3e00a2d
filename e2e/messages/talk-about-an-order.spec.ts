import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAdminThroughUi } from "../support/admin-login";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { lastEmailId, readEmails, waitForEmail } from "../support/outbox";
import { payThroughApi, registerThroughApi, writeWordsPdf } from "../orders/fixtures";
import { approvedTranslatorThroughApi, setPasswordAndSignIn } from "../delivery/fixtures";

// Issue 29 (docs/order-messages.md): the customer, the agency and the translator on one order. Names as in the
// passport from the order form to the translator's page; the translator's question reaching the customer by
// e-mail and on screen, as text; unread counts; the 10-minute digest holding back a second e-mail.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HOSTILE_TEXT =
  '<script>window.__xss = "text"</script><img src=x onerror="window.__xss = \'img\'"> Is the stamp on page 2 from Kadıköy?';
const HOSTILE_FILE = "<img src=x onerror=alert(1)>stamp.png";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** Nothing a message or a file name carried ran or became an element. */
async function expectNoInjection(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
}

describe("messages on an order", () => {
  it("names reach the translator; the translator's question reaches the customer by e-mail and on screen; a second e-mail waits for the digest", async () => {
    const customer = await newPage(browser);
    const buyer = await registerThroughApi(customer.page, "talk");

    // 1. The order form takes the names as in the passport.
    await customer.page.goto("/dashboard/orders/new");
    await customer.page.getByRole("button", { name: "Add names" }).click();
    await customer.page.getByLabel("As written in the document", { exact: true }).fill("Şükrü Işık");
    await customer.page.getByLabel("As it must appear", { exact: true }).fill("SUKRU ISIK");
    await customer.page.getByRole("button", { name: "Create Order" }).click();
    await customer.page.waitForURL(/\/dashboard\/upload\/\d+$/);
    const orderId = Number(/\/upload\/(\d+)$/.exec(customer.page.url())![1]);
    const pdf = await writeWordsPdf(120, "birth-certificate.pdf");
    const upload = await customer.page.request.post("/api/documents", {
      multipart: {
        orderId: String(orderId),
        file: { name: "birth-certificate.pdf", mimeType: "application/pdf", buffer: pdf.bytes },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    expect((await payThroughApi(customer.page.request, orderId)).status()).toBe(200);

    const admin = await newPage(browser);
    await loginAdminThroughUi(admin.page);
    const translator = await newPage(browser);
    const person = { fullName: "Deniz Aydin", email: `deniz.talk${Date.now().toString(36)}@example.com` };
    const { translatorId, setPasswordLink } = await approvedTranslatorThroughApi(
      translator.page.request,
      admin.page.request,
      person,
    );
    const assigned = await admin.page.request.post(`/api/admin/orders/${orderId}/assignment`, {
      data: { translatorId },
    });
    expect(assigned.status()).toBe(201);
    const jobId = ((await assigned.json()) as { activeJob: { id: number } }).activeJob.id;

    // 2. The translator sees the names at the top of the job and asks about the stamp, with a scan.
    await setPasswordAndSignIn(translator.page, setPasswordLink, person.email, "translator-pass-1");
    await translator.page.goto(`/translator/jobs/${jobId}`);
    const names = translator.page.getByRole("region", { name: "Names as in the passport" });
    await names.getByRole("cell", { name: "SUKRU ISIK", exact: true }).waitFor();
    expect(await names.getByRole("row").allInnerTexts()).toEqual([
      "As written in the document\tAs it must appear",
      "Şükrü Işık\tSUKRU ISIK",
    ]);
    const thread = translator.page.getByRole("region", { name: "Messages" });
    await thread.getByLabel("Your message", { exact: true }).fill(HOSTILE_TEXT);
    await thread
      .getByLabel("Attach files", { exact: true })
      .setInputFiles({ name: HOSTILE_FILE, mimeType: "image/png", buffer: PNG });
    const beforeQuestion = lastEmailId();
    await thread.getByRole("button", { name: "Send message" }).click();
    await thread.getByTestId("thread-message").filter({ hasText: "Is the stamp on page 2 from Kadıköy?" }).waitFor();
    await expectNoInjection(translator.page);
    await saveScreenshot(translator.page, "messages-translator-job");

    const mail = await waitForEmail({
      to: buyer.email,
      subject: new RegExp(`^New message about order #${orderId}$`),
      after: beforeQuestion,
    });
    expect(mail.text).toContain(`— Translator · Deniz Aydin · `);
    expect(mail.text).toContain(HOSTILE_TEXT);
    expect(mail.text).toContain(`Attached: ${HOSTILE_FILE}`);
    expect(mail.text).toContain(`/dashboard/orders/${orderId}#messages`);

    // 3. The customer sees it waiting: on the dashboard and in the orders list, then reads it as text.
    await customer.page.goto("/dashboard");
    await customer.page
      .getByTestId("unread-messages")
      .getByText("You have 1 unread message about your orders.")
      .waitFor();
    await customer.page.goto("/dashboard/orders");
    const row = customer.page.locator(`[data-order-id="${orderId}"]`);
    await row.getByTestId("unread-badge").getByText("1 new message").waitFor();
    const markedRead = customer.page.waitForResponse(
      (response) => response.url().endsWith(`/api/orders/${orderId}/messages/read`) && response.status() === 200,
    );
    await row.getByTestId("unread-badge").click();
    await customer.page.waitForURL(new RegExp(`/dashboard/orders/${orderId}#messages$`));
    const customerThread = customer.page.getByRole("region", { name: "Messages" });
    const question = customerThread.getByTestId("thread-message").first();
    await question.getByText(HOSTILE_TEXT, { exact: true }).waitFor();
    await question.getByText("New", { exact: true }).waitFor();
    await question.getByRole("link", { name: `Download ${HOSTILE_FILE}` }).waitFor();
    expect(await question.getAttribute("data-party")).toBe("translator");
    await expectNoInjection(customer.page);
    // The timeline keeps the names given with the order.
    await customer.page.getByRole("list", { name: "Order timeline" }).getByText("Şükrü Işık → SUKRU ISIK").waitFor();
    await saveScreenshot(customer.page, "messages-customer-order");
    // Having been on screen, it is read (a POST): the list has no badge any more.
    await markedRead;
    await customer.page.goto("/dashboard/orders");
    await row.waitFor();
    await expect.poll(() => row.getByTestId("unread-badge").count(), { timeout: 10_000 }).toBe(0);

    // 4. The customer answers twice: the translator is e-mailed about the first at once, the second waits for the digest.
    await customer.page.goto(`/dashboard/orders/${orderId}`);
    const reply = async (text: string) => {
      await customerThread.getByLabel("Your message", { exact: true }).fill(text);
      await customerThread.getByRole("button", { name: "Send message" }).click();
      await customerThread.getByTestId("thread-message").filter({ hasText: text }).waitFor();
    };
    const beforeReplies = lastEmailId();
    await reply("Yes, it is the Kadıköy registry office.");
    await waitForEmail({
      to: person.email,
      subject: new RegExp(`^New message about order #${orderId}$`),
      after: beforeReplies,
    });
    await reply("The date on the stamp is 12.03.1985.");
    // The contact form knows the signed-in customer and the order; its confirmation also marks the outbox: had the
    // second reply been e-mailed to the translator, that e-mail would come before it.
    await customer.page.goto(`/contact?order=${orderId}`);
    const contact = customer.page.getByTestId("contact-account");
    await contact.getByText(`Signed in as ${buyer.firstName} ${buyer.lastName}`, { exact: false }).waitFor();
    expect(await customer.page.getByLabel("About an order (optional)").inputValue()).toBe(String(orderId));
    expect(await customer.page.getByLabel("E-mail", { exact: true }).inputValue()).toBe(buyer.email);
    expect(await customer.page.getByLabel("Full name", { exact: true }).inputValue()).toBe(
      `${buyer.firstName} ${buyer.lastName}`,
    );
    await customer.page.getByLabel("Subject", { exact: true }).fill("Invoice for my order");
    await customer.page.getByLabel("Message", { exact: true }).fill("Could you send an invoice with my company name?");
    await customer.page.getByRole("button", { name: "Send Message" }).click();
    await customer.page.getByTestId("contact-success").waitFor();
    const markerMail = await waitForEmail({
      to: buyer.email,
      subject: /^We received your message$/,
      after: beforeReplies,
    });
    const agencyMail = readEmails().find(
      (email) => email.id > beforeReplies && /^New contact message #\d+: Invoice for my order$/.test(email.subject),
    );
    expect(agencyMail?.text).toContain(`About order #${orderId}: `);
    const toTranslator = readEmails().filter(
      (email) => email.to === person.email && email.id > beforeReplies && email.id < markerMail.id,
    );
    expect(toTranslator.map((email) => email.subject)).toEqual([`New message about order #${orderId}`]);
    expect(toTranslator[0]!.text).not.toContain("12.03.1985");

    // 5. Unread counts for the translator and the agency; both see the whole conversation.
    await translator.page.goto("/translator");
    await translator.page.getByTestId(`job-${jobId}`).getByTestId("unread-badge").getByText("2 new messages").waitFor();
    await admin.page.goto("/admin/orders");
    await admin.page
      .getByTestId(`order-row-${orderId}`)
      .getByTestId("unread-badge")
      .getByText("3 new messages")
      .waitFor();
    await admin.page.goto(`/admin/orders/${orderId}`);
    const agencyThread = admin.page.getByRole("region", { name: "Messages" });
    await agencyThread.getByText("The date on the stamp is 12.03.1985.").waitFor();
    await admin.page
      .getByRole("region", { name: "Names as in the passport" })
      .getByRole("cell", { name: "SUKRU ISIK", exact: true })
      .waitFor();
    await expectNoInjection(admin.page);
    await saveScreenshot(admin.page, "messages-admin-order");

    // 6. The customer's screens in Turkish.
    expect((await customer.page.request.put("/api/user/language", { data: { language: "tr" } })).status()).toBe(200);
    await customer.page.goto(`/tr/dashboard/orders/${orderId}`);
    const turkishThread = customer.page.getByRole("region", { name: "Mesajlar" });
    await turkishThread.getByText("The date on the stamp is 12.03.1985.").waitFor();
    await turkishThread.getByRole("button", { name: "Mesajı gönder" }).waitFor();
    // The translator has not uploaded anything yet: the names can still be changed.
    await customer.page
      .getByRole("region", { name: "Pasaporttaki ad yazılışları" })
      .getByRole("button", { name: "Adları değiştirin" })
      .waitFor();
    await saveScreenshot(customer.page, "messages-customer-order-tr");

    await Promise.all([customer.context.close(), admin.context.close(), translator.context.close()]);
  });
});
