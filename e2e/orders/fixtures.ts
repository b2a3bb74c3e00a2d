import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "playwright-core";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect } from "vitest";
import { uniqueUser } from "../support/browser";
import { signUpVerifiedThroughApi } from "../support/sign-up";

/** A real PDF with exactly `wordCount` words of text (10 per line, 50 lines per page), written to a temp dir. */
export async function writeWordsPdf(
  wordCount: number,
  fileName = "birth-certificate.pdf",
): Promise<{ path: string; bytes: Buffer }> {
  const words = Array.from({ length: wordCount }, (_, i) => `word${i + 1}`);
  const lines: string[] = [];
  for (let i = 0; i < words.length; i += 10) lines.push(words.slice(i, i + 10).join(" "));
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let start = 0; start < lines.length; start += 50) {
    const page = pdf.addPage([612, 792]);
    lines
      .slice(start, start + 50)
      .forEach((line, index) => page.drawText(line, { x: 54, y: 740 - index * 13, size: 10, font }));
  }
  const bytes = Buffer.from(await pdf.save());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-e2e-orders-"));
  const file = path.join(dir, fileName);
  fs.writeFileSync(file, bytes);
  return { path: file, bytes };
}

/** Registers a verified customer through the API; the page's context then carries their session. */
export async function registerThroughApi(page: Page, prefix = "buyer") {
  const user = uniqueUser(prefix);
  await signUpVerifiedThroughApi(page.request, user);
  return user;
}

/** A pending certified order holding one uploaded PDF of `wordCount` words, made through the API as the page would. */
export async function createOrderWithDocument(
  request: APIRequestContext,
  wordCount = 300,
  order: Record<string, unknown> = {},
) {
  const created = await request.post("/api/orders", {
    data: {
      serviceType: "certified",
      translationDirection: "tr-en",
      wordCount: 500,
      isRush: false,
      isPhysicalDelivery: false,
      ...order,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const pdf = await writeWordsPdf(wordCount, "diploma.pdf");
  const upload = await request.post("/api/documents", {
    multipart: { orderId: String(id), file: { name: "diploma.pdf", mimeType: "application/pdf", buffer: pdf.bytes } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return id;
}

const CARD_LABELS = {
  en: { number: "Card number", expiry: "Expiry", cvc: "CVC", zip: "ZIP" },
  tr: { number: "Kart numarası", expiry: "Son kullanma tarihi", cvc: "CVC", zip: "Posta kodu" },
};

/** Fills the built-in test provider's card form, found by its labels in the page's language. */
export async function fillTestCard(page: Page, cardNumber: string, language: keyof typeof CARD_LABELS = "en") {
  const labels = CARD_LABELS[language];
  await page.getByLabel(labels.number, { exact: true }).fill(cardNumber);
  await page.getByLabel(labels.expiry, { exact: true }).fill("12/34");
  await page.getByLabel(labels.cvc, { exact: true }).fill("123");
  await page.getByLabel(labels.zip, { exact: true }).fill("10118");
}

/** Pays an order through the API with the test provider, as the checkout page does. */
export async function payThroughApi(request: APIRequestContext, orderId: number, cardNumber = "4242424242424242") {
  const intent = await request.post("/api/create-payment-intent", { data: { orderId } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  return request.post("/api/test-payments/confirm", {
    data: { clientSecret, cardNumber, expiry: "12/34", cvc: "123", postalCode: "10118" },
  });
}
