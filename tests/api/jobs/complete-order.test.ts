import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { certificates } from "../../../src/server/db/schema/certificates";
import { documents, translations } from "../../../src/server/db/schema/documents";
import { orders } from "../../../src/server/db/schema/orders";
import { COMPLETION_MESSAGES } from "../../../src/shared/assignment";
import type { AdminOrderDetail } from "../../../src/shared/schemas/admin";
import type { AdminOrderDeliveryDto } from "../../../src/shared/schemas/jobs";
import { createOrderFor } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import {
  approveDraftOf,
  approvedTranslator,
  assignOrThrow,
  deliverOrder,
  get,
  jobDetail,
  paidOrder,
  setOrderStatus,
  translatedPdf,
  uploadTranslation,
  type SignedInTranslator,
} from "./fixtures";

let t: TestApp;
let admin: string;
let customer: { cookie: string; user: { email: string } };
let translator: SignedInTranslator;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  customer = await t.registerCustomer({ firstName: "Elif" });
  translator = await approvedTranslator(t, admin, { fullName: "Zeynep Arslan" });
});
afterAll(async () => t.close());

const statusOf = async (orderId: number) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe("admin marks the order completed", () => {
  it("is refused without a job, with a job not completed, and with a document lacking its translation", async () => {
    const order = await paidOrder(t, customer.cookie);
    const noJob = await setOrderStatus(t, admin, order.id, "completed");
    expect(noJob.statusCode).toBe(400);
    expect(noJob.json().message).toBe(COMPLETION_MESSAGES.noCompletedJob);

    const jobId = await assignOrThrow(t, admin, order.id, translator.translatorId);
    const [doc] = (await jobDetail(t, translator.cookie, jobId)).documents;
    await uploadTranslation(t, translator.cookie, jobId, doc!.id, await translatedPdf());
    const inProgress = await setOrderStatus(t, admin, order.id, "completed");
    expect(inProgress.json().message).toBe(COMPLETION_MESSAGES.noCompletedJob);
    expect(
      (await get(t, `/api/admin/orders/${order.id}/delivery`, admin)).json<AdminOrderDeliveryDto>().completionRefusal,
    ).toBe(COMPLETION_MESSAGES.noCompletedJob);

    await t.app.inject({
      method: "POST",
      url: `/api/translator/jobs/${jobId}/complete`,
      headers: { cookie: translator.cookie },
    });
    // A document that arrives without a translation (written straight to the database).
    await t.db.insert(documents).values({
      orderId: order.id,
      originalFilename: "late.pdf",
      s3Key: "documents/2026/01/late",
      fileType: "application/pdf",
      fileSize: 5,
    });
    const missing = await setOrderStatus(t, admin, order.id, "completed");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(COMPLETION_MESSAGES.missingTranslations);
    expect(await statusOf(order.id)).toBe("processing");
    expect(await t.db.select().from(certificates).where(eq(certificates.orderId, order.id))).toEqual([]);
  });

  it("the customer's approval completes a delivered certified order with one certificate per document, no admin step (issue 14)", async () => {
    const order = await paidOrder(t, customer.cookie);
    const { documentIds } = await deliverOrder(t, admin, translator, order.id);
    const response = await get(t, `/api/admin/orders/${order.id}`, admin);
    expect(response.statusCode).toBe(200);
    const detail = response.json<AdminOrderDetail>();
    expect(detail.status).toBe("completed");
    expect(detail.history.at(-1)).toMatchObject({
      fromStatus: "processing",
      toStatus: "completed",
      changedBy: null,
      note: "Completed after the customer approved the draft. 1 certificate of translation accuracy issued",
    });

    const rows = await t.db.select().from(certificates).where(eq(certificates.orderId, order.id));
    expect(rows).toEqual([
      expect.objectContaining({ documentId: documentIds[0], translatorId: translator.translatorId }),
    ]);
    const pdf = await t.storage.get(rows[0]!.storageKey);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const [translation] = await t.db.select().from(translations).where(eq(translations.id, rows[0]!.translationId));
    expect(translation!.status).toBe("certified");
    const [document] = await t.db.select().from(documents).where(eq(documents.id, documentIds[0]!));
    expect(document!.status).toBe("certified");

    const [mail] = await t.mailer.listOutbox({ to: customer.user.email, limit: 1 });
    expect(mail!.subject).toBe(`Your order #${order.id} is complete`);
    expect(mail!.text).toContain(`${t.config.publicUrl}/dashboard/download/${order.id}`);
  });

  it("issues no certificate for a standard order", async () => {
    const order = await paidOrder(t, customer.cookie, { serviceType: "standard" });
    await deliverOrder(t, admin, translator, order.id);
    expect(await statusOf(order.id)).toBe("completed");
    expect(await t.db.select().from(certificates).where(eq(certificates.orderId, order.id))).toEqual([]);
  });

  it("certifies the newest version only, and a reopened order gets a certificate for a new version", async () => {
    const order = await paidOrder(t, customer.cookie, { serviceType: "premium" });
    const { jobId, documentIds } = await deliverOrder(t, admin, translator, order.id);
    const versions = await t.db.select().from(translations).where(eq(translations.documentId, documentIds[0]!));
    expect(await statusOf(order.id)).toBe("completed");
    const [first] = await t.db.select().from(certificates).where(eq(certificates.orderId, order.id));
    expect(first!.translationId).toBe(versions.at(-1)!.id);

    // Reopen, give the same translator the work again (a new job), upload version 2 and complete again.
    // Reopening a completed order is outside the table: a forced move with a reason.
    const reopen = await t.app.inject({
      method: "PUT",
      url: `/api/admin/orders/${order.id}/status`,
      headers: { cookie: admin },
      payload: { status: "processing", force: true, reason: "Customer found a typo" },
    });
    expect(reopen.statusCode).toBe(200);
    const reopened = await assignOrThrow(t, admin, order.id, translator.translatorId);
    expect(reopened).not.toBe(jobId);
    await uploadTranslation(t, translator.cookie, reopened, documentIds[0]!, await translatedPdf("Corrected"));
    await t.app.inject({
      method: "POST",
      url: `/api/translator/jobs/${reopened}/complete`,
      headers: { cookie: translator.cookie },
    });
    await approveDraftOf(t, order.id); // the reworked draft is reviewed again (docs/delivery.md "Customer review"), which completes it again
    expect(await statusOf(order.id)).toBe("completed");
    const all = await t.db.select().from(certificates).where(eq(certificates.orderId, order.id));
    expect(all).toHaveLength(2);
    const kept = await t.db.select().from(translations).where(eq(translations.documentId, documentIds[0]!));
    expect(kept.map((row) => row.version).sort()).toEqual([1, 2]);
  });

  it("changes nothing when a certificate cannot be stored", async () => {
    const order = await paidOrder(t, customer.cookie);
    await deliverOrder(t, admin, translator, order.id, { approve: false });
    const put = vi.spyOn(t.storage, "put").mockRejectedValueOnce(new Error("disk full"));
    try {
      await expect(approveDraftOf(t, order.id)).rejects.toThrow("disk full");
    } finally {
      put.mockRestore();
    }
    // The approval and the completion are one transaction: both are undone, the customer can approve again.
    expect(await statusOf(order.id)).toBe("processing");
    expect(await t.db.select().from(certificates).where(eq(certificates.orderId, order.id))).toEqual([]);
    await approveDraftOf(t, order.id);
    expect(await statusOf(order.id)).toBe("completed");
  });

  it("refuses to start or complete an unpaid order without documents (issue 14: the transition table)", async () => {
    const order = await createOrderFor(t, customer.cookie);
    const start = await setOrderStatus(t, admin, order.id, "processing");
    expect(start.statusCode).toBe(400);
    expect(start.json().message).toBe("The order has not been paid (or its payment was refunded)");
    expect(await statusOf(order.id)).toBe("pending");
  });
});
