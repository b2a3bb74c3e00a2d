import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYSIS_BUSY_MESSAGE } from "../../../src/shared/schemas/documents";
import { createOrderFor, uploadDocument } from "../../support/fixtures";
import { buildImagePdf, ENGLISH_LINES, renderTextPng } from "../../support/ocr-fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";

// Decision 012: documents are read in the analysis pool, at most two per customer at once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("reading uploaded documents fairly", () => {
  it("refuses a customer's third document while two are being read, with 429 and Retry-After, and does not hold back another customer", async () => {
    // A scan with real text: OCR takes seconds, so three uploads sent together overlap.
    const scan = await buildImagePdf([renderTextPng(ENGLISH_LINES)]);
    const busy = await t.registerCustomer();
    const other = await t.registerCustomer();
    const busyOrder = await createOrderFor(t, busy.cookie);
    const otherOrder = await createOrderFor(t, other.cookie);

    const uploads = await Promise.all(
      [1, 2, 3].map((n) => uploadDocument(t, busy.cookie, busyOrder.id, { name: `scan-${n}.pdf`, bytes: scan })),
    );
    const statuses = uploads.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 429]);
    const refused = uploads.find((response) => response.statusCode === 429)!;
    expect(refused.json().message).toBe(ANALYSIS_BUSY_MESSAGE);
    expect(refused.headers["retry-after"]).toBe("5");

    const accepted = uploads
      .filter((response) => response.statusCode === 201)
      .map((response) => response.json().document);
    for (const document of accepted) expect(document.wordCount).toBeGreaterThan(20);

    // The other customer's upload is read normally, and the busy customer can upload again once theirs are done.
    expect((await uploadDocument(t, other.cookie, otherOrder.id, { name: "scan.pdf", bytes: scan })).statusCode).toBe(
      201,
    );
    expect((await uploadDocument(t, busy.cookie, busyOrder.id, { name: "scan-3.pdf", bytes: scan })).statusCode).toBe(
      201,
    );
  }, 180_000);
});
