import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../../src/server/db/schema/marketing";
import { CONTACT_ORDER_MESSAGE } from "../../../src/shared/schemas/marketing";
import { verifiedAdminCookie } from "../admin/admin-session";
import { createOrderFor } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";

// The contact form knows a signed-in customer (docs/order-messages.md, "Contact form"): the message is linked to the
// account and to the order picked, the agency is told who wrote, and the confirmation follows the page's language.

let t: TestApp;
let customer: { cookie: string; user: { id: number; username: string; email: string } };
let otherCustomer: { cookie: string };
let orderId: number;

const message = {
  name: "Ayşe Yılmaz",
  email: "ayse.yilmaz@example.com",
  subject: "Question about my order",
  message: "When will my birth certificate be ready?",
};
const post = (payload: object, cookie?: string) =>
  t.app.inject({ method: "POST", url: "/api/contact", headers: cookie ? { cookie } : {}, payload });
const agencyMail = async () => (await t.mailer.listOutbox({ to: "orders@bosphorustranslate.com", limit: 1 }))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  customer = await t.registerCustomer({ firstName: "Ayşe", lastName: "Yılmaz" });
  otherCustomer = await t.registerCustomer();
  orderId = (await createOrderFor(t, customer.cookie)).id;
}, 60_000);
afterAll(async () => t.close());

describe("POST /api/contact from a signed-in customer", () => {
  it("links the message to the account and the order, tells the agency who wrote with the order's admin link, and answers in the page's language", async () => {
    const response = await post({ ...message, orderId, language: "tr" }, customer.cookie);
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.userId, customer.user.id));
    expect(row).toMatchObject({ userId: customer.user.id, orderId, subject: message.subject });

    const mail = await agencyMail();
    expect(mail.text).not.toContain("A visitor wrote");
    expect(mail.text).toContain(
      `Customer Ayşe Yılmaz (account #${customer.user.id}, username ${customer.user.username}, ${customer.user.email}) wrote through the contact form, signed in.`,
    );
    expect(mail.text).toContain(`About order #${orderId}: ${t.config.publicUrl}/admin/orders/${orderId}`);
    const [confirmation] = await t.mailer.listOutbox({ to: message.email, limit: 1 });
    expect(confirmation!.subject).toBe("Mesajınızı aldık");
  });

  it("links the account alone when no order is picked", async () => {
    expect((await post({ ...message, subject: "No order", orderId: null }, customer.cookie)).statusCode).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.subject, "No order"));
    expect(row).toMatchObject({ userId: customer.user.id, orderId: null });
    expect((await agencyMail()).text).not.toContain("About order");
  });

  it("refuses an order that is not the writer's, and an order from a visitor or an admin, as not found", async () => {
    for (const cookie of [otherCustomer.cookie, undefined, await verifiedAdminCookie(t)]) {
      const response = await post({ ...message, orderId }, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: "Order not found" });
    }
    expect((await post({ ...message, orderId: "12" }, customer.cookie)).json()).toMatchObject({
      message: CONTACT_ORDER_MESSAGE,
      field: "orderId",
    });
  });

  it("still takes a visitor's message as before, written by 'a visitor'", async () => {
    expect((await post({ ...message, email: "visitor@example.com" })).statusCode).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, "visitor@example.com"));
    expect(row).toMatchObject({ userId: null, orderId: null });
    expect((await agencyMail()).text).toContain("A visitor wrote through the contact form on the website.");
  });
});
