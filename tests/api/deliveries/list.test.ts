import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPdf } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { orderDeliverablesSchema } from "../../../src/shared/schemas/deliverables";
import { verifiedAdminCookie } from "../admin/admin-session";
import { deliverTranslation, orderWithDocument, setOrderStatus, startTranslation } from "./fixtures";

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

describe("GET /api/orders/:id/deliverables", () => {
  it("lists the translated files of a completed order to its owner", async () => {
    const { orderId, documentId } = await orderWithDocument(t, owner.cookie, "Nüfus Kaydı.pdf");
    const translation = await deliverTranslation(t, documentId, await buildPdf([["Civil registry record"]]));
    await setOrderStatus(t, orderId, "completed");

    const response = await get(`/api/orders/${orderId}/deliverables`, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      orderId,
      status: "completed",
      files: [
        {
          id: translation.id,
          kind: "translation",
          documentId,
          originalFilename: "Nüfus Kaydı.pdf",
          // Named for the document (its type: the order names no person), never the upload; this row records no
          // file type, so the listing has no extension and the download adds the real one.
          title: "Other Document",
          fileName: "Other Document",
          combined: false,
          pageCount: null,
          completedAt: "2026-03-02T15:30:00.000Z",
        },
      ],
      wholeOrder: false,
    });
    // The shared answer schema describes exactly what is sent (nothing missing, nothing extra).
    expect(orderDeliverablesSchema.parse(response.json())).toEqual(response.json());
  });

  it("leaves out documents without a translated file", async () => {
    const { orderId, documentId } = await orderWithDocument(t, owner.cookie);
    await startTranslation(t, documentId);
    await setOrderStatus(t, orderId, "completed");
    expect((await get(`/api/orders/${orderId}/deliverables`, owner.cookie)).json().files).toEqual([]);
  });

  it("shows the owner no files before the order is completed", async () => {
    const { orderId, documentId } = await orderWithDocument(t, owner.cookie);
    await deliverTranslation(t, documentId, await buildPdf([["draft"]]));
    await setOrderStatus(t, orderId, "processing");
    const response = await get(`/api/orders/${orderId}/deliverables`, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ orderId, status: "processing", files: [], wholeOrder: false });
  });

  it("answers 404 Order not found to another customer", async () => {
    const { orderId, documentId } = await orderWithDocument(t, owner.cookie);
    await deliverTranslation(t, documentId, await buildPdf([["text"]]));
    await setOrderStatus(t, orderId, "completed");
    const response = await get(`/api/orders/${orderId}/deliverables`, stranger.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Order not found");
  });

  it("lets a verified admin list any order's files, even before completion", async () => {
    const { orderId, documentId } = await orderWithDocument(t, owner.cookie);
    const translation = await deliverTranslation(t, documentId, await buildPdf([["text"]]));
    await setOrderStatus(t, orderId, "processing");
    const response = await get(`/api/orders/${orderId}/deliverables`, await verifiedAdminCookie(t));
    expect(response.statusCode).toBe(200);
    expect(response.json().files.map((file: { id: number }) => file.id)).toEqual([translation.id]);
  });

  it("answers 401 to a visitor and 400 to a bad id", async () => {
    const { orderId } = await orderWithDocument(t, owner.cookie);
    const visitor = await get(`/api/orders/${orderId}/deliverables`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe("Not authenticated");
    const bad = await get("/api/orders/abc/deliverables", owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Invalid order id");
  });
});
