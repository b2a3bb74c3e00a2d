import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../src/server/db/schema/mail";
import { mailDeliveryFailing } from "../../../src/server/mail/mail-delivery-health";
import { createTestApp, type TestApp } from "../../support/test-app";

// docs/administration.md, "No e-mail": the admin sign-in pages ask whether e-mail delivery is failing, so an admin
// waiting for a code that cannot arrive is told of `npm run admin:code`. Public, so a boolean and nothing else.

const SMTP = { smtpUrl: "smtp://mail.invalid:587", from: "Bosphorus Translate <no-reply@example.com>" };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const mail = (fields: Partial<typeof mailOutbox.$inferInsert>) => ({
  to: "admin@example.com",
  from: SMTP.from,
  subject: "Your code",
  text: "123456",
  status: "queued",
  transport: "smtp",
  ...fields,
});

describe("whether e-mail delivery is failing", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { mail: SMTP } });
  });
  afterAll(async () => t.close());

  it("is not while e-mails go out, and is when one waits for a retry after an error, waits too long, or was given up lately", async () => {
    const { db } = t;
    await db
      .insert(mailOutbox)
      .values([
        mail({ status: "sent", sentAt: new Date() }),
        mail({ createdAt: minutesAgo(1) }),
        mail({ status: "failed", createdAt: minutesAgo(180) }),
      ]);
    expect(await mailDeliveryFailing(db)).toBe(false);

    const [retrying] = await db
      .insert(mailOutbox)
      .values(mail({ attempts: 1, error: "connect ECONNREFUSED" }))
      .returning();
    expect(await mailDeliveryFailing(db)).toBe(true);
    await db.delete(mailOutbox).where(eq(mailOutbox.id, retrying!.id));

    await db.insert(mailOutbox).values(mail({ createdAt: minutesAgo(11) }));
    expect(await mailDeliveryFailing(db)).toBe(true);
    expect(await mailDeliveryFailing(db, minutesAgo(12))).toBe(false);
    expect(await mailDeliveryFailing(db, new Date(Date.now() + 24 * 3_600_000))).toBe(true); // still queued a day on
  });

  it("GET /api/auth/admin-sign-in-status answers anyone with the boolean only", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/auth/admin-sign-in-status" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mailDeliveryFailing: true });
  });
});

describe("without SMTP_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("says delivery is not failing: e-mails are kept in the outbox by design", async () => {
    await t.db.insert(mailOutbox).values(mail({ status: "outbox", transport: "outbox", createdAt: minutesAgo(60) }));
    const response = await t.app.inject({ method: "GET", url: "/api/auth/admin-sign-in-status" });
    expect(response.json()).toEqual({ mailDeliveryFailing: false });
  });
});
