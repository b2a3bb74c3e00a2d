import { zipSync, strToU8 } from "fflate";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { TestApp } from "./test-app";

// Real files for upload tests, built from scratch so each test knows exactly what they contain,
// and small helpers that drive the ordering API as the client does.

/** A 1×1 PNG (the real format: signature, IHDR, IDAT, IEND). */
export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A tiny baseline JPEG (SOI, APP0/JFIF, quantisation table, frame, scan). */
export const JPEG_BYTES = Buffer.from(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  "base64",
);

/**
 * A PDF whose pages carry the given lines as real text (Helvetica, so ASCII only). Keep lines short and at
 * most ~50 per page: pdf.js ignores text outside the visible page, as a reader would.
 */
export async function buildPdf(pages: string[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([612, 792]);
    lines.forEach((line, index) => page.drawText(line, { x: 54, y: 740 - index * 13, size: 10, font }));
  }
  return Buffer.from(await pdf.save());
}

/** A "scanned" PDF: each page is only an image, with no text layer. */
export async function buildScannedPdf(pageCount: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(PNG_BYTES);
  for (let i = 0; i < pageCount; i += 1) {
    pdf.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  }
  return Buffer.from(await pdf.save());
}

const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A minimal but real Word document (.docx): content types, package relationship and word/document.xml. */
export function buildDocx(paragraphs: string[]): Buffer {
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r></w:p>`)
    .join("");
  return Buffer.from(
    zipSync({
      "[Content_Types].xml": strToU8(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
      ),
      "_rels/.rels": strToU8(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
      ),
      "word/document.xml": strToU8(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
      ),
    }),
  );
}

/** A ZIP that is not a Word document (no word/document.xml). */
export function buildPlainZip(): Buffer {
  return Buffer.from(zipSync({ "notes.txt": strToU8("just a zip") }));
}

/** An OLE2 compound file header as legacy .doc files start, padded to `size` bytes. */
export function buildDoc(size = 1500): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  return bytes;
}

export type UploadFile = { name: string; bytes: Buffer | Uint8Array; type?: string };

/** A multipart/form-data body as a browser sends it (fields first, then the files). */
export async function multipartBody(fields: Record<string, string>, files: UploadFile[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      "file",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type")! },
  };
}

export const CERTIFIED_ORDER = {
  serviceType: "certified",
  translationDirection: "tr-en",
  wordCount: 500,
  isRush: false,
  isPhysicalDelivery: false,
} as const;

export const SHIPPING_ADDRESS = {
  fullName: "Elif Demir",
  line1: "350 Fifth Avenue",
  city: "New York",
  state: "NY",
  postalCode: "10118",
};

/** POST /api/orders as the signed-in customer; returns the created order. */
export async function createOrderFor(t: TestApp, cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { cookie },
    payload: { ...CERTIFIED_ORDER, ...overrides },
  });
  if (response.statusCode !== 201) throw new Error(`create order failed ${response.statusCode}: ${response.body}`);
  return response.json<{ id: number; totalPrice: number; wordCount: number; status: string }>();
}

/** POST /api/documents with one file for an order. */
export async function uploadDocument(
  t: TestApp,
  cookie: string | undefined,
  orderId: number | string,
  file?: UploadFile,
) {
  const body = await multipartBody({ orderId: String(orderId) }, file ? [file] : []);
  return t.app.inject({
    method: "POST",
    url: "/api/documents",
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

/** A pending order holding one real 1000-word PDF, so it can be paid: certified, $150.00 before extras. */
export async function createPayableOrder(t: TestApp, cookie: string, overrides: Record<string, unknown> = {}) {
  const order = await createOrderFor(t, cookie, { wordCount: 1000, ...overrides });
  const words = Array.from({ length: 1000 }, (_, i) => `word${i}`);
  const lines = Array.from({ length: 100 }, (_, i) => words.slice(i * 10, i * 10 + 10).join(" "));
  const pages = [lines.slice(0, 50), lines.slice(50)];
  const response = await uploadDocument(t, cookie, order.id, { name: "contract.pdf", bytes: await buildPdf(pages) });
  if (response.statusCode !== 201) throw new Error(`upload failed ${response.statusCode}: ${response.body}`);
  return response.json<{ order: { id: number; totalPrice: number; wordCount: number } }>().order;
}

export const TEST_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", postalCode: "10118" };

/** POST /api/create-payment-intent, then the test provider's card confirmation, as the checkout page does. */
export async function payOrder(t: TestApp, cookie: string, orderId: number, card: Partial<typeof TEST_CARD> = {}) {
  const intent = await t.app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: { cookie },
    payload: { orderId },
  });
  if (intent.statusCode !== 200) throw new Error(`create intent failed ${intent.statusCode}: ${intent.body}`);
  const { clientSecret } = intent.json<{ clientSecret: string }>();
  const confirm = await t.app.inject({
    method: "POST",
    url: "/api/test-payments/confirm",
    payload: { clientSecret, ...TEST_CARD, ...card },
  });
  return { clientSecret, confirm };
}
