import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAdminThroughUi } from "../support/admin-login";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { lastEmailId, waitForEmail } from "../support/outbox";
import { approvedTranslatorThroughApi, setPasswordAndSignIn, translatedPdf } from "../delivery/fixtures";
import { payThroughApi, registerThroughApi, writeWordsPdf } from "./fixtures";

let browser: Browser;
let filesDir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-e2e-notarized-"));
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe("notarized, shipped order (issue 14)", () => {
  it("completes on the customer's approval, then records the notarized scan, the shipment and the delivery", async () => {
    // The customer orders a Premium (notarized) translation with mailed copies, uploads a PDF and pays.
    const customer = await newPage(browser);
    const buyer = await registerThroughApi(customer.page, "notary");
    const created = await customer.page.request.post("/api/orders", {
      data: {
        serviceType: "premium",
        translationDirection: "tr-en",
        isRush: false,
        isPhysicalDelivery: true,
        shippingAddress: {
          fullName: "Ayşe Kaya",
          line1: "350 Fifth Avenue",
          city: "New York",
          state: "NY",
          postalCode: "10118",
        },
        items: [{ documentType: "diploma" }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const orderId = ((await created.json()) as { id: number }).id;
    const pdf = await writeWordsPdf(80, "diploma.pdf");
    const uploaded = await customer.page.request.post("/api/documents", {
      multipart: {
        orderId: String(orderId),
        file: { name: "diploma.pdf", mimeType: "application/pdf", buffer: pdf.bytes },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    expect((await payThroughApi(customer.page.request, orderId)).status()).toBe(200);

    // A translator is approved; the admin assigns the order on its detail page.
    const admin = await newPage(browser, { height: 1400 });
    await loginAdminThroughUi(admin.page);
    const translator = await newPage(browser);
    const person = { fullName: "Deniz Arslan", email: `deniz${Date.now().toString(36)}@example.com` };
    const { setPasswordLink } = await approvedTranslatorThroughApi(translator.page.request, admin.page.request, person);
    await admin.page.goto(`/admin/orders/${orderId}`);
    await admin.page.getByRole("heading", { name: `Order #${orderId}` }).waitFor();
    // The suggestions list every available translator with their fee; assigning directly skips the offer.
    await admin.page.getByLabel(new RegExp(person.fullName)).check();
    await admin.page.getByRole("button", { name: "Assign Directly" }).click();
    await admin.page.getByTestId("active-job").getByText(person.fullName).waitFor();

    // The translator uploads the translation and completes the job (the draft is delivered).
    await setPasswordAndSignIn(translator.page, setPasswordLink, person.email, "translator-pass-1");
    const jobs = (
      (await (await translator.page.request.get("/api/translator/jobs")).json()) as {
        items: { id: number; orderId: number }[];
      }
    ).items;
    const jobId = jobs.find((job) => job.orderId === orderId)!.id;
    const job = (await (await translator.page.request.get(`/api/translator/jobs/${jobId}`)).json()) as {
      documents: { id: number }[];
    };
    const translation = await translator.page.request.post(
      `/api/translator/jobs/${jobId}/documents/${job.documents[0]!.id}/translations`,
      {
        multipart: { file: { name: "diploma-en.pdf", mimeType: "application/pdf", buffer: await translatedPdf(80) } },
      },
    );
    expect(translation.status(), await translation.text()).toBe(201);
    expect((await translator.page.request.post(`/api/translator/jobs/${jobId}/complete`)).status()).toBe(200);

    // The customer approves the draft on the order page: the order completes with its certificate, no admin step.
    const beforeApproval = lastEmailId();
    await customer.page.goto(`/dashboard/orders/${orderId}`);
    await customer.page.getByRole("button", { name: "Approve translation" }).click();
    await customer.page.getByRole("dialog").getByRole("button", { name: "Approve", exact: true }).click();
    await waitForEmail({
      to: buyer.email,
      subject: new RegExp(`order #${orderId} is complete`),
      after: beforeApproval,
    });
    await admin.page.reload();
    await admin.page.getByRole("link", { name: "Certificate of Diploma" }).waitFor();

    // The admin uploads the notarized scan.
    const fulfilment = admin.page.getByRole("list", { name: "Fulfilment steps" });
    await fulfilment.getByText("Notarized: not yet").waitFor();
    const scanFile = path.join(filesDir, "notarized-diploma.pdf");
    fs.writeFileSync(scanFile, await translatedPdf());
    await admin.page.getByLabel("Notarized scan").setInputFiles(scanFile);
    await admin.page.getByRole("button", { name: "Upload Notarized Scan" }).click();
    await admin.page.getByRole("link", { name: "Download notarized scan (notarized-diploma.pdf)" }).waitFor();

    // Shipped with USPS: the customer's e-mail carries the tracking link; then delivered.
    const beforeShipped = lastEmailId();
    await admin.page.getByLabel("Carrier").fill("USPS");
    await admin.page.getByLabel("Tracking number").fill("9400111899223344556677");
    await admin.page.getByRole("button", { name: "Mark Shipped" }).click();
    await fulfilment.getByRole("link", { name: "9400111899223344556677" }).waitFor();
    const shipped = await waitForEmail({ to: buyer.email, subject: /shipped/i, after: beforeShipped });
    expect(shipped.text).toContain("https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677");
    await admin.page.getByRole("button", { name: "Mark Delivered" }).click();
    await fulfilment.getByText(/^Delivered: done/).waitFor();
    await saveScreenshot(admin.page, "notarized-admin-fulfilment");

    // The customer downloads the notarized copy and sees Notarized, Shipped and Delivered in the timeline.
    await customer.page.reload();
    const copy = customer.page.getByRole("link", { name: "Download the notarized copy (notarized-diploma.pdf)" });
    await copy.waitFor();
    const [download] = await Promise.all([customer.page.waitForEvent("download"), copy.click()]);
    expect(
      fs
        .readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const timeline = customer.page.getByRole("list", { name: "Order timeline" });
    for (const label of ["Notarized", "Shipped", "Delivered"])
      await timeline.getByText(label, { exact: true }).waitFor();
    await customer.page
      .getByRole("list", { name: "Delivery steps" })
      .getByRole("link", { name: "9400111899223344556677" })
      .waitFor();
    await saveScreenshot(customer.page, "notarized-customer-order");

    await Promise.all([customer.context.close(), admin.context.close(), translator.context.close()]);
  }, 180_000);
});
