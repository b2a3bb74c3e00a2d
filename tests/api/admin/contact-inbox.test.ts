import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../src/server/db/schema/mail";
import { contactMessages } from "../../../src/server/db/schema/marketing";
import type { ContactMessageDetail, ContactMessagesPage } from "../../../src/shared/schemas/contact-inbox";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "./admin-session";
import { insertOrder } from "./fixtures";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

const AGENCY = "orders@bosphorustranslate.com";

async function contact(fields: { name: string; email: string; subject: string; language?: "en" | "tr" }) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: {
      ...fields,
      message: `Hello, this is ${fields.name}. Could you translate my diploma for a US university?`,
    },
  });
  expect(response.statusCode).toBe(201);
  const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, fields.email.toLowerCase()));
  return row!;
}

const list = async (query = "") => {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/admin/contact-messages${query}`,
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
  return response.json<ContactMessagesPage>();
};
const answer = (id: number, body: unknown, cookie = admin) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/contact-messages/${id}/replies`,
    headers: { cookie },
    payload: { body },
  });
const setStatus = (id: number, status: string) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/admin/contact-messages/${id}`,
    headers: { cookie: admin },
    payload: { status },
  });

describe("the admin's contact inbox", () => {
  it("lists messages newest first, finds them the Turkish way, and links a sender whose address has an account", async () => {
    const { user, cookie } = await t.registerCustomer({
      email: "mehmet.sahin@example.com",
      firstName: "Mehmet",
      lastName: "Şahin",
    });
    void cookie;
    const order = await insertOrder(t, { userId: user.id, status: "completed" });
    const visitor = await contact({
      name: "Ayşe Yılmaz",
      email: "ayse@example.com",
      subject: "Diploma",
      language: "tr",
    });
    const customer = await contact({
      name: "Mehmet Şahin",
      email: "Mehmet.Sahin@example.com",
      subject: "My last order",
    });

    const page = await list();
    expect(page.items.map((item) => item.id).slice(0, 2)).toEqual([customer.id, visitor.id]);
    expect(page.newCount).toBeGreaterThanOrEqual(2);
    const customerRow = page.items.find((item) => item.id === customer.id)!;
    expect(customerRow).toMatchObject({ status: "new", customerId: user.id, replyCount: 0 });
    expect(page.items.find((item) => item.id === visitor.id)!.customerId).toBeNull();

    // "yilmaz" finds Yılmaz, "SAHIN" finds Şahin.
    expect((await list("?search=yilmaz")).items.map((item) => item.id)).toEqual([visitor.id]);
    expect((await list("?search=SAHIN")).items.map((item) => item.id)).toEqual([customer.id]);

    const detail = await t.app.inject({
      method: "GET",
      url: `/api/admin/contact-messages/${customer.id}`,
      headers: { cookie: admin },
    });
    expect(detail.statusCode).toBe(200);
    const body = detail.json<ContactMessageDetail>();
    expect(body.message).toContain("Could you translate my diploma");
    expect(body.customer).toMatchObject({ id: user.id, email: "mehmet.sahin@example.com" });
    expect(body.customer!.orders.map((row) => row.id)).toEqual([order.id]);
  });

  it("e-mails the answer from the agency in the sender's language, keeps it, and marks the message answered", async () => {
    const message = await contact({
      name: "Zeynep Kaya",
      email: "zeynep@example.com",
      subject: "Apostil",
      language: "tr",
    });
    const sent = await answer(message.id, "Merhaba Zeynep Hanım, apostil için noter onayı gerekir.");
    expect(sent.statusCode).toBe(201);
    const detail = sent.json<ContactMessageDetail>();
    expect(detail.status).toBe("answered");
    expect(detail.answeredAt).not.toBeNull();
    expect(detail.replies).toHaveLength(1);
    expect(detail.replies[0]).toMatchObject({ body: "Merhaba Zeynep Hanım, apostil için noter onayı gerekir." });

    const [mail] = await t.mailer.listOutbox({ to: "zeynep@example.com", limit: 1 });
    expect(mail!.subject).toBe("Ynt: Apostil");
    expect(mail!.text).toContain("apostil için noter onayı gerekir.");
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
    // The customer's "Reply" reaches the agency.
    expect(row!.replyTo).toBe(AGENCY);
    expect((await list("?status=answered")).items.map((item) => item.id)).toContain(message.id);
    expect((await list("?status=new")).items.map((item) => item.id)).not.toContain(message.id);
  });

  it("sends the agency's copy of a new message with the sender as Reply-To and a link to the inbox", async () => {
    const message = await contact({ name: "John Miller", email: "john.miller@example.com", subject: "Court decision" });
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, AGENCY));
    const copy = rows.find((row) => row.subject === `New contact message #${message.id}: Court decision`)!;
    expect(copy.replyTo).toBe("john.miller@example.com");
    expect(copy.text).toContain(`/admin/inbox/${message.id}`);
  });

  it("closes and reopens a message", async () => {
    const message = await contact({ name: "Ali Demir", email: "ali.demir@example.com", subject: "Closing test" });
    const closed = await setStatus(message.id, "closed");
    expect(closed.statusCode).toBe(200);
    expect(closed.json<ContactMessageDetail>()).toMatchObject({ status: "closed" });
    expect((await list("?status=closed")).items.map((item) => item.id)).toContain(message.id);
    const reopened = await setStatus(message.id, "open");
    expect(reopened.json<ContactMessageDetail>()).toMatchObject({ status: "new", closedAt: null });
    // An answer to a closed message reopens it as answered.
    await setStatus(message.id, "closed");
    expect((await answer(message.id, "We can help with that.")).json<ContactMessageDetail>().status).toBe("answered");
  });

  it("refuses an empty answer, an unknown message and anyone but an admin", async () => {
    const message = await contact({ name: "Can Öz", email: "can@example.com", subject: "Refusals" });
    const empty = await answer(message.id, " ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: "CONTACT_ANSWER_LENGTH",
      message: "Please write an answer of 2 to 10,000 characters",
    });
    expect(await t.mailer.listOutbox({ to: "can@example.com" })).toHaveLength(1); // the acknowledgement only

    const missing = await t.app.inject({
      method: "GET",
      url: "/api/admin/contact-messages/999999",
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "CONTACT_MESSAGE_NOT_FOUND" });
    expect((await setStatus(message.id, "archived")).statusCode).toBe(400);

    const { cookie } = await t.registerCustomer();
    expect((await answer(message.id, "Not an admin", cookie)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/contact-messages" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("pages through a long inbox", async () => {
    for (let index = 0; index < 12; index += 1)
      await t.db.insert(contactMessages).values({
        name: `Sender ${index}`,
        email: `sender${index}@example.com`,
        subject: `Paged ${index}`,
        message: "A message for the pager test.",
      });
    const first = await list("?search=paged&limit=5");
    expect(first.items).toHaveLength(5);
    expect(first.total).toBe(12);
    const second = await list(`?search=paged&limit=5&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items).toHaveLength(5);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(10);
  });
});
