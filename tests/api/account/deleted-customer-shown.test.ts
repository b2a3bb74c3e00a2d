import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingDocuments } from "../../../src/server/db/schema/billing";
import { createOrderFor } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { get, paidOrder } from "../jobs/fixtures";

// Issue 42 item 3: a deleted customer showed as "deleted:4@deleted.invalid" while the goodbye e-mail promised
// "Deleted customer #4". Every screen names the account through shownAccount (src/shared/account-deletion.ts); what
// the server writes itself (exports, documents) does too.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

const refund = (orderId: number, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/admin/orders/${orderId}/refunds`, headers: { cookie: admin }, payload });

describe("a deleted customer, as the agency sees them", () => {
  it('is "Deleted customer #id" in the CSV exports, the order history and on a credit note made after the deletion, with no address', async () => {
    const customer = await t.registerCustomer({ firstName: "Hakan", lastName: "Şahin" });
    const id = customer.user.id;
    const order = await paidOrder(t, customer.cookie);
    expect((await refund(order.id, { amount: 10, reason: "Withdrawn", cancelOrder: true })).statusCode).toBe(201);
    // An order the customer withdrew themselves: its history names who did it.
    const withdrawn = await createOrderFor(t, customer.cookie);
    const cancel = `/api/orders/${withdrawn.id}/cancel`;
    expect((await t.app.inject({ method: "POST", url: cancel, headers: { cookie: customer.cookie } })).statusCode).toBe(
      200,
    );
    const deleted = await t.app.inject({
      method: "POST",
      url: "/api/user/delete",
      headers: { cookie: customer.cookie },
      payload: { password: customer.password },
    });
    expect(deleted.statusCode).toBe(200);
    // The rest of the money goes back after the account is gone: its credit note bills no one by name or address.
    const after = await refund(order.id, { amount: 5, reason: "Goodwill" });
    expect(after.statusCode, after.body).toBe(201);
    const notes = await t.db.select().from(billingDocuments).where(eq(billingDocuments.orderId, order.id));
    expect(notes.filter((note) => note.series === "credit_note").map((note) => note.details?.buyer)).toEqual([
      { name: "Hakan Şahin", email: customer.user.email },
      { name: `Deleted customer #${id}`, email: "" },
    ]);

    const history = (await get(t, `/api/admin/orders/${withdrawn.id}`, admin)).json<{
      history: { toStatus: string; changedByUsername: string | null }[];
    }>().history;
    expect(history.find((entry) => entry.toStatus === "cancelled")?.changedByUsername).toBe(`Deleted customer #${id}`);

    const today = new Date().toISOString().slice(0, 10);
    for (const kind of ["orders", "payments", "refunds"]) {
      const csv = await get(t, `/api/admin/reports/${kind}.csv?from=${today}&to=${today}`, admin);
      expect(csv.statusCode).toBe(200);
      const line = csv.body.split("\r\n").find((row) => row.includes(`Deleted customer #${id}`));
      expect(line, kind).toBeDefined();
      expect(csv.body, kind).not.toContain(`deleted:${id}`);
      expect(csv.body, kind).not.toContain("deleted.invalid");
    }
  });
});
