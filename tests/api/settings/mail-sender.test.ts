import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "../../../src/server/db/schema/settings";
import { createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("e-mail sender", () => {
  it("comes from the Email settings and follows an admin's change at once", async () => {
    const first = await t.mailer.send({ to: "a@example.com", subject: "One", text: "x" });
    expect(first.from).toBe('"Bosphorus Translate" <no-reply@bosphorustranslate.com>');

    await t.db.update(settings).set({ value: "Bosphorus Support" }).where(eq(settings.key, "email_sender_name"));
    await t.db
      .update(settings)
      .set({ value: "support@bosphorustranslate.com" })
      .where(eq(settings.key, "email_sender_address"));
    const second = await t.mailer.send({ to: "a@example.com", subject: "Two", text: "x" });
    expect(second.from).toBe('"Bosphorus Support" <support@bosphorustranslate.com>');
  });

  it("falls back to MAIL_FROM when the sender address setting is blank", async () => {
    await t.db.update(settings).set({ value: "" }).where(eq(settings.key, "email_sender_address"));
    const sent = await t.mailer.send({ to: "a@example.com", subject: "Three", text: "x" });
    expect(sent.from).toBe(t.config.mail.from);
  });
});
