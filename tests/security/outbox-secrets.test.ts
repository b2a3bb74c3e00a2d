import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifiedAdminCookie } from "../api/admin/admin-session";
import { TEST_ADMIN, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("secrets in the outbox (issue 13, item 5)", () => {
  it("GET /api/admin/outbox masks 2FA codes, verification codes and single-use links; the stored e-mail keeps them", async () => {
    await t.mailer.send({
      to: "translator@example.com",
      subject: "Your translator application has been approved",
      text: "Choose your password:\n\nhttp://localhost:5000/set-password?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-xyz\n",
    });
    await t.mailer.send({
      to: "applicant@example.com",
      subject: "Verify your email",
      text: "http://localhost:5000/verify-translator-email/ZmFrZS10b2tlbi1mb3ItdGVzdHMtMTIzNDU2Nzg5MA\nOr enter this verification code: 482913",
      html: '<a href="http://localhost:5000/verify-email?token=ZmFrZS10b2tlbi1mb3ItdGVzdHMtMTIzNDU2Nzg5MA">verify</a> code 482913',
    });
    const cookie = await verifiedAdminCookie(t);
    const response = await t.app.inject({ method: "GET", url: "/api/admin/outbox", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).not.toContain("AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-xyz");
    expect(body).not.toContain("ZmFrZS10b2tlbi1mb3ItdGVzdHMtMTIzNDU2Nzg5MA");
    expect(body).not.toContain("482913");
    expect(body).not.toMatch(/admin verification code is: \d{6}/);
    const emails = response.json<{ items: Array<{ to: string; text: string }> }>().items;
    expect(emails.find((mail) => mail.to === "translator@example.com")!.text).toContain("/set-password?token=••••••");
    expect(emails.find((mail) => mail.to === TEST_ADMIN.email)!.text).toContain("admin verification code is: ••••••");
    // The stored e-mail (what was delivered) is untouched.
    const [stored] = await t.mailer.listOutbox({ to: "applicant@example.com", limit: 1 });
    expect(stored!.text).toContain("482913");
  });
});
