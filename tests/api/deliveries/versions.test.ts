import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PNG_BYTES, buildPdf } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { deliverTranslation, orderWithDocument, setOrderStatus } from "./fixtures";

let t: TestApp;
let owner: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.registerCustomer();
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("translation versions", () => {
  it("hands the customer only the newest version of each document", async () => {
    const { orderId, documentId } = await orderWithDocument(t, owner.cookie, "contract.pdf");
    const first = await deliverTranslation(t, documentId, await buildPdf([["first draft"]]), { version: 1 });
    const secondBytes = await buildPdf([["corrected translation"]]);
    const second = await deliverTranslation(t, documentId, secondBytes, {
      version: 2,
      completedAt: new Date("2026-03-03T09:00:00Z"),
    });
    await setOrderStatus(t, orderId, "completed");

    const listed = (await get(`/api/orders/${orderId}/deliverables`, owner.cookie)).json();
    expect(listed.files).toEqual([
      {
        id: second.id,
        kind: "translation",
        documentId,
        originalFilename: "contract.pdf",
        title: "Other Document",
        fileName: "Other Document",
        combined: false,
        pageCount: null,
        completedAt: "2026-03-03T09:00:00.000Z",
      },
    ]);
    const current = await get(`/api/deliverables/translations/${second.id}/download`, owner.cookie);
    expect(Buffer.compare(current.rawPayload, secondBytes)).toBe(0);
    expect((await get(`/api/deliverables/translations/${first.id}/download`, owner.cookie)).statusCode).toBe(404);
    expect(
      (await get(`/api/deliverables/translations/${first.id}/download`, await verifiedAdminCookie(t))).statusCode,
    ).toBe(200);
  });

  it("types the file, and gives its name the extension, from the recorded type when there is one", async () => {
    const { orderId, documentId } = await orderWithDocument(t, owner.cookie, "stamp.png");
    const translation = await deliverTranslation(t, documentId, PNG_BYTES, {
      fileName: "stamp-en.png",
      fileType: "image/png",
    });
    await setOrderStatus(t, orderId, "completed");
    const pdfDoc = await orderWithDocument(t, owner.cookie, "passport.png");
    await deliverTranslation(t, pdfDoc.documentId, await buildPdf([["Passport"]]), {
      fileName: "passport-en.pdf",
      fileType: "application/pdf",
    });
    await setOrderStatus(t, pdfDoc.orderId, "completed");

    const response = await get(`/api/deliverables/translations/${translation.id}/download`, owner.cookie);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="Other Document.png"`);
    const listed = (await get(`/api/orders/${pdfDoc.orderId}/deliverables`, owner.cookie)).json();
    expect(listed.files[0].fileName).toBe("Other Document.pdf");
  });
});
