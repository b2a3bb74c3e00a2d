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

type Files = { files: { id: number; kind: string; documentId: number; fileName: string; combined: boolean }[] };

describe("GET /api/orders/:id/deliverables after delivery", () => {
  it("lists one certified PDF per document (translation inside, named for the document); a new version replaces it", async () => {
    const order = await paidOrder(t, owner.cookie);
    const { documentIds } = await deliverOrder(t, admin, translator, order.id);
    await setOrderStatus(t, admin, order.id, "completed");
    const first = (await get(t, `/api/orders/${order.id}/deliverables`, owner.cookie)).json<Files>().files;
    // The upload was "contract.pdf" of the type "Other": the file is named for the document, never the upload.
    expect(first.map((file) => [file.kind, file.documentId, file.fileName, file.combined])).toEqual([
      ["certificate", documentIds[0], "Other Document.pdf", true],
    ]);

    await reopenOrder(t, admin, order.id);
    const jobId = await assignOrThrow(t, admin, order.id, translator.translatorId);
    await uploadTranslation(t, translator.cookie, jobId, documentIds[0]!, await translatedPdf("Corrected"));
    await completeJob(t, translator.cookie, jobId);
    await approveDraftOf(t, order.id); // the reworked draft is reviewed again (docs/delivery.md "Customer review")
    await setOrderStatus(t, admin, order.id, "completed");
    const second = (await get(t, `/api/orders/${order.id}/deliverables`, owner.cookie)).json<Files>().files;
    expect(second.map((file) => file.kind)).toEqual(["certificate"]);
    expect(second[0]!.id).not.toBe(first[0]!.id);
    const certificate = await get(t, `/api/deliverables/certificates/${second[0]!.id}/download`, owner.cookie);
    expect(certificate.statusCode).toBe(200);
  });
});
