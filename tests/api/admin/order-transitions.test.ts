import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translatorJobs } from "../../../src/server/db/schema/translators";
import { PRECONDITION_MESSAGES } from "../../../src/shared/order-transitions";
import type { AdminOrder, AdminOrderDetail } from "../../../src/shared/schemas/admin";
import type { TranslatorJobList } from "../../../src/shared/schemas/jobs";
import { createTestApp, type TestApp } from "../../support/test-app";
import {
  approvedTranslator,
  assignOrThrow,
  get,
  paidOrder,
  setOrderStatus,
  type SignedInTranslator,
} from "../jobs/fixtures";
import { postRefund } from "../refunds/refund-fixtures";
import { createOrderFor } from "../../support/fixtures";
import { verifiedAdminCookie } from "./admin-session";

// The moves that used to leak past the transition table (decision 006, docs/delivery.md "Order lifecycle"), through the real API.

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

const mailsTo = async (to: string) => t.mailer.listOutbox({ to });
const translatorJobs_ = async () =>
  (await get(t, "/api/translator/jobs?limit=100", translator.cookie)).json<TranslatorJobList>().items;

describe("refused status moves", () => {
  it("a cancelled, fully refunded order cannot go back to processing, even forced, and the customer is not e-mailed", async () => {
    const order = await paidOrder(t, customer.cookie);
    const jobId = await assignOrThrow(t, admin, order.id, translator.translatorId);
    const refund = await postRefund(t, admin, order.id, {
      amount: order.totalPrice,
      reason: "Customer changed their mind",
      cancelOrder: true,
    });
    expect(refund.statusCode).toBe(201);

    // The translator's job is closed and they were told.
    const [job] = await t.db.select().from(translatorJobs).where(eq(translatorJobs.id, jobId));
    expect(job!.status).toBe("Cancelled");
    const listed = (await translatorJobs_()).find((entry) => entry.id === jobId);
    expect(listed).toMatchObject({ status: "Cancelled", orderStatus: "cancelled" });
    const [translatorMail] = await t.mailer.listOutbox({ to: translator.email, limit: 1 });
    expect(translatorMail!.subject).toBe(`Order #${order.id} has been cancelled`);
    expect(translatorMail!.text).toContain("no longer appears among your open jobs");

    const before = (await mailsTo(customer.user.email)).length;
    const refused = await setOrderStatus(t, admin, order.id, "processing");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("An order cannot move from cancelled to processing");
    const forced = await t.app.inject({
      method: "PUT",
      url: `/api/admin/orders/${order.id}/status`,
      headers: { cookie: admin },
      payload: { status: "processing", force: true, reason: "Reopen" },
    });
    expect(forced.statusCode).toBe(400);
    expect(forced.json().message).toBe(PRECONDITION_MESSAGES.paid);
    expect(await mailsTo(customer.user.email)).toHaveLength(before);

    const detail = (await get(t, `/api/admin/orders/${order.id}`, admin)).json<AdminOrderDetail>();
    expect(detail).toMatchObject({ status: "cancelled", paymentState: "refunded" });
    // Assigning it again is refused too.
    const assign = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.id}/assignment`,
      headers: { cookie: admin },
      payload: { translatorId: translator.translatorId },
    });
    expect(assign.statusCode).toBe(400);
  });

  it("an unpaid order cannot go to processing and the customer is not e-mailed", async () => {
    const order = await createOrderFor(t, customer.cookie);
    const before = (await mailsTo(customer.user.email)).length;
    const refused = await setOrderStatus(t, admin, order.id, "processing");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PRECONDITION_MESSAGES.paid);
    expect(await mailsTo(customer.user.email)).toHaveLength(before);
    const row = (await get(t, "/api/admin/orders", admin))
      .json<{ items: AdminOrder[] }>()
      .items.find((entry) => entry.id === order.id);
    expect(row).toMatchObject({ status: "pending", paymentState: "unpaid" });
  });

  it("a partial refund shows as partly refunded and leaves the job open", async () => {
    const order = await paidOrder(t, customer.cookie);
    const jobId = await assignOrThrow(t, admin, order.id, translator.translatorId);
    expect(
      (await postRefund(t, admin, order.id, { amount: 10, reason: "Goodwill", cancelOrder: false })).statusCode,
    ).toBe(201);
    const row = (await get(t, "/api/admin/orders", admin))
      .json<{ items: AdminOrder[] }>()
      .items.find((entry) => entry.id === order.id);
    expect(row).toMatchObject({ status: "processing", paymentState: "partly_refunded" });
    expect((await translatorJobs_()).find((entry) => entry.id === jobId)!.status).toBe("Assigned");
  });

  it("a full refund without cancelling still closes the translator's job", async () => {
    const order = await paidOrder(t, customer.cookie);
    const jobId = await assignOrThrow(t, admin, order.id, translator.translatorId);
    expect(
      (await postRefund(t, admin, order.id, { amount: order.totalPrice, reason: "Refund", cancelOrder: false }))
        .statusCode,
    ).toBe(201);
    expect((await translatorJobs_()).find((entry) => entry.id === jobId)!.status).toBe("Cancelled");
  });

  it("cancelling an assigned order by the status control closes the job and tells the translator", async () => {
    const order = await paidOrder(t, customer.cookie);
    const jobId = await assignOrThrow(t, admin, order.id, translator.translatorId);
    expect((await setOrderStatus(t, admin, order.id, "cancelled")).statusCode).toBe(200);
    expect((await translatorJobs_()).find((entry) => entry.id === jobId)!.status).toBe("Cancelled");
    const [mail] = await t.mailer.listOutbox({ to: translator.email, limit: 1 });
    expect(mail!.subject).toBe(`Order #${order.id} has been cancelled`);
    const work = (await get(t, `/api/translator/jobs/${jobId}`, translator.cookie)).json<{ workRefusal: string }>();
    expect(work.workRefusal).toBe("This order has been cancelled; no further work is needed");
  });
});
