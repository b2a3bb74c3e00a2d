import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PNG_BYTES, buildPdf } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { deliverTranslation, orderWithDocument, setOrderStatus } from "./fixtures";

let t: TestApp;
let owner: { cookie: string };
let stranger: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.registerCustomer();
  stranger = await t.registerCustomer();
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const downloadUrl = (id: number) => `/api/deliverables/translations/${id}/download`;

async function completedDelivery(originalFilename = "Tapu (Şişli).pdf", bytes?: Buffer) {
  const { orderId, documentId } = await orderWithDocument(t, owner.cookie, originalFilename);
  const fileBytes = bytes ?? (await buildPdf([["Title deed, Sisli"]]));
  const translation = await deliverTranslation(t, documentId, fileBytes);
  await setOrderStatus(t, orderId, "completed");
  return { orderId, translation, bytes: fileBytes };
}

describe("GET /api/deliverables/translations/:id/download", () => {
  it("sends the owner the stored bytes as an attachment named for the document, never the upload", async () => {
    const { translation, bytes } = await completedDelivery();
    const response = await get(downloadUrl(translation.id), owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="Other Document.pdf"`);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(Buffer.compare(response.rawPayload, bytes)).toBe(0);
  });

  it("gives the file the extension of its real type, whatever the original's", async () => {
    const { translation } = await completedDelivery("passport.png", await buildPdf([["Passport"]]));
    const response = await get(downloadUrl(translation.id), owner.cookie);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="Other Document.pdf"`);
    const png = await completedDelivery("stamp.png", PNG_BYTES);
    const same = await get(downloadUrl(png.translation.id), owner.cookie);
    expect(same.headers["content-type"]).toBe("image/png");
    expect(same.headers["content-disposition"]).toBe(`attachment; filename="Other Document.png"`);
  });

  it("answers 404 File not found to another customer, and to the owner before completion", async () => {
    const { orderId, translation } = await completedDelivery();
    const other = await get(downloadUrl(translation.id), stranger.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe("File not found");

    await setOrderStatus(t, orderId, "processing");
    expect((await get(downloadUrl(translation.id), owner.cookie)).statusCode).toBe(404);
  });

  it("lets a verified admin download the same bytes", async () => {
    const { orderId, translation, bytes } = await completedDelivery();
    await setOrderStatus(t, orderId, "processing");
    const response = await get(downloadUrl(translation.id), await verifiedAdminCookie(t));
    expect(response.statusCode).toBe(200);
    expect(Buffer.compare(response.rawPayload, bytes)).toBe(0);
  });

  it("answers 401 to a visitor and 404 for an unknown or undelivered id", async () => {
    const { translation } = await completedDelivery();
    expect((await get(downloadUrl(translation.id))).statusCode).toBe(401);
    expect((await get(downloadUrl(999999), owner.cookie)).statusCode).toBe(404);
    expect((await get("/api/deliverables/translations/x/download", owner.cookie)).json().message).toBe(
      "Invalid file id",
    );
  });
});
