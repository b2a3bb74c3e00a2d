import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../../../src/server/db/schema/documents";
import { orderStatusHistory } from "../../../src/server/db/schema/orders";
import { settings } from "../../../src/server/db/schema/settings";
import type { AdminOrderDetail } from "../../../src/shared/schemas/admin";
import type { AdminOrderList } from "../../../src/shared/schemas/refunds";
import type { PublicUser } from "../../../src/shared/schemas/auth";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "./admin-session";
import { insertOrder, insertPayment } from "./fixtures";

let t: TestApp;
let admin: string;
let customer: PublicUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  customer = (await t.registerCustomer({ firstName: "Zeynep" })).user;
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: admin } });
const setStatus = (orderId: number | string, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/admin/orders/${orderId}/status`, headers: { cookie: admin }, payload });

describe("GET /api/admin/orders", () => {
  it("lists every order newest first with its customer and document count, filtered by status and search", async () => {
    const old = await insertOrder(t, {
      userId: customer.id,
      serviceType: "standard",
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const recent = await insertOrder(t, { userId: customer.id, serviceType: "premium", status: "processing" });
    await t.db
      .insert(documents)
      .values({ orderId: recent.id, originalFilename: "a.pdf", s3Key: "documents/x", fileType: "pdf", fileSize: 10 });

    const all = (await get("/api/admin/orders")).json<AdminOrderList>().items;
    expect(all.map((order) => order.id).slice(0, 2)).toEqual([recent.id, old.id]);
    expect(all[0]).toMatchObject({
      status: "processing",
      documentCount: 1,
      totalPrice: 60,
      customer: {
        id: customer.id,
        username: customer.username,
        email: customer.email,
        firstName: "Zeynep",
        lastName: "Kaya",
      },
    });
    expect(all[0]!.customer).not.toHaveProperty("password");

    const ids = async (query: string) =>
      (await get(`/api/admin/orders?${query}`)).json<AdminOrderList>().items.map((order) => order.id);
    expect(await ids("status=processing")).toContain(recent.id);
    expect(await ids("status=processing")).not.toContain(old.id);
    expect(await ids("status=all")).toContain(old.id);
    expect(await ids(`search=${old.id}`)).toEqual([old.id]);
    expect(await ids(`search=%23${old.id}`)).toEqual([old.id]);
    expect(await ids("search=PREM")).toContain(recent.id);
    expect(await ids("search=PREM")).not.toContain(old.id);
    expect(await ids("search=prem&status=pending")).toEqual([]);
    expect(await ids("search=%25")).toEqual([]);
  });

  it("answers 400 for an unknown status filter", async () => {
    const response = await get("/api/admin/orders?status=shipped");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Invalid order status");
  });
});

describe("GET /api/admin/orders/:id", () => {
  it("shows the order with customer, documents, payments and history", async () => {
    const order = await insertOrder(t, { userId: customer.id });
    await insertPayment(t, { orderId: order.id, amount: 60 });
    await t.db.insert(documents).values({
      orderId: order.id,
      originalFilename: "a.pdf",
      s3Key: "documents/x",
      fileType: "application/pdf",
      fileSize: 10,
      wordCount: 400,
    });
    await setStatus(order.id, { status: "processing", note: "Assigned" });
    const detail = (await get(`/api/admin/orders/${order.id}`)).json<AdminOrderDetail>();
    expect(detail).toMatchObject({
      id: order.id,
      status: "processing",
      paymentState: "paid",
      reviewStatus: null,
      customer: { username: customer.username },
    });
    expect(detail.payments).toEqual([expect.objectContaining({ amount: 60, status: "paid" })]);
    expect(detail.documents).toEqual([expect.objectContaining({ originalFilename: "a.pdf" })]);
    expect(detail.revisionRequests).toEqual([]);
    expect(detail.fulfilment).toEqual({ steps: [], events: [] });
    expect(detail.history).toEqual([
      expect.objectContaining({
        fromStatus: "pending",
        toStatus: "processing",
        changedByUsername: "admin",
        note: "Assigned",
      }),
    ]);
  });

  it("answers 404 for an unknown order and 400 for a malformed id", async () => {
    expect((await get("/api/admin/orders/999999")).json()).toMatchObject({ message: "Order not found" });
    expect((await get("/api/admin/orders/999999")).statusCode).toBe(404);
    expect((await get("/api/admin/orders/abc")).statusCode).toBe(400);
  });
});

describe("PUT /api/admin/orders/:orderId/status", () => {
  it("records the change in the history and e-mails the customer", async () => {
    const order = await insertOrder(t, { userId: customer.id });
    await insertPayment(t, { orderId: order.id, amount: 60 });
    await t.db.insert(documents).values({
      orderId: order.id,
      originalFilename: "a.pdf",
      s3Key: "documents/x",
      fileType: "application/pdf",
      fileSize: 10,
      wordCount: 400,
    });
    const response = await setStatus(order.id, { status: "processing" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: order.id, status: "processing", paymentState: "paid" });
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toEqual([expect.objectContaining({ fromStatus: "pending", toStatus: "processing", note: null })]);
    const [mail] = await t.mailer.listOutbox({ to: customer.email, limit: 1 });
    expect(mail!.subject).toBe(`Your order #${order.id} is now processing`);
    expect(mail!.text).toContain("Hello Zeynep,");
    expect(mail!.text).toContain("started working on your documents");
  });

  it("treats the same status as a no-op: no history, no e-mail", async () => {
    const order = await insertOrder(t, { userId: customer.id, status: "processing" });
    const before = (await t.mailer.listOutbox({ to: customer.email })).length;
    const response = await setStatus(order.id, { status: "processing" });
    expect(response.statusCode).toBe(200);
    expect(response.json().history).toEqual([]);
    expect(await t.mailer.listOutbox({ to: customer.email })).toHaveLength(before);
  });

  it("refuses a move outside the table, and makes it only as a forced move with a reason, recorded in the history", async () => {
    const order = await insertOrder(t, { userId: customer.id, status: "completed" });
    await insertPayment(t, { orderId: order.id, amount: 60 });
    const refused = await setStatus(order.id, { status: "pending" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("An order cannot move from completed to pending");
    const noReason = await setStatus(order.id, { status: "pending", force: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe("A forced status change needs a reason");
    const response = await setStatus(order.id, { status: "pending", force: true, reason: "Customer sent a new file" });
    expect(response.statusCode).toBe(200);
    expect(response.json().history.at(-1)).toMatchObject({
      fromStatus: "completed",
      toStatus: "pending",
      note: "Forced by an administrator: Customer sent a new file",
    });
  });

  it("sends no e-mail while order_status_emails is off", async () => {
    await t.db.update(settings).set({ value: "false" }).where(eq(settings.key, "order_status_emails"));
    try {
      const order = await insertOrder(t, { userId: customer.id });
      const before = (await t.mailer.listOutbox({ to: customer.email })).length;
      expect((await setStatus(order.id, { status: "cancelled" })).json().status).toBe("cancelled");
      expect(await t.mailer.listOutbox({ to: customer.email })).toHaveLength(before);
    } finally {
      await t.db.update(settings).set({ value: "true" }).where(eq(settings.key, "order_status_emails"));
    }
  });

  it("answers 400 for an invalid status and 404 for an unknown order", async () => {
    const order = await insertOrder(t, { userId: customer.id });
    for (const payload of [{ status: "shipped" }, {}]) {
      const response = await setStatus(order.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Invalid order status");
    }
    const missing = await setStatus(999999, { status: "completed" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Order not found");
  });
});
