import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPayableOrder, payOrder } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { approveDraftOf, approvedTranslator, deliverOrder } from "../jobs/fixtures";

// Through the translator workspace: a translator uploads, the admin completes the order (which certifies it).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("deliverables of an order delivered through the workspace", () => {
  it("lists the draft for review, then the one certified PDF (translation inside), downloadable by the owner", async () => {
    const admin = await verifiedAdminCookie(t);
    const owner = await t.registerCustomer();
    const translator = await approvedTranslator(t, admin);
    const order = await createPayableOrder(t, owner.cookie);
    await payOrder(t, owner.cookie, order.id);
    await deliverOrder(t, admin, translator, order.id, { approve: false });
    // Still processing: the delivered draft is listed for review, its certificate only once completed (docs/delivery.md "Customer review").
    expect(
      (await get(`/api/orders/${order.id}/deliverables`, owner.cookie))
        .json()
        .files.map((file: { kind: string }) => file.kind),
    ).toEqual(["translation"]);

    // The customer's approval completes the order and issues the certificate, with no admin step (docs/delivery.md "Order lifecycle").
    await approveDraftOf(t, order.id);
    const listed = await get(`/api/orders/${order.id}/deliverables`, owner.cookie);
    expect(listed.statusCode).toBe(200);
    const files = listed.json<{ files: { id: number; kind: string; fileName: string }[] }>().files;
    // One PDF per document, named for it (docs/deliverable.md): "contract.pdf" was the upload.
    expect(files.map((file) => [file.kind, file.fileName])).toEqual([["certificate", "Other Document.pdf"]]);
    for (const file of files) {
      const response = await get(`/api/deliverables/${file.kind}s/${file.id}/download`, owner.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
  });
});
