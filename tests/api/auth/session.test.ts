import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "../../../src/server/db/schema/settings";
import { TEST_ADMIN, createTestApp, type TestApp } from "../../support/test-app";
import { eq } from "drizzle-orm";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /api/user", () => {
  it("answers 401 with a JSON message without a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: "Not authenticated" });
  });

  it("answers 401 for a forged cookie", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: "bt_session=forged-token" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("POST /api/logout", () => {
  it("ends the session on the server, not only in the browser", async () => {
    const { cookie } = await t.registerCustomer();
    const response = await t.app.inject({ method: "POST", url: "/api/logout", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Logged out successfully");
    // Replaying the old cookie must not bring the session back.
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode).toBe(401);
  });

  it("is harmless without a session", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/logout" });
    expect(response.statusCode).toBe(200);
  });
});

describe("admin sessions", () => {
  it("an admin who logs in still owes the e-mailed code: admin calls answer 403 until verified", async () => {
    const { user, cookie } = await t.login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect(user).toMatchObject({ role: "admin", verificationRequired: true });
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.json().verificationRequired).toBe(true);
    const outbox = await t.app.inject({ method: "GET", url: "/api/admin/outbox", headers: { cookie } });
    expect(outbox.statusCode).toBe(403);
    expect(outbox.json()).toMatchObject({ message: "Verification required", verificationRequired: true });
  });

  it("with two-step verification switched off in settings, an admin reads the outbox; customers and visitors cannot", async () => {
    await t.db.update(settings).set({ value: "false" }).where(eq(settings.key, "admin_two_step_verification"));
    try {
      const admin = await t.login(TEST_ADMIN.username, TEST_ADMIN.password);
      expect(admin.user.verificationRequired).toBeUndefined();
      await t.mailer.send({ to: "someone@example.com", subject: "Hello", text: "Test message" });

      const asAdmin = await t.app.inject({
        method: "GET",
        url: "/api/admin/outbox",
        headers: { cookie: admin.cookie },
      });
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.json().items[0]).toMatchObject({ to: "someone@example.com", subject: "Hello", status: "outbox" });

      const customer = await t.registerCustomer();
      const asCustomer = await t.app.inject({
        method: "GET",
        url: "/api/admin/outbox",
        headers: { cookie: customer.cookie },
      });
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json().message).toBe("Admin access required");
      const asVisitor = await t.app.inject({ method: "GET", url: "/api/admin/outbox" });
      expect(asVisitor.statusCode).toBe(401);
    } finally {
      await t.db.update(settings).set({ value: "true" }).where(eq(settings.key, "admin_two_step_verification"));
    }
  });
});
