import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import {
  approveDraftOf,
  approvedTranslator,
  assignOrThrow,
  completeJob,
  deliverOrder,
  get,
  paidOrder,
  reopenOrder,
  setOrderStatus,
  translatedPdf,
  uploadTranslation,
  type SignedInTranslator,
} from "../jobs/fixtures";

let t: TestApp;
let admin: string;
let owner: { cookie: string };
let translator: SignedInTranslator;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  owner = await t.registerCustomer();
  translator = await approvedTranslator(t, admin);
});
afterAll(async () => t.close());

type Files = { files: { id: number; kind: string; documentId: number; fileName: string }[] };

describe("GET /api/orders/:id/deliverables after delivery", () => {
  it("lists each document's current translation and its certificate; a new version replaces both", async () => {
    const order = await paidOrder(t, owner.cookie);
    const { documentIds } = await deliverOrder(t, admin, translator, order.id);
    await setOrderStatus(t, admin, order.id, "completed");
    const first = (await get(t, `/api/orders/${order.id}/deliverables`, owner.cookie)).json<Files>().files;
    expect(first.map((file) => [file.kind, file.documentId, file.fileName])).toEqual([
      ["translation", documentIds[0], "translated-contract.pdf"],
      ["certificate", documentIds[0], "certificate-contract.pdf"],
    ]);

    await reopenOrder(t, admin, order.id);
    const jobId = await assignOrThrow(t, admin, order.id, translator.translatorId);
    await uploadTranslation(t, translator.cookie, jobId, documentIds[0]!, await translatedPdf("Corrected"));
    await completeJob(t, translator.cookie, jobId);
    await approveDraftOf(t, order.id); // the reworked draft is reviewed again (docs/delivery.md "Customer review")
    await setOrderStatus(t, admin, order.id, "completed");
    const second = (await get(t, `/api/orders/${order.id}/deliverables`, owner.cookie)).json<Files>().files;
    expect(second.map((file) => file.kind)).toEqual(["translation", "certificate"]);
    expect(second.map((file) => file.id)).not.toContain(first[0]!.id);
    expect(second.map((file) => file.id)).not.toContain(first[1]!.id);
    const certificate = await get(t, `/api/deliverables/certificates/${second[1]!.id}/download`, owner.cookie);
    expect(certificate.statusCode).toBe(200);
  });
});
