import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../src/server/db/schema/orders";
import { cancellationRequests } from "../../../src/server/db/schema/refunds";
import type { OrderDetailDto } from "../../../src/shared/schemas/order-detail";
import type {
  AdminCancellationRequestDto,
  AdminOrderDetailWithRefunds,
  AdminOrderWithCancellation,
} from "../../../src/shared/schemas/refunds";
import { createOrderFor } from "../../support/fixtures";
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

const ask = (
  cookie: string | undefined,
  orderId: number | string,
  payload: object = { reason: "I no longer need it" },
) =>
  t.app.inject({
    method: "POST",
    url: `/api/orders/${orderId}/cancellation-request`,
    headers: cookie ? { cookie } : {},
    payload,
  });
const adminGet = <T>(url: string) =>
  t.app.inject({ method: "GET", url, headers: { cookie: admin } }).then((response) => response.json<T>());

describe("POST /api/orders/:id/cancellation-request", () => {
  it("records the request of a paid order, tells the agency and shows it to the customer and the admin", async () => {
    const { customer, orderId } = await createPaidOrder(t);
    const response = await ask(customer.cookie, orderId, { reason: "  The embassy no longer needs the translation  " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      orderId,
      status: "open",
      reason: "The embassy no longer needs the translation",
      resolvedAt: null,
      resolutionNote: null,
    });

    const [notice] = await t.mailer.listOutbox({ to: "orders@bosphorustranslate.com", limit: 1 });
    expect(notice!.subject).toBe(`Cancellation requested for order #${orderId}`);
    expect(notice!.text).toContain(`Mehmet Kaya <${customer.user.email}> asks to cancel the paid order #${orderId}.`);
    expect(notice!.text).toContain("Reason, as Mehmet Kaya wrote it:\n> The embassy no longer needs the translation");
    expect(notice!.text).toContain(`/admin/orders/${orderId}`);

    const detail = (
      await t.app.inject({ method: "GET", url: `/api/orders/${orderId}`, headers: { cookie: customer.cookie } })
    ).json<OrderDetailDto>();
    expect(detail.status).toBe("processing");
    expect(detail.cancellationRequest).toMatchObject({
      status: "open",
      reason: "The embassy no longer needs the translation",
    });

    const rows = (await adminGet<{ items: AdminOrderWithCancellation[] }>("/api/admin/orders")).items;
    expect(rows.find((row) => row.id === orderId)!.cancellationRequested).toBe(true);
    expect(rows.filter((row) => row.id !== orderId).every((row) => !row.cancellationRequested)).toBe(true);
    const adminDetail = await adminGet<AdminOrderDetailWithRefunds>(`/api/admin/orders/${orderId}`);
    expect(adminDetail.cancellationRequest).toMatchObject({
      status: "open",
      customer: { email: customer.user.email },
      order: { id: orderId, status: "processing", totalPrice: 150 },
    });
    const open = (
      await adminGet<{ items: AdminCancellationRequestDto[] }>("/api/admin/cancellation-requests?status=open")
    ).items;
    expect(open.map((request) => request.orderId)).toContain(orderId);
  });

  it("allows one open request per order", async () => {
    const { customer, orderId } = await createPaidOrder(t);
    expect((await ask(customer.cookie, orderId)).statusCode).toBe(201);
    const again = await ask(customer.cookie, orderId);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("A cancellation request is already open for this order");
  });

  it("allows one open request even when two arrive at once", async () => {
    const { customer, orderId } = await createPaidOrder(t);
    const answers = await Promise.all([ask(customer.cookie, orderId), ask(customer.cookie, orderId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(
      await t.db.select().from(cancellationRequests).where(eq(cancellationRequests.orderId, orderId)),
    ).toHaveLength(1);
  });

  it("answers 404 for another customer's order or a missing one, and 401 without a session", async () => {
    const { orderId } = await createPaidOrder(t);
    const stranger = await t.registerCustomer();
    for (const id of [orderId, 999999]) {
      const response = await ask(stranger.cookie, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Order not found");
    }
    expect((await ask(undefined, orderId)).statusCode).toBe(401);
    expect(
      await t.db.select().from(cancellationRequests).where(eq(cancellationRequests.orderId, orderId)),
    ).toHaveLength(0);
  });

  it.each([
    ["pending", "This order is not paid yet: you can cancel it directly"],
    ["completed", "Completed orders cannot be cancelled"],
    ["cancelled", "This order is already cancelled"],
  ] as const)("refuses a %s order", async (status, message) => {
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie);
    await t.db.update(orders).set({ status }).where(eq(orders.id, order.id));
    const response = await ask(cookie, order.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it.each([
    [{}, "Please tell us why you want to cancel"],
    [{ reason: " " }, "Please tell us why you want to cancel"],
    [{ reason: "x".repeat(501) }, "Reason must be at most 500 characters"],
  ])("answers 400 for %o", async (payload, message) => {
    const { customer, orderId } = await createPaidOrder(t);
    const response = await ask(customer.cookie, orderId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
