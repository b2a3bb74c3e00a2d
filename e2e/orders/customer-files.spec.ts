import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAdminThroughUi } from "../support/admin-login";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { createOrderWithDocument, payThroughApi, registerThroughApi } from "./fixtures";
import { approvedTranslatorThroughApi, setPasswordAndSignIn, translatedPdf } from "../delivery/fixtures";

// docs/customer-files.md: "Your files" and "Who opened your documents" on the customer's order page (English and
// Turkish), the deletion with its confirmation, and the admin's Customer files card.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("customer files", () => {
  it("a completed order shows until when its files are kept and who opened them; the customer deletes them", async () => {
    const customer = await newPage(browser);
    await registerThroughApi(customer.page, "files");
    const orderId = await createOrderWithDocument(customer.page.request, 120);
    expect((await payThroughApi(customer.page.request, orderId, "4242424242424242")).status()).toBe(200);

    // A translator delivers, the customer approves: the order is completed with its certificate.
    const admin = await newPage(browser);
    await loginAdminThroughUi(admin.page);
    const translator = await newPage(browser);
    const person = { fullName: "Deniz Aydin", email: `deniz.files${Date.now().toString(36)}@example.com` };
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
    await setPasswordAndSignIn(translator.page, setPasswordLink, person.email, "translator-pass-1");
    const order = (await (await customer.page.request.get(`/api/orders/${orderId}`)).json()) as {
      documents: { id: number }[];
    };
    const documentId = order.documents[0]!.id;
    const uploaded = await translator.page.request.post(
      `/api/translator/jobs/${jobId}/documents/${documentId}/translations`,
      {
        multipart: {
          file: { name: "diploma-translation.pdf", mimeType: "application/pdf", buffer: await translatedPdf() },
        },
      },
    );
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    expect(
      (await translator.page.request.get(`/api/translator/jobs/${jobId}/documents/${documentId}/download`)).status(),
    ).toBe(200);
    expect((await translator.page.request.post(`/api/translator/jobs/${jobId}/complete`)).status()).toBe(200);
    expect((await customer.page.request.post(`/api/orders/${orderId}/review/approve`)).status()).toBe(200);

    // A file sent in the order's conversation is one of the order's files too.
    const sent = await customer.page.request.post(`/api/orders/${orderId}/messages`, {
      multipart: {
        text: "The stamp, scanned again",
        file: { name: "stamp.pdf", mimeType: "application/pdf", buffer: await translatedPdf() },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    // The customer and the admin open the source document.
    expect((await customer.page.request.get(`/api/documents/${documentId}/download`)).status()).toBe(200);
    expect((await admin.page.request.get(`/api/documents/${documentId}/download`)).status()).toBe(200);

    await customer.page.goto(`/dashboard/orders/${orderId}`);
    const files = customer.page.getByTestId("order-files");
    await files.getByText(/for 90 days after the order is completed or cancelled/).waitFor();
    await files.getByText(/They will be deleted on/).waitFor();
    const access = customer.page.getByTestId("file-access");
    await access.getByRole("heading", { name: "Who opened your documents" }).waitFor();
    await expect.poll(() => access.getByTestId("file-access-entry").count()).toBe(3);
    await access.getByText("Translator Deniz Aydin").waitFor();
    await access.getByText("Bosphorus Translate staff").waitFor();
    await access.getByRole("cell", { name: "You", exact: true }).waitFor();
    await saveScreenshot(customer.page, "customer-files-order-en");

    await admin.page.goto(`/admin/orders/${orderId}`);
    const adminFiles = admin.page.getByTestId("admin-order-files");
    await adminFiles.getByText(/stored files?, encrypted at rest/).waitFor();
    await expect.poll(() => adminFiles.getByTestId("admin-file-access-entry").count()).toBe(3);
    await adminFiles.getByText("Deniz Aydin").waitFor();
    await saveScreenshot(admin.page, "customer-files-admin-en");

    // In Turkish, the same cards.
    await customer.page.request.put("/api/user/language", { data: { language: "tr" } });
    await customer.page.context().addCookies([{ name: "lang", value: "tr", url: customer.page.url() }]);
    await customer.page.reload();
    await customer.page.getByRole("heading", { name: "Belgelerinizi kimler açtı" }).waitFor();
    await customer.page
      .getByTestId("order-files")
      .getByText(/gün saklıyor/)
      .waitFor();
    await saveScreenshot(customer.page, "customer-files-order-tr");

    // Delete now, after the confirmation: every download link says when, the timeline says what.
    await customer.page.getByRole("button", { name: "Dosyaları şimdi sil" }).click();
    await customer.page
      .getByRole("dialog")
      .getByText(`#${orderId} numaralı siparişin dosyaları silinsin mi?`)
      .waitFor();
    await saveScreenshot(customer.page, "customer-files-confirm-tr");
    await customer.page.getByRole("button", { name: "Dosyaları sil" }).click();
    await customer.page
      .getByTestId("order-files-deleted")
      .getByText(/tarihinde sildiniz/)
      .waitFor();
    await customer.page.getByTestId("file-deleted").first().waitFor();
    await customer.page
      .locator('[data-testid="timeline-event"][data-kind="files_deleted"]')
      .getByText("Dosyalar isteğiniz üzerine silindi")
      .waitFor();
    await saveScreenshot(customer.page, "customer-files-deleted-tr");
    expect((await customer.page.request.get(`/api/documents/${documentId}/download`)).status()).toBe(410);

    await customer.page.request.put("/api/user/language", { data: { language: "en" } });
    await customer.page.context().addCookies([{ name: "lang", value: "en", url: customer.page.url() }]);
    await customer.page.reload();
    await customer.page
      .getByTestId("order-files-deleted")
      .getByText(/You deleted this order's files on/)
      .waitFor();
    await customer.page
      .locator('[data-kind="files_deleted"]')
      .getByText("1 source document, 1 translation, 1 certificate copy")
      .waitFor();
    await saveScreenshot(customer.page, "customer-files-deleted-en");
    // The conversation says so too: the file sent earlier keeps its name without a link, and the box takes text only.
    const conversation = customer.page.locator("#messages");
    await conversation.getByText(/deleted on/).waitFor();
    expect(await conversation.getByRole("link", { name: "Download stamp.pdf" }).count()).toBe(0);
    await conversation.getByTestId("thread-no-files").waitFor();
    expect(await conversation.getByLabel("Attach files").count()).toBe(0);
    await conversation.scrollIntoViewIfNeeded();
    await saveScreenshot(customer.page, "customer-files-deleted-thread-en");

    await admin.page.reload();
    await admin.page
      .getByTestId("admin-files-deleted")
      .getByText(/at the customer's request/)
      .waitFor();
    await saveScreenshot(admin.page, "customer-files-admin-deleted-en");
  });
});
