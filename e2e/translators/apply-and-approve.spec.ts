import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAdminThroughUi } from "../support/admin-login";
import { launchBrowser, newPage, saveScreenshot } from "../support/browser";
import { lastEmailId, waitForEmail } from "../support/outbox";

let browser: Browser;
let filesDir: string;
let resumePath: string;
let samplePath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-e2e-translator-"));
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]).drawText("Elif Demir - Certified Translator", {
    x: 72,
    y: 720,
    size: 14,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  resumePath = path.join(filesDir, "elif-demir-resume.pdf");
  fs.writeFileSync(resumePath, await pdf.save());
  samplePath = path.join(filesDir, "translation-sample.txt");
  fs.writeFileSync(samplePath, "Doğum belgesi — Birth certificate\nÇeviri örneği / Translation sample\n");
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const uniqueEmail = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title }).first().waitFor();
const codeIn = (text: string) => /verification code at .*: (\d{6})/.exec(text)?.[1];

describe("translator onboarding", () => {
  it("applies with files, verifies e-mail and identity, and is approved by an admin who sets up the account", async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail("elif");

    await page.goto("/apply");
    await page.getByRole("heading", { name: "Apply as a Translator" }).waitFor();
    expect(await page.inputValue("#apply-country")).toBe("United States");
    expect(await page.inputValue("#apply-experienceYears")).toBe("0");
    await saveScreenshot(page, "translators-apply-form");

    // The shared schema's messages, before anything is sent.
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByText("Full name is required").waitFor();
    await page.getByText("Valid email is required").waitFor();
    await page.getByText("You must confirm that all information is accurate").waitFor();

    await page.getByLabel("Full name", { exact: true }).fill("Elif Demir");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone number", { exact: true }).fill("+1 (646) 555-0199");
    await page.fill("#apply-country", "Germany");
    await page.getByLabel("Native language", { exact: true }).fill("Turkish");
    await page.getByLabel("Years of experience", { exact: true }).fill("8");
    await page.getByLabel("Language pair", { exact: true }).click();
    await page.getByRole("option", { name: "Turkish → English" }).click();
    await page.locator("#apply-confirmAccuracy").click();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page
      .getByText("We currently accept applications only from translators living in the United States")
      .first()
      .waitFor();
    await page.fill("#apply-country", "United States");

    // Files are required: the spec's toast.
    await page.getByRole("button", { name: "Submit Application" }).click();
    await toast(page, "Resume Required");

    await page.setInputFiles("#apply-resumeFile", resumePath);
    await page.setInputFiles("#apply-sampleTranslationsFile", samplePath);
    await page.getByText("elif-demir-resume.pdf").waitFor();
    await saveScreenshot(page, "translators-apply-filled");
    const before = lastEmailId();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByRole("heading", { name: "Application Submitted" }).waitFor();
    await toast(page, "Please check your email to verify your application.");
    await saveScreenshot(page, "translators-apply-submitted");

    const verification = await waitForEmail({ to: email, subject: /Verify your email/, after: before });
    const code = codeIn(verification.text)!;
    expect(code).toMatch(/^\d{6}$/);

    // Code entry: a wrong code, Try Again, then the right one.
    await page.getByRole("link", { name: "Enter Verification Code" }).click();
    await page.waitForURL("**/translator-verification");
    await page.getByLabel("Verification code", { exact: true }).fill("12");
    await page.getByRole("button", { name: "Verify Email" }).click();
    await page.getByText("Verification code must be 6 digits").waitFor();
    await page.getByLabel("Verification code", { exact: true }).fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify Email" }).click();
    await page.getByText("Invalid verification code. Please check and try again.").waitFor();
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.getByLabel("Verification code", { exact: true }).fill(code);
    await saveScreenshot(page, "translators-code-entry");
    await page.getByRole("button", { name: "Verify Email" }).click();
    await page.getByRole("heading", { name: "Email Verified" }).waitFor();
    await page.waitForURL(/\/translator-id-verification\?id=\d+$/);

    // The built-in identity check.
    await page.getByRole("button", { name: "Start Identity Verification" }).waitFor();
    await saveScreenshot(page, "translators-identity-ready");
    await page.getByRole("button", { name: "Start Identity Verification" }).click();
    await page.getByText("Simulated identity check (test mode)").waitFor();
    await saveScreenshot(page, "translators-identity-simulated");
    await page.getByRole("button", { name: "Complete Verification" }).click();
    await page.getByRole("heading", { name: "Identity Verified" }).waitFor();
    await page.waitForURL("**/translator-application-confirmation?stage=id_verified");
    await page.getByRole("heading", { name: "Identity Verified" }).waitFor();
    await page.getByRole("link", { name: "Contact Support" }).waitFor();
    await saveScreenshot(page, "translators-confirmation");

    // The admin reviews and approves.
    const admin = await newPage(browser);
    await loginAdminThroughUi(admin.page);
    await admin.page.goto("/admin/translators");
    const row = admin.page.getByRole("listitem").filter({ hasText: email });
    await row.waitFor();
    await row.getByText("ID Verified").waitFor();
    await saveScreenshot(admin.page, "translators-admin-pending");
    await row.getByRole("button", { name: "View details of Elif Demir" }).click();
    const dialog = admin.page.getByRole("dialog");
    await dialog.getByText("Turkish → English").waitFor();
    await dialog.getByRole("link", { name: "View Resume" }).waitFor();
    expect(await dialog.getByRole("link", { name: "View Samples" }).getAttribute("target")).toBe("_blank");
    // Application date in the screen's language (English admin): "January 15, 2026" (issue 42, item 3).
    await dialog
      .getByText(
        /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
      )
      .waitFor();
    await saveScreenshot(admin.page, "translators-admin-details");
    const resume = await admin.page.request.get(
      (await dialog.getByRole("link", { name: "View Resume" }).getAttribute("href")) as string,
    );
    expect(resume.headers()["content-type"]).toBe("application/pdf");

    const beforeDecision = lastEmailId();
    await dialog.getByRole("button", { name: "Approve Elif Demir" }).click();
    // The decision asks for confirmation first.
    await admin.page
      .getByRole("dialog", { name: "Approve Elif Demir?" })
      .getByRole("button", { name: "Approve", exact: true })
      .click();
    await toast(admin.page, "Translator status has been successfully updated.");
    await dialog.getByRole("button", { name: "Close" }).click();
    await admin.page.getByRole("tab", { name: /Approved/ }).click();
    await admin.page.getByRole("tabpanel").getByText(email).waitFor();
    await saveScreenshot(admin.page, "translators-admin-approved");

    // The approved translator chooses a password from the e-mailed link and signs in.
    const approval = await waitForEmail({ to: email, subject: /approved/, after: beforeDecision });
    const link = /(\/set-password\?token=[A-Za-z0-9_-]+)/.exec(approval.text)![1]!;
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("translator-pass-1");
    await page.getByLabel("Confirm password", { exact: true }).fill("translator-pass-1");
    await page.getByRole("button", { name: "Set Password" }).click();
    await page.getByRole("heading", { name: "Password Set" }).waitFor();
    await saveScreenshot(page, "translators-set-password-done");
    await page.getByRole("link", { name: "Sign In" }).click();
    await page.getByLabel("Username", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("translator-pass-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await toast(page, "Login successful");
    const me = await page.request.get("/api/user");
    expect((await me.json()).role).toBe("translator");

    await admin.context.close();
    await context.close();
  });

  it("verifies by the e-mailed link and records a failed identity check", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    const email = uniqueEmail("link");
    const before = lastEmailId();
    const response = await page.request.post("/api/translator-application", {
      multipart: {
        fullName: "Mert Aydın",
        email,
        phone: "+1 312 555 0110",
        country: "United States",
        nativeLanguage: "Turkish",
        languagePair: "en-tr",
        category: "Medical",
        experienceYears: "3",
        confirmAccuracy: "true",
        resumeFile: { name: "resume.pdf", mimeType: "application/pdf", buffer: fs.readFileSync(resumePath) },
        sampleTranslationsFile: { name: "sample.txt", mimeType: "text/plain", buffer: fs.readFileSync(samplePath) },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const mail = await waitForEmail({ to: email, subject: /Verify your email/, after: before });
    const token = /\/verify-translator-email\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

    await page.goto("/verify-translator-email/not-a-token");
    await page.getByText("Invalid verification link. Please check your email and try again.").waitFor();

    await page.goto(`/verify-translator-email/${token}`);
    await page.getByRole("heading", { name: "Email Verified" }).waitFor();
    await saveScreenshot(page, "translators-link-verified-mobile");
    await page.waitForURL(/\/translator-id-verification\?id=\d+$/);
    await page.getByRole("button", { name: "Start Identity Verification" }).click();
    await page.getByText("Simulated identity check (test mode)").waitFor();
    await saveScreenshot(page, "translators-identity-simulated-mobile");
    await page.getByRole("button", { name: "Fail Verification" }).click();
    await page.getByRole("heading", { name: "Identity Verification Failed" }).waitFor();

    // The link is single use.
    await page.goto(`/verify-translator-email/${token}`);
    await page
      .getByText("Failed to verify your email. The link may have expired or already been used.", { exact: false })
      .waitFor();
    await page.getByRole("link", { name: "Request New Verification Email" }).waitFor();
    await saveScreenshot(page, "translators-link-reused-mobile");

    await page.goto("/translator-id-verification?id=abc");
    await page.getByText("Invalid translator ID. Please return to the verification page and try again.").waitFor();
    await page.goto("/apply");
    await page.getByRole("heading", { name: "Apply as a Translator" }).waitFor();
    await saveScreenshot(page, "translators-apply-form-mobile");
    await context.close();
  });

  it("shows the admin's tabs on a phone", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await loginAdminThroughUi(page);
    await page.goto("/admin/translators");
    await page.getByRole("tab", { name: /Pending/ }).waitFor();
    await page.getByRole("tab", { name: /Rejected/ }).click();
    await page.getByRole("tabpanel").getByText("Mert Aydın").waitFor();
    await saveScreenshot(page, "translators-admin-rejected-mobile");
    await context.close();
  });
});
