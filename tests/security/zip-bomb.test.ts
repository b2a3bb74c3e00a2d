import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNREADABLE_DOCUMENT_MESSAGE } from "../../src/shared/schemas/documents";
import { buildDocx, createOrderFor, uploadDocument } from "../support/fixtures";
import { createTestApp, type TestApp } from "../support/test-app";
import { buildDocxBomb } from "../support/zip-bomb";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.registerCustomer());
});
afterAll(async () => t?.close());

describe("DOCX zip bomb (issue 13, item 2)", () => {
  it("the test file really is a bomb: about 4 MB that inflates past its declared 1,000 bytes", () => {
    const bomb = buildDocxBomb({ inflatedBytes: 256 * 1024 * 1024 });
    expect(bomb.length).toBeLessThan(400 * 1024);
    const start = bomb.indexOf("word/document.xml") + "word/document.xml".length;
    const inflated = zlib.inflateRawSync(bomb.subarray(start), { maxOutputLength: 2 * 1024 ** 3 });
    expect(inflated.length).toBe(256 * 1024 * 1024);
  });

  it("a 4 MB DOCX declaring 1,000 bytes but inflating to 4 GB is refused within 2 s, memory growing by < 100 MB", async () => {
    const bomb = buildDocxBomb();
    expect(bomb.length).toBeGreaterThan(3.5 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const order = await createOrderFor(t, cookie);
    // The analysis thread starts on the first upload: start it first, so only the bomb's memory is measured.
    expect(
      (await uploadDocument(t, cookie, order.id, { name: "letter.docx", bytes: buildDocx(["Merhaba dünya"]) }))
        .statusCode,
    ).toBe(201);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const response = await uploadDocument(t, cookie, order.id, { name: "bomb.docx", bytes: bomb });
    const elapsed = performance.now() - started;
    const growth = process.memoryUsage().rss - rssBefore;
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: UNREADABLE_DOCUMENT_MESSAGE });
    expect(elapsed).toBeLessThan(2000);
    expect(growth).toBeLessThan(100 * 1024 * 1024);
  }, 60_000);
});
