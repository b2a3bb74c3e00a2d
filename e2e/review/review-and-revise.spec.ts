import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAdminThroughUi } from "../support/admin-login";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { lastEmailId, waitForEmail } from "../support/outbox";
import { createOrderWithDocument, payThroughApi, registerThroughApi } from "../orders/fixtures";
import { approvedTranslatorThroughApi, setPasswordAndSignIn, translatedPdf } from "../delivery/fixtures";

let browser: Browser;
let filesDir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-e2e-review-"));
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe("draft review", () => {
  it("pay → translator delivers → customer requests a revision → new version → approve → certificate downloaded", async () => {
    const customer = await newPage(browser);
    const buyer = await registerThroughApi(customer.page, "review");
    const orderId = await createOrderWithDocument(customer.page.request, 120);
    expect((await payThroughApi(customer.page.request, orderId, "4242424242424242")).status()).toBe(200);

    const admin = await newPage(browser);
    await loginAdminThroughUi(admin.page);
    const translator = await newPage(browser);
    const person = { fullName: "Deniz Aydin", email: `deniz${Date.now().toString(36)}@example.com` };
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

    // The translator delivers version 1.
    await setPasswordAndSignIn(translator.page, setPasswordLink, person.email, "translator-pass-1");
    await translator.page.goto(`/translator/jobs/${jobId}`);
    const first = path.join(filesDir, "diploma-v1.pdf");
    fs.writeFileSync(first, await translatedPdf());
    await translator.page.getByLabel("Upload translation").setInputFiles(first);
    await translator.page.getByText("Current translation: version 1").waitFor();
    const beforeDelivery = lastEmailId();
    await translator.page.getByRole("button", { name: "Mark Job Completed" }).click();
    await translator.page.getByRole("main").getByText("Job completed", { exact: true }).waitFor();
    const ready = await waitForEmail({ to: buyer.email, subject: /ready for review/, after: beforeDelivery });
    expect(ready.text).toContain(`/dashboard/orders/${orderId}`);

    // The customer sees the draft, downloads it and requests a revision.
    await customer.page.goto("/dashboard/orders");
    await customer.page.locator(`[data-order-id="${orderId}"]`).getByText("Ready for your review").waitFor();
    await customer.page.goto(`/dashboard/orders/${orderId}`);
    await customer.page.getByRole("heading", { name: "Ready for your review" }).waitFor();
    const [draft] = await Promise.all([
      customer.page.waitForEvent("download"),
      customer.page.getByRole("link", { name: "Download version 1 of diploma.pdf" }).click(),
    ]);
    expect(
      fs
        .readFileSync((await draft.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    await saveScreenshot(customer.page, "review-customer-ready");
    await customer.page.getByRole("button", { name: "Request revision" }).click();
    await customer.page.getByRole("button", { name: "Send revision request" }).click();
    await customer.page.getByRole("alert").getByText("Please add a comment for at least one document").waitFor();
    await customer.page.getByLabel("Changes to diploma.pdf").fill("Please write the school name as in the original.");
    const beforeRevision = lastEmailId();
    await customer.page.getByRole("button", { name: "Send revision request" }).click();
    await customer.page.getByTestId("revision-notice").waitFor();
    await saveScreenshot(customer.page, "review-customer-revision-requested");
    const revisionMail = await waitForEmail({
      to: person.email,
      subject: new RegExp(`Revision requested: order #${orderId}`),
      after: beforeRevision,
    });
    expect(revisionMail.text).toContain("Please write the school name as in the original.");

    // The same translator sees the comment and delivers version 2.
    await translator.page.reload();
    await translator.page
      .getByTestId("revision-requests")
      .getByText("Please write the school name as in the original.")
      .waitFor();
    const second = path.join(filesDir, "diploma-v2.pdf");
    fs.writeFileSync(second, await translatedPdf());
    await translator.page.getByLabel("Upload a new version").setInputFiles(second);
    await translator.page.getByText("Current translation: version 2").waitFor();
    await saveScreenshot(translator.page, "review-translator-revision");
    await translator.page.getByRole("button", { name: "Mark Job Completed" }).click();
    await translator.page.getByRole("main").getByText("Job completed", { exact: true }).waitFor();

    // The customer sees both versions with their dates and approves.
    await customer.page.reload();
    await customer.page.getByRole("heading", { name: "Ready for your review" }).waitFor();
    const versions = customer.page.getByRole("list", { name: "Versions of diploma.pdf" }).getByRole("listitem");
    await versions.filter({ hasText: "Version 2" }).waitFor();
    expect(await versions.count()).toBe(2);
    await customer.page.getByRole("button", { name: "Approve translation" }).click();
    await customer.page.getByRole("button", { name: "Approve", exact: true }).click();
    await customer.page.getByText("You approved the translation").waitFor();

    // The approval completed the order and issued the certificate, with no admin step (docs/delivery.md "Order lifecycle").
    await admin.page.goto(`/admin/orders/${orderId}`);
    await admin.page.getByRole("link", { name: "Certificate of Other Document" }).waitFor();

    // The timeline lists every step with its date; the certificate downloads.
    await customer.page.reload();
    const timeline = customer.page.getByRole("list", { name: "Order timeline" }).getByTestId("timeline-event");
    await timeline.filter({ hasText: "Order completed" }).waitFor();
    expect(await timeline.evaluateAll((items) => items.map((item) => item.getAttribute("data-kind")))).toEqual([
      "created",
      "paid",
      "assigned",
      "draft_delivered",
      "revision_requested",
      "draft_delivered",
      "approved",
      "certified",
      "completed",
    ]);
    await saveScreenshot(customer.page, "review-customer-timeline");
    await customer.page.goto(`/dashboard/download/${orderId}`);
    // One certified PDF for the document, named for it (docs/deliverable.md).
    const certificate = customer.page.getByRole("link", { name: "Download Other Document.pdf" });
    await certificate.waitFor();
    const [download] = await Promise.all([customer.page.waitForEvent("download"), certificate.click()]);
    expect(download.suggestedFilename()).toBe("Other Document.pdf");
    expect(
      fs
        .readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    await Promise.all([customer.context.close(), admin.context.close(), translator.context.close()]);
  }, 150_000);
});
