import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../../src/server/db/schema/documents";
import { createDocumentAnalyser } from "../../src/server/documents/analysis-pool";
import { imageTooLargeMessage, UNREADABLE_DOCUMENT_MESSAGE } from "../../src/shared/schemas/documents";
import { buildPdf, createOrderFor, PNG_BYTES, uploadDocument } from "../support/fixtures";
import { buildImageBombPdf, buildJpegClaiming, buildPngBomb } from "../support/image-bombs";
import { createTestApp, type TestApp } from "../support/test-app";

// docs/security.md, "Document bombs": small files whose images decode to gigabytes are measured from their
// headers and refused (images) or estimated without decoding (PDF pages), so memory stays flat.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.registerCustomer());
  // The analysis thread starts on the first upload: start it first, so only the bombs' memory is measured.
  const order = await createOrderFor(t, cookie);
  expect(
    (await uploadDocument(t, cookie, order.id, { name: "warm-up.pdf", bytes: await buildPdf([["hello"]]) })).statusCode,
  ).toBe(201);
});
afterAll(async () => t?.close());

/** The highest resident memory seen while `work` runs, above the level before it. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  try {
    const result = await work();
    return { result, growth: Math.max(peak, process.memoryUsage.rss()) - before };
  } finally {
    clearInterval(sampler);
  }
}

const MB = 1024 * 1024;

describe("images larger than 40 megapixels", () => {
  it("a valid 30,000 × 30,000 PNG of under 1 MB is refused before it is stored, and never decoded", async () => {
    const bomb = buildPngBomb(30_000);
    expect(bomb.length).toBeLessThan(1 * MB);
    const order = await createOrderFor(t, cookie);
    const { result, growth } = await peakGrowth(() =>
      uploadDocument(t, cookie, order.id, { name: "scan.png", bytes: bomb }),
    );
    expect(result.statusCode).toBe(400);
    expect(result.json()).toEqual({
      message:
        "This image is too large to read (30,000 × 30,000 pixels). Please upload an image of at most 40 megapixels.",
      code: "IMAGE_TOO_LARGE",
      params: { width: 30_000, height: 30_000, megapixels: 40 },
    });
    expect(growth).toBeLessThan(100 * MB);
    expect(await t.db.select().from(documents).where(eq(documents.orderId, order.id))).toEqual([]);
  });

  it("a JPEG whose frame header claims 30,000 × 20,000 is refused the same way; a small image is still read", async () => {
    const order = await createOrderFor(t, cookie);
    const refused = await uploadDocument(t, cookie, order.id, {
      name: "photo.jpg",
      bytes: buildJpegClaiming(30_000, 20_000),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(imageTooLargeMessage({ width: 30_000, height: 20_000 }, 40_000_000));
    const accepted = await uploadDocument(t, cookie, order.id, { name: "photo.png", bytes: PNG_BYTES });
    expect(accepted.statusCode).toBe(201);
  }, 60_000);
});

describe("PDF pages whose images would decode to gigabytes", () => {
  it("a 14,400 pt page showing a 20,000 × 20,000 image (a 400 KB file) is estimated without decoding it", async () => {
    const bomb = await buildImageBombPdf();
    expect(bomb.length).toBeLessThan(500 * 1024);
    const order = await createOrderFor(t, cookie);
    const { result, growth } = await peakGrowth(() =>
      uploadDocument(t, cookie, order.id, { name: "scan.pdf", bytes: bomb }),
    );
    expect(result.statusCode).toBe(201);
    expect(result.json().document).toMatchObject({
      analysisStatus: "done",
      wordCount: 250,
      wordCountSource: "estimated",
      wordCountEstimated: true,
    });
    expect(growth).toBeLessThan(150 * MB);
  }, 60_000);

  it("two such uploads from two customers at once are both estimated, memory still flat", async () => {
    const other = await t.registerCustomer();
    const [first, second] = [await createOrderFor(t, cookie), await createOrderFor(t, other.cookie)];
    const [bombA, bombB] = [await buildImageBombPdf(), await buildImageBombPdf({ pageSize: 20_000 })];
    const { result, growth } = await peakGrowth(() =>
      Promise.all([
        uploadDocument(t, cookie, first.id, { name: "a.pdf", bytes: bombA }),
        uploadDocument(t, other.cookie, second.id, { name: "b.pdf", bytes: bombB }),
      ]),
    );
    expect(result.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(result.map((response) => response.json().document.wordCountSource)).toEqual(["estimated", "estimated"]);
    expect(growth).toBeLessThan(200 * MB);
  }, 60_000);
});

describe("a reading that runs out of memory", () => {
  // A small heap stands in for the production 512 MB: 5 million one-letter words overflow 64 MB.
  const analyser = createDocumentAnalyser({ threads: 1, heapLimitMb: 64 });
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ documentAnalyser: analyser });
  });
  afterAll(async () => {
    await small?.close();
    await analyser.close();
  });

  it("kills only its own thread: the upload is refused as unreadable and the next document is read", async () => {
    const customer = await small.registerCustomer();
    const order = await createOrderFor(small, customer.cookie);
    const runaway = await uploadDocument(small, customer.cookie, order.id, {
      name: "words.txt",
      bytes: Buffer.from("a ".repeat(5_000_000)),
    });
    expect(runaway.statusCode).toBe(400);
    expect(runaway.json()).toEqual({ message: UNREADABLE_DOCUMENT_MESSAGE, code: "UNREADABLE_DOCUMENT" });
    const next = await uploadDocument(small, customer.cookie, order.id, {
      name: "letter.txt",
      bytes: Buffer.from("Merhaba dünya, nasılsınız?"),
    });
    expect(next.statusCode).toBe(201);
    expect(next.json().document).toMatchObject({ wordCount: 3, analysisStatus: "done" });
    expect(
      (await small.db.select().from(documents).where(eq(documents.orderId, order.id))).map(
        (row) => row.originalFilename,
      ),
    ).toEqual(["letter.txt"]);
  }, 60_000);
});
