import type { APIRequestContext, Page } from "playwright-core";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect } from "vitest";
import { lastEmailId, waitForEmail } from "../support/outbox";

// A translator made ready through the public and admin APIs, as e2e/translators does it through the screens.

async function pdfWith(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((line, index) => page.drawText(line, { x: 54, y: 740 - index * 14, size: 11, font }));
  return Buffer.from(await pdf.save());
}

/**
 * The translation of createOrderWithDocument's PDF of `wordCount` words (ten "wordN" a line), line for line
 * ("wordN" → "termN"): the translation checks (issue 40) find no error in it, so completing the job is not refused.
 */
export const translatedPdf = (wordCount = 120) =>
  pdfWith(
    Array.from({ length: Math.ceil(wordCount / 10) }, (_, line) =>
      Array.from({ length: Math.min(10, wordCount - line * 10) }, (_, word) => `term${line * 10 + word + 1}`).join(" "),
    ),
  );

/**
 * Applies (Turkish → English), verifies the e-mail by its link and passes the built-in identity check, all in
 * `applicant` (which keeps the applicant cookie); then the signed-in admin approves. Returns the set-password link.
 */
export async function approvedTranslatorThroughApi(
  applicant: APIRequestContext,
  admin: APIRequestContext,
  person: { fullName: string; email: string },
) {
  const before = lastEmailId();
  const applied = await applicant.post("/api/translator-application", {
    multipart: {
      fullName: person.fullName,
      email: person.email,
      phone: "+1 (646) 555-0188",
      country: "United States",
      nativeLanguage: "Turkish",
      languagePair: "tr-en",
      category: "Immigration/USCIS",
      experienceYears: "9",
      confirmAccuracy: "true",
      resumeFile: {
        name: "resume.pdf",
        mimeType: "application/pdf",
        buffer: await pdfWith([`${person.fullName} - resume`]),
      },
      sampleTranslationsFile: {
        name: "sample.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("Doğum belgesi — Birth certificate\n"),
      },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { translatorId } = (await applied.json()) as { translatorId: number };
  const mail = await waitForEmail({ to: person.email, subject: /Verify your email/, after: before });
  const token = /\/verify-translator-email\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  // The link's page confirms the address by POST (a GET never writes).
  expect((await applicant.post("/api/verify-translator-email", { data: { token } })).status()).toBe(200);
  const started = await applicant.post(`/api/translator/${translatorId}/verify-identity`);
  expect(started.status(), await started.text()).toBe(200);
  const { clientSecret } = (await started.json()) as { clientSecret: string };
  expect(
    (await applicant.post("/api/test-identity/complete", { data: { clientSecret, outcome: "verified" } })).status(),
  ).toBe(200);

  const beforeDecision = lastEmailId();
  const approved = await admin.put(`/api/admin/translators/${translatorId}/status`, { data: { status: "Approved" } });
  expect(approved.status(), await approved.text()).toBe(200);
  const approval = await waitForEmail({ to: person.email, subject: /approved/, after: beforeDecision });
  return { translatorId, setPasswordLink: /(\/set-password\?token=[A-Za-z0-9_-]+)/.exec(approval.text)![1]! };
}

/** Chooses a password on the e-mailed link's page, then signs in at /auth (a translator lands on /translator). */
export async function setPasswordAndSignIn(page: Page, link: string, email: string, password: string) {
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Set Password" }).click();
  await page.getByRole("heading", { name: "Password Set" }).waitFor();
  await page.getByRole("link", { name: "Sign In" }).click();
  await page.getByLabel("Username", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/translator");
}

async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>) {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response;
}

/**
 * A new translator, approved and signed in through `translator`, is assigned the customer's paid order (one PDF of
 * `wordCount` words, createOrderWithDocument's), uploads its translation and delivers; the customer approves, so the
 * order completes and the translator's fee is earned now. Through the APIs the screens call.
 */
export async function completedOrderOfNewTranslator(
  requests: { customer: APIRequestContext; admin: APIRequestContext; translator: APIRequestContext },
  options: { orderId: number; fullName: string; wordCount: number },
) {
  const { customer, admin, translator } = requests;
  const email = `${options.fullName.split(" ")[0]!.toLowerCase()}${Date.now().toString(36)}@example.com`;
  const { translatorId, setPasswordLink } = await approvedTranslatorThroughApi(translator, admin, {
    fullName: options.fullName,
    email,
  });
  const token = new URL(setPasswordLink, "http://x").searchParams.get("token");
  await ok(await translator.post("/api/set-password", { data: { token, password: "translator-pass-1" } }));
  await ok(await translator.post("/api/login", { data: { username: email, password: "translator-pass-1" } }));
  await ok(await translator.put("/api/translator/signature/typed", { data: { name: options.fullName } }));
  await ok(await admin.post(`/api/admin/orders/${options.orderId}/assignment`, { data: { translatorId } }));
  const jobs = (await (await translator.get("/api/translator/jobs")).json()) as {
    items: { id: number; orderId: number }[];
  };
  const jobId = jobs.items.find((job) => job.orderId === options.orderId)!.id;
  const job = (await (await translator.get(`/api/translator/jobs/${jobId}`)).json()) as { documents: { id: number }[] };
  await ok(
    await translator.post(`/api/translator/jobs/${jobId}/documents/${job.documents[0]!.id}/translations`, {
      multipart: {
        file: { name: "translated.pdf", mimeType: "application/pdf", buffer: await translatedPdf(options.wordCount) },
      },
    }),
  );
  await ok(await translator.post(`/api/translator/jobs/${jobId}/complete`));
  await ok(await customer.post(`/api/orders/${options.orderId}/review/approve`));
  return { translatorId, jobId, email };
}
