import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOrderDetail } from "../../../src/shared/schemas/admin";
import type { AdminOrderDeliveryDto, TranslatorJobDetailDto } from "../../../src/shared/schemas/jobs";
import type { OrderDetailDto } from "../../../src/shared/schemas/order-detail";
import type { OrderChecksDto } from "../../../src/shared/schemas/translation-checks";
import type { AdminWorkbenchDto } from "../../../src/shared/schemas/workbench";
import { createTestApp, type TestApp } from "../../support/test-app";
import { buildPdf } from "../../support/fixtures";
import { verifiedAdminCookie } from "../admin/admin-session";
import {
  approvedTranslator,
  assignOrThrow,
  completeJob,
  fixtureTranslationLines,
  get,
  paidOrder,
  uploadTranslation,
  type SignedInTranslator,
} from "../jobs/fixtures";

let t: TestApp;
let admin: string;
let translator: SignedInTranslator;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  translator = await approvedTranslator(t, admin, { fullName: "Deniz Aydın" });
});
afterAll(async () => t.close());

// Issue 40 item 3: the screens name a document by its type and person, computed by the server; the uploaded file's
// name only rides along as secondary text.
describe("documents named for what they are on every screen's answer", () => {
  it("gives admin, translator and customer the document's title, in English for staff and the customer's language for the customer", async () => {
    const owner = await t.registerCustomer({ language: "tr" });
    const order = await paidOrder(t, owner.cookie, {
      items: [{ documentType: "birth_certificate" }],
      nameSpellings: [{ inDocument: "Ayşe Yılmaz", inPassport: "Ayse Yilmaz" }],
    });
    const title = "Birth Certificate — Ayse Yilmaz";
    const jobId = await assignOrThrow(t, admin, order.id, translator.translatorId);

    const adminOrder = (await get(t, `/api/admin/orders/${order.id}`, admin)).json<AdminOrderDetail>();
    expect(adminOrder.documents).toHaveLength(1);
    const [document] = adminOrder.documents;
    expect(document!.title).toBe(title);
    // The upload's own name is still there for "uploaded as …", but is not the title.
    expect(document!.originalFilename).not.toBe(title);
    expect(document!.title).not.toContain(document!.originalFilename);

    const job = (await get(t, `/api/translator/jobs/${jobId}`, translator.cookie)).json<TranslatorJobDetailDto>();
    expect(job.documents.map((doc) => doc.title)).toEqual([title]);
    const delivery = (await get(t, `/api/admin/orders/${order.id}/delivery`, admin)).json<AdminOrderDeliveryDto>();
    expect(delivery.documents.map((doc) => doc.title)).toEqual([title]);
    const workbench = (await get(t, `/api/admin/orders/${order.id}/workbench`, admin)).json<AdminWorkbenchDto>();
    expect(workbench.documents.map((doc) => doc.title)).toEqual([title]);

    // The delivered draft, on the customer's order page: the type in the customer's language (Turkish here).
    const lines = fixtureTranslationLines("Translated birth certificate of Ayse Yilmaz");
    const upload = await uploadTranslation(t, translator.cookie, jobId, document!.id, {
      name: "IMG_1234-en.pdf",
      bytes: await buildPdf([lines.slice(0, 50), lines.slice(50)]),
      type: "application/pdf",
    });
    expect(upload.statusCode).toBe(201);
    // The checks of the upload, as the translator and the admin see them.
    const jobChecks = (await get(t, `/api/translator/jobs/${jobId}/checks`, translator.cookie)).json<OrderChecksDto>();
    expect(jobChecks.documents.map((doc) => doc.documentName)).toEqual([title]);
    const adminChecks = (await get(t, `/api/admin/orders/${order.id}/checks`, admin)).json<OrderChecksDto>();
    expect(adminChecks.documents.map((doc) => doc.documentName)).toEqual([title]);
    expect((await completeJob(t, translator.cookie, jobId)).statusCode).toBe(200);
    const detail = (await get(t, `/api/orders/${order.id}`, owner.cookie)).json<OrderDetailDto>();
    expect(detail.drafts.map((draft) => draft.title)).toEqual(["Doğum Belgesi — Ayse Yilmaz"]);
  }, 240_000);

  it("names a document by its type alone when the order has no passport names", async () => {
    const owner = await t.registerCustomer();
    const order = await paidOrder(t, owner.cookie, { items: [{ documentType: "birth_certificate" }] });
    const adminOrder = (await get(t, `/api/admin/orders/${order.id}`, admin)).json<AdminOrderDetail>();
    expect(adminOrder.documents.map((doc) => doc.title)).toEqual(["Birth Certificate"]);
  }, 120_000);
});
