import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactConfirmations, contactMessages } from "../../src/server/db/schema/marketing";
import { createTestApp, type TestApp } from "../support/test-app";

// The contact form takes any address: it must not let a stranger send the agency's mail, with their words and
// links in it, to a victim (docs/security.md, "Contact form").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const lure = {
  name: "Your bank security team",
  email: "victim@example.com",
  subject: "Urgent: confirm your account",
  message:
    `Your account is locked. Sign in at https://evil.example/login within 24 hours. ${"Act now. ".repeat(500)}`.slice(
      0,
      5000,
    ),
};
const post = (payload: object) => t.app.inject({ method: "POST", url: "/api/contact", payload });

describe("contact form as a relay", () => {
  it("sends the victim a fixed acknowledgement: no name, subject, message or foreign link", async () => {
    expect((await post(lure)).statusCode).toBe(201);
    const [ack, ...more] = await t.mailer.listOutbox({ to: "victim@example.com" });
    expect(more).toHaveLength(0);
    expect(ack!.subject).toBe("We received your message");
    for (const typed of ["bank", "Urgent", "evil.example", "locked", "Act now"]) {
      expect(ack!.subject).not.toContain(typed);
      expect(ack!.text).not.toContain(typed);
    }
    // The only address in it is the site's own.
    expect(ack!.text.match(/https?:\/\/\S+/g)?.map((link) => new URL(link).origin)).toEqual([
      new URL(t.config.publicUrl).origin,
    ]);
    // The agency still gets the whole message.
    const [agency] = await t.mailer.listOutbox({ to: "orders@bosphorustranslate.com" });
    expect(agency!.text).toContain("https://evil.example/login");
  });

  it("acknowledges one inbox once a day, whatever case or +tag; every message still reaches the agency", async () => {
    const before = (await t.mailer.listOutbox({ to: "orders@bosphorustranslate.com" })).length;
    const addresses = ["target@example.com", "Target@Example.com", "target+1@example.com", "target+2@example.com"];
    for (const email of addresses) expect((await post({ ...lure, email })).statusCode).toBe(201);

    const acknowledgements = (
      await Promise.all(
        ["target@example.com", "target+1@example.com", "target+2@example.com"].map((to) => t.mailer.listOutbox({ to })),
      )
    ).flat();
    expect(acknowledgements).toHaveLength(1);
    expect(await t.mailer.listOutbox({ to: "orders@bosphorustranslate.com" })).toHaveLength(before + 4);
    expect(
      await t.db.select().from(contactMessages).where(eq(contactMessages.email, "target+2@example.com")),
    ).toHaveLength(1);
  });

  it("sends one acknowledgement when many messages for one inbox arrive at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post({ ...lure, email: "parallel@example.com" })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await t.mailer.listOutbox({ to: "parallel@example.com" })).toHaveLength(1);
  });

  it("acknowledges the same inbox again once 24 hours have passed", async () => {
    expect((await post({ ...lure, email: "returning@example.com" })).statusCode).toBe(201);
    expect((await post({ ...lure, email: "returning@example.com" })).statusCode).toBe(201);
    expect(await t.mailer.listOutbox({ to: "returning@example.com" })).toHaveLength(1);

    await t.db
      .update(contactConfirmations)
      .set({ sentAt: new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000) })
      .where(eq(contactConfirmations.emailKey, "returning@example.com"));
    expect((await post({ ...lure, email: "returning@example.com" })).statusCode).toBe(201);
    expect(await t.mailer.listOutbox({ to: "returning@example.com" })).toHaveLength(2);
  });
});
