import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderStatusHistory, orders } from "../../../src/server/db/schema/orders";
import { payments } from "../../../src/server/db/schema/payments";
import { refunds } from "../../../src/server/db/schema/refunds";
import type { OrderDetailDto } from "../../../src/shared/schemas/order-detail";
import type {
  AdminCancellationRequestDto,
  AdminOrderWithCancellation,
  ResolveCancellationResponse,
} from "../../../src/shared/schemas/refunds";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { createPaidOrder } from "../refunds/refund-fixtures";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

/** A paid order whose customer has asked to cancel it. */
async function requestedCancellation() {
  const paid = await createPaidOrder(t);
  const response = await t.app.inject({
    method: "POST",
    url: `/api/orders/${paid.orderId}/cancellation-request`,
    headers: { cookie: paid.customer.cookie },
    payload: { reason: "Plans changed" },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return { ...paid, requestId: response.json<{ id: number }>().id };
}
const resolve = (requestId: number | string, payload: object, cookie = admin) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/cancellation-requests/${requestId}/resolve`,
    headers: { cookie },
    payload,
  });
const orderStatus = async (orderId: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;
const latestMail = async (to: string) => (await t.mailer.listOutbox({ to, limit: 1 }))[0]!;

describe("POST /api/admin/cancellation-requests/:id/resolve", () => {
  it("approves with a full refund: order cancelled, payment refunded, request closed, one e-mail to the customer", async () => {
    const { customer, orderId, payment, requestId } = await requestedCancellation();
    const response = await resolve(requestId, {
      decision: "approved",
      note: "Work had not started",
      refundAmount: 150,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ResolveCancellationResponse>();
    expect(body.request).toMatchObject({
      id: requestId,
      status: "approved",
      resolutionNote: "Work had not started",
      resolvedByUsername: "admin",
      order: { status: "cancelled" },
    });
    expect(body.refund).toMatchObject({ amount: 150, reason: "Work had not started", status: "succeeded" });

    expect(await orderStatus(orderId)).toBe("cancelled");
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe("refunded");
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    expect(history.at(-1)).toMatchObject({
      toStatus: "cancelled",
      note: "Cancellation request approved: Work had not started (refunded $150.00)",
    });

    const mails = await t.mailer.listOutbox({ to: customer.user.email });
    const decision = mails[0]!;
    expect(decision.subject).toBe(`Your cancellation request for order #${orderId} was approved`);
    for (const line of [
      "has been cancelled",
      "Note from our team: Work had not started",
      "Refund: $150.00 to the card you paid with.",
      "5–10 business days",
    ]) {
      expect(decision.text).toContain(line);
    }
    expect(mails.filter((mail) => mail.subject.startsWith("Refund of"))).toHaveLength(0);

    const detail = (
      await t.app.inject({ method: "GET", url: `/api/orders/${orderId}`, headers: { cookie: customer.cookie } })
    ).json<OrderDetailDto>();
    expect(detail).toMatchObject({
      status: "cancelled",
      cancellationRequest: { status: "approved" },
      refunds: [{ amount: 150 }],
    });
    const rows = (await t.app.inject({ method: "GET", url: "/api/admin/orders", headers: { cookie: admin } })).json<{
      items: AdminOrderWithCancellation[];
    }>().items;
    expect(rows.find((order) => order.id === orderId)!.cancellationRequested).toBe(false);
  });

  it("approves without a refund: the order is cancelled and the payment stays paid", async () => {
    const { customer, orderId, payment, requestId } = await requestedCancellation();
    expect((await resolve(requestId, { decision: "approved" })).json().refund).toBeNull();
    expect(await orderStatus(orderId)).toBe("cancelled");
    expect((await t.db.select().from(payments).where(eq(payments.id, payment.id)))[0]!.status).toBe("paid");
    expect((await latestMail(customer.user.email)).text).toContain(
      "If a refund is due, we will e-mail you as soon as it has been made.",
    );
  });

  it.each([
    [150.01, 400, "Refund amount exceeds the amount paid ($150.00 refundable)"],
    [
      20.13,
      502,
      "The payment provider refused the refund: The test provider refuses refunds ending in .13 (simulated failure).",
    ],
  ])("changes nothing when the refund of %s fails", async (refundAmount, status, message) => {
    const { orderId, requestId } = await requestedCancellation();
    const response = await resolve(requestId, { decision: "approved", refundAmount });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await orderStatus(orderId)).toBe("processing");
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(0);
    const [open] = (
      await t.app.inject({
        method: "GET",
        url: "/api/admin/cancellation-requests?status=open",
        headers: { cookie: admin },
      })
    )
      .json<{ items: AdminCancellationRequestDto[] }>()
      .items.filter((request) => request.id === requestId);
    expect(open).toBeDefined();
  });

  it("declines with a note: the order goes on, the customer is told and may ask again", async () => {
    const { customer, orderId, requestId } = await requestedCancellation();
    const response = await resolve(requestId, { decision: "declined", note: "The translation is already certified" });
    expect(response.json<ResolveCancellationResponse>().request).toMatchObject({
      status: "declined",
      resolutionNote: "The translation is already certified",
    });
    expect(await orderStatus(orderId)).toBe("processing");
    const mail = await latestMail(customer.user.email);
    expect(mail.subject).toBe(`Your cancellation request for order #${orderId} was declined`);
    expect(mail.text).toContain("Note from our team: The translation is already certified");

    const again = await resolve(requestId, { decision: "approved" });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This cancellation request has already been resolved");
    const newRequest = await t.app.inject({
      method: "POST",
      url: `/api/orders/${orderId}/cancellation-request`,
      headers: { cookie: customer.cookie },
      payload: { reason: "Please reconsider" },
    });
    expect(newRequest.statusCode).toBe(201);
  });

  it.each([
    [{ decision: "maybe" }, "Please choose approve or decline"],
    [{ decision: "declined", refundAmount: 10 }, "A refund can only be made when approving the request"],
    [{ decision: "approved", refundAmount: 0 }, "Refund amount must be greater than zero"],
  ])("answers 400 for %o", async (payload, message) => {
    const { requestId } = await requestedCancellation();
    const response = await resolve(requestId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("answers 404 for an unknown request, 400 for a malformed id and 403 to customers", async () => {
    const missing = await resolve(999999, { decision: "declined" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Cancellation request not found");
    expect((await resolve("x", { decision: "declined" })).json().message).toBe("Invalid cancellation request id");
    const { customer, requestId } = await requestedCancellation();
    expect((await resolve(requestId, { decision: "approved" }, customer.cookie)).statusCode).toBe(403);
  });
});

describe("GET /api/admin/cancellation-requests", () => {
  it("lists requests newest first, filtered by status", async () => {
    const first = await requestedCancellation();
    const second = await requestedCancellation();
    await resolve(first.requestId, { decision: "declined" });
    const list = async (query = "") =>
      (
        await t.app.inject({
          method: "GET",
          url: `/api/admin/cancellation-requests${query}`,
          headers: { cookie: admin },
        })
      ).json<{
        items: AdminCancellationRequestDto[];
      }>().items;
    const all = await list();
    expect(all.findIndex((r) => r.id === second.requestId)).toBeLessThan(
      all.findIndex((r) => r.id === first.requestId),
    );
    expect((await list("?status=open")).map((r) => r.id)).not.toContain(first.requestId);
    expect((await list("?status=declined")).map((r) => r.id)).toContain(first.requestId);
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/admin/cancellation-requests?status=maybe",
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Invalid request status");
  });
});
