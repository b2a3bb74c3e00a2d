import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../../src/server/db/schema/marketing";
import { createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const valid = {
  name: "Emily Carter",
  email: "Emily.Carter@Example.com",
  phone: "+1 (917) 555-0123",
  subject: "Birth certificate for my green card",
  message: "Hello, I need my Turkish birth certificate translated and certified for USCIS. How soon can you deliver?",
};

const post = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/contact", payload: payload as object });

describe("POST /api/contact", () => {
  it("stores the message, e-mails the agency and the sender, and answers 201", async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: "Thank you for your message. We'll get back to you within one business day.",
    });

    const rows = await t.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Emily Carter",
      email: "emily.carter@example.com",
      phone: "+1 (917) 555-0123",
      subject: valid.subject,
      message: valid.message,
      handled: false,
    });

    const [agencyMail] = await t.mailer.listOutbox({ to: "orders@bosphorustranslate.com" });
    expect(agencyMail.subject).toBe(`New contact message #${rows[0].id}: Birth certificate for my green card`);
    expect(agencyMail.text).toContain("Name: Emily Carter");
    expect(agencyMail.text).toContain("E-mail: emily.carter@example.com");
    expect(agencyMail.text).toContain("Phone: +1 (917) 555-0123");
    expect(agencyMail.text).toContain(valid.message);

    const [ack] = await t.mailer.listOutbox({ to: "emily.carter@example.com" });
    expect(ack.subject).toBe("We received your message");
    expect(ack.text).toContain("We received your message and a member of our team will reply within one business day.");
    // Nothing the visitor typed comes back: not the name, the subject nor the message.
    for (const typed of ["Emily", valid.subject, "USCIS", "+1 (917)"]) expect(ack.text).not.toContain(typed);
  });

  it("writes the confirmation in the page's language, else the visitor's browser language", async () => {
    expect((await post({ ...valid, email: "ayse@example.com", language: "tr" })).statusCode).toBe(201);
    const [turkish] = await t.mailer.listOutbox({ to: "ayse@example.com" });
    expect(turkish.subject).toBe("Mesajınızı aldık");

    const fromBrowser = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "accept-language": "tr-TR,tr;q=0.9" },
      payload: { ...valid, email: "mehmet@example.com" },
    });
    expect(fromBrowser.statusCode).toBe(201);
    expect((await t.mailer.listOutbox({ to: "mehmet@example.com" }))[0].subject).toBe("Mesajınızı aldık");

    expect((await post({ ...valid, language: "de" })).json()).toMatchObject({
      message: "Choose English or Turkish",
      field: "language",
    });
  });

  it("accepts a message without a phone number", async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    const response = await post({ ...withoutPhone, email: "no.phone@example.com" });
    expect(response.statusCode).toBe(201);
    const [ack] = await t.mailer.listOutbox({ to: "no.phone@example.com" });
    expect(ack).toBeDefined();
    const [agencyMail] = await t.mailer.listOutbox({ to: "orders@bosphorustranslate.com" });
    expect(agencyMail.text).toContain("Phone: not given");
  });

  it.each([
    [{ ...valid, name: "" }, "Please enter your name", "name"],
    [{ ...valid, email: "emily-at-example" }, "Please enter a valid email address", "email"],
    [{ ...valid, phone: "ask for Emily" }, "Please enter a valid phone number", "phone"],
    [{ ...valid, subject: "" }, "Please enter a subject", "subject"],
    [{ ...valid, subject: "Hi\nBcc: everyone@example.com" }, "Subject must be a single line", "subject"],
    [{ ...valid, message: "Help" }, "Your message must be at least 10 characters", "message"],
    [{ ...valid, message: "x".repeat(5001) }, "Your message must be at most 5,000 characters", "message"],
  ])("rejects invalid input with 400 and a clear message (%#)", async (payload, message, field) => {
    const before = (await t.db.select().from(contactMessages)).length;
    const response = await post({
      ...payload,
      email: payload.email === valid.email ? `rejected${field}@example.com` : payload.email,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
    expect(await t.db.select().from(contactMessages)).toHaveLength(before);
    expect(await t.mailer.listOutbox({ to: `rejected${field}@example.com` })).toHaveLength(0);
  });

  it("rejects an empty body", async () => {
    const response = await post({});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please enter your name");
  });
});
