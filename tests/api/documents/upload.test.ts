import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../../../src/server/db/schema/documents";
import { orders } from "../../../src/server/db/schema/orders";
import {
  JPEG_BYTES,
  PNG_BYTES,
  buildDoc,
  buildDocx,
  buildPdf,
  buildPlainZip,
  buildScannedPdf,
  createOrderFor,
  multipartBody,
  uploadDocument,
} from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.registerCustomer());
});
afterAll(async () => t.close());

/** Files under the test app's storage folder. */
function storedFileCount(): number {
  const root = path.join(t.config.dataDir, "uploads");
  return fs.existsSync(root)
    ? fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
    : 0;
}

const TWELVE_WORDS = "This is the certified translation of a birth certificate issued in Istanbul.";

describe("POST /api/documents", () => {
  it("counts the words of a real PDF and reprices the order from them", async () => {
    const order = await createOrderFor(t, cookie, { wordCount: 500 }); // quoted at $75.00
    const response = await uploadDocument(t, cookie, order.id, {
      name: "birth-certificate.pdf",
      bytes: await buildPdf([[TWELVE_WORDS]]),
      type: "application/pdf",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.document).toMatchObject({
      orderId: order.id,
      originalFilename: "birth-certificate.pdf",
      fileType: "application/pdf",
      wordCount: 12,
      wordCountEstimated: false,
      status: "uploaded",
    });
    expect(body.document).not.toHaveProperty("s3Key");
    expect(body).toMatchObject({
      priceChanged: true,
      previousTotal: 75,
      order: { id: order.id, wordCount: 12, totalPrice: 25 },
    }); // 12 × 15¢ = $1.80, raised to the $25 minimum

    // A second document becomes a second "other" item: 12 + 9 = 21 words, $3.15, still under the $25 minimum
    const second = await uploadDocument(t, cookie, order.id, {
      name: "Nüfus Kayıt Örneği.docx",
      bytes: buildDocx(["Nüfus kayıt örneği: Ayşe Yılmaz, doğum yeri İstanbul.", "— 1990 —"]),
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      document: { originalFilename: "Nüfus Kayıt Örneği.docx", wordCount: 9, wordCountEstimated: false },
      previousTotal: 25,
      order: {
        wordCount: 21,
        totalPrice: 25,
        lines: [{ amountCents: 180 }, { amountCents: 135 }, { kind: "minimum", amountCents: 2185 }],
      },
    });
  });

  it("counts every page of a PDF, and estimates scanned pages at 250 words", async () => {
    const order = await createOrderFor(t, cookie);
    const text = await uploadDocument(t, cookie, order.id, {
      name: "two-pages.pdf",
      bytes: await buildPdf([["one two three"], ["four five", "six"]]),
    });
    expect(text.json().document).toMatchObject({ wordCount: 6, wordCountSource: "text", wordCountEstimated: false });
    const scanned = await uploadDocument(t, cookie, order.id, { name: "scan.pdf", bytes: await buildScannedPdf(2) });
    expect(scanned.statusCode).toBe(201);
    // The test scans hold no text at all, so OCR finds nothing and each page is estimated.
    expect(scanned.json()).toMatchObject({
      document: { wordCount: 500, wordCountSource: "estimated", wordCountEstimated: true },
      order: { wordCount: 506, totalPrice: 75.9 },
    });
  });

  it.each([
    ["passport.png", PNG_BYTES, "image/png", 250, true],
    ["diploma.JPG", JPEG_BYTES, "image/jpeg", 250, true],
    ["contract.doc", buildDoc(1500), "application/msword", 100, true],
  ])("accepts %s with an estimated word count", async (name, bytes, fileType, wordCount, estimated) => {
    const order = await createOrderFor(t, cookie);
    const response = await uploadDocument(t, cookie, order.id, { name, bytes });
    expect(response.statusCode).toBe(201);
    expect(response.json().document).toMatchObject({
      originalFilename: name,
      fileType,
      wordCount,
      wordCountEstimated: estimated,
    });
  });

  it("accepts a plain-text file and counts its words", async () => {
    const order = await createOrderFor(t, cookie);
    const response = await uploadDocument(t, cookie, order.id, {
      name: "transcript.txt",
      bytes: Buffer.from("Öğrenci: Ayşe Yılmaz\nNot ortalaması 3,42\n"),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().document).toMatchObject({
      originalFilename: "transcript.txt",
      fileType: "text/plain; charset=utf-8",
      wordCount: 6,
      wordCountSource: "text",
    });
  });

  it("answers priceChanged false when the documents hold the quoted word count", async () => {
    const order = await createOrderFor(t, cookie, { wordCount: 12 });
    const response = await uploadDocument(t, cookie, order.id, {
      name: "exact.pdf",
      bytes: await buildPdf([[TWELVE_WORDS]]),
    });
    expect(response.json()).toMatchObject({ priceChanged: false, previousTotal: 25, order: { totalPrice: 25 } });
  });

  it("keeps the stored bytes and a sanitised original name", async () => {
    const order = await createOrderFor(t, cookie);
    const bytes = await buildPdf([["stored bytes"]]);
    const response = await uploadDocument(t, cookie, order.id, {
      name: "C:\\Users\\ayse\\..\\evil\u202Efdp.pdf",
      bytes,
    });
    const [row] = await t.db.select().from(documents).where(eq(documents.id, response.json().document.id));
    expect(row.originalFilename).toBe("evilfdp.pdf");
    expect(row.s3Key).toMatch(/^documents\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(Buffer.compare(await t.storage.get(row.s3Key), bytes)).toBe(0);
  });

  it.each([
    ["a PNG renamed to .pdf", { name: "scan.pdf", bytes: PNG_BYTES }, "File content does not match its type"],
    [
      "a PDF renamed to .png",
      { name: "photo.png", bytes: Buffer.from("%PDF-1.7\n") },
      "File content does not match its type",
    ],
    [
      "a ZIP that is not a Word document",
      { name: "letter.docx", bytes: buildPlainZip() },
      "File content does not match its type",
    ],
    ["an empty file", { name: "empty.jpg", bytes: Buffer.alloc(0) }, "File content does not match its type"],
    [
      "a program",
      { name: "setup.exe", bytes: Buffer.from("MZ\x90\x00") },
      "File type not supported. Allowed types: .pdf, .jpg, .jpeg, .png, .doc, .docx, .txt",
    ],
    [
      "a program renamed to .txt",
      { name: "notes.txt", bytes: Buffer.from("MZ\x90\x00\x03\x00") },
      "File content does not match its type",
    ],
    [
      "a .txt that is not UTF-8",
      { name: "latin1.txt", bytes: Buffer.from([0x53, 0x69, 0x63, 0x69, 0x6c, 0x20, 0xfd]) },
      "File content does not match its type",
    ],
    [
      "a name without extension",
      { name: "README", bytes: PNG_BYTES },
      "File type not supported. Allowed types: .pdf, .jpg, .jpeg, .png, .doc, .docx, .txt",
    ],
    [
      "a PDF that cannot be parsed",
      { name: "broken.pdf", bytes: Buffer.from("%PDF-1.4\nnot really a pdf") },
      "We could not read this document. Please check the file and try again.",
    ],
  ])("refuses %s with 400", async (_label, file, message) => {
    const order = await createOrderFor(t, cookie);
    const response = await uploadDocument(t, cookie, order.id, file);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await t.db.select().from(documents).where(eq(documents.orderId, order.id))).toHaveLength(0);
  });

  it("accepts files far above the 1 MB JSON body limit", async () => {
    const order = await createOrderFor(t, cookie);
    const bytes = Buffer.concat([PNG_BYTES, Buffer.alloc(3 * 1024 * 1024)]);
    const response = await uploadDocument(t, cookie, order.id, { name: "large-scan.png", bytes });
    expect(response.statusCode).toBe(201);
    expect(response.json().document.fileSize).toBe(bytes.length);
  });

  it("removes the stored file again when the database refuses the document", async () => {
    const order = await createOrderFor(t, cookie);
    const filler = Array.from({ length: 20 }, (_, i) => ({
      orderId: order.id,
      originalFilename: `page-${i}.png`,
      s3Key: `documents/2026/01/filler-${i}`,
      fileType: "image/png",
      fileSize: 1,
    }));
    await t.db.insert(documents).values(filler);
    const before = storedFileCount();
    const response = await uploadDocument(t, cookie, order.id, { name: "one-too-many.png", bytes: PNG_BYTES });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("An order can have at most 20 documents");
    expect(storedFileCount()).toBe(before);
  });

  it("refuses a PDF of more than 500 pages", async () => {
    const order = await createOrderFor(t, cookie);
    const response = await uploadDocument(t, cookie, order.id, {
      name: "archive.pdf",
      bytes: await buildPdf(Array.from({ length: 501 }, () => [])),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "PDFs can have at most 500 pages. Please split the document and upload the parts.",
    );
  });

  it("refuses a file over 10 MB with 413", async () => {
    const order = await createOrderFor(t, cookie);
    const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const response = await uploadDocument(t, cookie, order.id, { name: "huge.pdf", bytes });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: "File size exceeds 10MB limit",
      code: "FILE_TOO_LARGE",
      params: { mb: 10 },
    });
  });

  it("asks for a file when none is sent", async () => {
    const order = await createOrderFor(t, cookie);
    const response = await uploadDocument(t, cookie, order.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please select at least one file to upload.");
    const json = await t.app.inject({
      method: "POST",
      url: "/api/documents",
      headers: { cookie },
      payload: { orderId: order.id },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe("Please select at least one file to upload.");
  });

  it("takes one file per request", async () => {
    const order = await createOrderFor(t, cookie);
    const body = await multipartBody({ orderId: String(order.id) }, [
      { name: "a.png", bytes: PNG_BYTES },
      { name: "b.png", bytes: PNG_BYTES },
    ]);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/documents",
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please upload one file per request.");
  });

  it("only adds documents to pending orders", async () => {
    const order = await createOrderFor(t, cookie);
    await t.db.update(orders).set({ status: "processing" }).where(eq(orders.id, order.id));
    const response = await uploadDocument(t, cookie, order.id, { name: "late.png", bytes: PNG_BYTES });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Documents can only be added to pending orders");
  });

  it("answers 404 for another customer's order and stores nothing", async () => {
    const other = await t.registerCustomer();
    const order = await createOrderFor(t, other.cookie);
    const response = await uploadDocument(t, cookie, order.id, { name: "x.png", bytes: PNG_BYTES });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Order not found");
  });

  it("answers 400 for a missing or malformed order id, 401 to a visitor", async () => {
    const body = await multipartBody({}, [{ name: "x.png", bytes: PNG_BYTES }]);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/documents",
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Invalid order id");
    expect((await uploadDocument(t, undefined, 1, { name: "x.png", bytes: PNG_BYTES })).statusCode).toBe(401);
  });
});
