import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAdminThroughUi } from "../support/admin-login";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { lastEmailId, waitForEmail } from "../support/outbox";
import { createOrderWithDocument, payThroughApi, registerThroughApi } from "../orders/fixtures";
import { approvedTranslatorThroughApi, setPasswordAndSignIn, translatedPdf } from "./fixtures";

let browser: Browser;
let filesDir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-e2e-delivery-"));
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe("delivery", () => {
  it("takes a paid certified order through signing, translation and delivery to verifying the downloaded certificate online", async () => {
    // The customer orders, uploads a PDF and pays with the test card.
    const customer = await newPage(browser);
    const buyer = await registerThroughApi(customer.page, "deliver");
    const orderId = await createOrderWithDocument(customer.page.request, 120);
    expect((await payThroughApi(customer.page.request, orderId, "4242424242424242")).status()).toBe(200);

    // A translator applies and is approved through the APIs.
    const admin = await newPage(browser);
    await loginAdminThroughUi(admin.page);
    const translator = await newPage(browser);
    const person = { fullName: "Elif Kaya", email: `elif${Date.now().toString(36)}@example.com` };
    const { setPasswordLink } = await approvedTranslatorThroughApi(translator.page.request, admin.page.request, person);

    // The admin assigns the order on its detail page.
    await admin.page.goto(`/admin/orders/${orderId}`);
    await admin.page.getByRole("heading", { name: `Order #${orderId}` }).waitFor();
    const beforeAssign = lastEmailId();
    // The suggestions list every available translator with their fee; assigning directly skips the offer.
    await admin.page.getByLabel(new RegExp(person.fullName)).check();
    await admin.page.getByRole("button", { name: "Assign Directly" }).click();
    await admin.page.getByTestId("active-job").getByText(person.fullName).waitFor();
    await admin.page
      .getByText("The order can only be completed once its translator has completed the job")
      .first()
      .waitFor();
    await saveScreenshot(admin.page, "delivery-admin-assigned");
    const assignment = await waitForEmail({
      to: person.email,
      subject: new RegExp(`order #${orderId}`),
      after: beforeAssign,
    });
    const jobPath = /(\/translator\/jobs\/\d+)/.exec(assignment.text)![1]!;
    expect(assignment.text).toContain("Language pair: Turkish into English");

    // The translator sets a password, signs in, downloads the source and uploads the translation.
    await setPasswordAndSignIn(translator.page, setPasswordLink, person.email, "translator-pass-1");
    await translator.page.getByRole("heading", { name: "Translator Portal" }).waitFor();
    // First portal visit: the translator signs on the pad (decision 009); the signature goes on the certificate.
    await translator.page.getByRole("heading", { name: "Your signature" }).waitFor();
    const pad = translator.page.getByTestId("signature-pad");
    const box = (await pad.boundingBox())!;
    await translator.page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
    await translator.page.mouse.down();
    for (const [fx, fy] of [
      [0.2, 0.3],
      [0.3, 0.7],
      [0.45, 0.35],
      [0.6, 0.65],
      [0.75, 0.4],
      [0.9, 0.55],
    ] as const) {
      await translator.page.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 6 });
    }
    await translator.page.mouse.up();
    await translator.page.getByRole("button", { name: "Save Signature" }).click();
    await translator.page.getByTestId("current-signature").getByRole("img", { name: "Your signature" }).waitFor();
    await saveScreenshot(translator.page, "delivery-translator-signature");
    await translator.page
      .getByTestId(`job-${jobPath.split("/").at(-1)}`)
      .getByText(`Order #${orderId}`)
      .waitFor();
    await saveScreenshot(translator.page, "delivery-translator-portal");
    await translator.page.getByRole("link", { name: `Open job for order #${orderId}` }).click();
    await translator.page.waitForURL(`**${jobPath}`);
    const [source] = await Promise.all([
      translator.page.waitForEvent("download"),
      translator.page.getByRole("link", { name: "Download source of Other Document" }).click(),
    ]);
    expect(source.suggestedFilename()).toBe("diploma.pdf");

    const translationFile = path.join(filesDir, "diploma-en.pdf");
    fs.writeFileSync(translationFile, await translatedPdf());
    await translator.page.getByLabel("Upload translation").setInputFiles(translationFile);
    await translator.page.getByText("Current translation: version 1").waitFor();
    const beforeComplete = lastEmailId();
    await translator.page.getByRole("button", { name: "Mark Job Completed" }).click();
    await translator.page.getByRole("main").getByText("Job completed", { exact: true }).waitFor();
    await saveScreenshot(translator.page, "delivery-translator-job-completed");
    await waitForEmail({
      to: "orders@bosphorustranslate.com",
      subject: new RegExp(`delivered to the customer: order #${orderId}`),
      after: beforeComplete,
    });

    // The customer approves the draft (docs/delivery.md "Customer review"; the review screens are tested in e2e/review): that completes the
    // order and issues the certificate with no admin step (docs/delivery.md "Order lifecycle"); the admin sees it.
    const beforeDone = lastEmailId();
    expect((await customer.page.request.post(`/api/orders/${orderId}/review/approve`)).status()).toBe(200);
    await admin.page.reload();
    await admin.page.getByRole("link", { name: "Certificate of Other Document" }).waitFor();
    // Named for what it is; the upload's own name only as the small "uploaded as" line.
    const delivered = admin.page.locator('[data-testid^="delivery-document-"]');
    await delivered.getByText("Other Document", { exact: true }).waitFor();
    await delivered.getByText("uploaded as diploma.pdf", { exact: true }).waitFor();
    await saveScreenshot(admin.page, "delivery-admin-completed");
    const done = await waitForEmail({
      to: buyer.email,
      subject: new RegExp(`order #${orderId} is complete`),
      after: beforeDone,
    });
    expect(done.text).toContain(`/dashboard/download/${orderId}`);

    // The customer downloads the one certified PDF of the document (translation, certificate and source copy),
    // named for what the document is, never "diploma.pdf" (docs/deliverable.md).
    await customer.page.goto(`/dashboard/download/${orderId}`);
    const certificate = customer.page.getByRole("link", { name: "Download Other Document.pdf" });
    await certificate.waitFor();
    await customer.page.getByRole("link", { name: "One PDF for USCIS" }).waitFor();
    expect(await customer.page.getByRole("main").innerText()).not.toContain("diploma.pdf");
    await saveScreenshot(customer.page, "delivery-customer-download");
    const [download] = await Promise.all([customer.page.waitForEvent("download"), certificate.click()]);
    expect(download.suggestedFilename()).toBe("Other Document.pdf");
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

    // Anyone holding the paper verifies it online without signing in (decision 009).
    const verifyHref = await admin.page.getByRole("link", { name: "Verification page" }).getAttribute("href");
    expect(verifyHref).toMatch(/^\/verify\/[0-9A-Z]{16}$/);
    const visitor = await newPage(browser);
    await visitor.page.goto(verifyHref!);
    await visitor.page.getByText("This certificate is valid").waitFor();
    await visitor.page.getByText(person.fullName).waitFor();
    // The kind of document and its pages, never the customer's file name.
    await visitor.page.getByText("Other document").waitFor();
    await visitor.page.getByText(/^\d+ pages \(the certified PDF\)$/).waitFor();
    expect(await visitor.page.locator("body").innerText()).not.toContain("diploma.pdf");
    await visitor.page.getByText("Turkish into English").waitFor();
    const dropFile = async (file: Buffer, name: string) => {
      const dataTransfer = await visitor.page.evaluateHandle(
        ({ base64, fileName }) => {
          const transfer = new DataTransfer();
          transfer.items.add(
            new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], fileName, { type: "application/pdf" }),
          );
          return transfer;
        },
        { base64: file.toString("base64"), fileName: name },
      );
      await visitor.page.getByTestId("fingerprint-drop-zone").dispatchEvent("drop", { dataTransfer });
    };
    await dropFile(bytes, "Other Document.pdf");
    await visitor.page.getByTestId("fingerprint-result").getByText("Matches: Other Document.pdf").waitFor();
    await saveScreenshot(visitor.page, "delivery-verify-matches");
    const altered = Buffer.concat([bytes, Buffer.from("\n% altered\n")]);
    await dropFile(altered, "altered.pdf");
    await visitor.page.getByTestId("fingerprint-result").getByText("Does not match: altered.pdf").waitFor();

    // The admin revokes the certificate; the page then says so.
    await admin.page.getByRole("button", { name: /^Revoke certificate BT-\d{4}-\d{6} of Other Document$/ }).click();
    await admin.page.getByRole("button", { name: "Revoke Certificate" }).click();
    await admin.page.getByText("Please give a reason for revoking the certificate").waitFor();
    await admin.page.getByRole("dialog").getByLabel("Reason").fill("Issued for the wrong version");
    await admin.page.getByRole("button", { name: "Revoke Certificate" }).click();
    await admin.page.getByText(/revoked .*: Issued for the wrong version/).waitFor();
    await visitor.page.reload();
    await visitor.page.getByText("This certificate has been revoked").waitFor();
    await visitor.page.getByText(/It was revoked on \w+ \d{1,2}, \d{4}/).waitFor();
    expect(await visitor.page.locator("body").innerText()).not.toContain("wrong version");
    await saveScreenshot(visitor.page, "delivery-verify-revoked");
    await visitor.context.close();

    await Promise.all([customer.context.close(), admin.context.close(), translator.context.close()]);
  }, 150_000);
});
