import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_LOCKED_MESSAGE } from "../../src/server/admin/verify-admin-code";
import { SLOWED_LOGIN_MESSAGE } from "./support/slowed-login";
import { users } from "../../src/server/db/schema/users";
import { CODE_RATE_LIMITED_MESSAGE } from "../../src/server/translators/verify-translator-email-code";
import { readLatestCode, startAdminLogin } from "../api/admin/admin-session";
import { TEST_ADMIN, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  // Route limits per address off: these tests are about what is counted per account and application.
  t = await createTestApp({
    config: {
      rateLimits: {
        ...(await import("../../src/server/security/rate-limit-config")).DEFAULT_RATE_LIMITS,
        enabled: false,
      },
    },
  });
});
afterAll(async () => t?.close());

describe("lockouts that hurt the wrong person (issue 13, item 4)", () => {
  it("wrong translator codes from many addresses do not lock everyone's code check", async () => {
    for (let i = 0; i < 210; i += 1) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/verify-translator-email-code",
        remoteAddress: `10.0.${Math.floor(i / 10)}.1`,
        payload: { code: "000001" },
      });
      expect(response.json().message).not.toBe(CODE_RATE_LIMITED_MESSAGE);
    }
  }, 120_000);

  it("5 wrong admin codes lock that admin's code step for 15 minutes across new sign-ins, and e-mail the admin", async () => {
    const { cookie } = await startAdminLogin(t);
    for (let i = 0; i < 5; i += 1)
      await t.app.inject({
        method: "POST",
        url: "/api/admin/verify",
        headers: { cookie },
        payload: { code: "000000" },
      });
    const [notice] = await t.mailer.listOutbox({ to: TEST_ADMIN.email, limit: 1 });
    expect(notice!.subject).toBe("Your admin sign-in code step was locked");

    const again = await startAdminLogin(t);
    const code = await readLatestCode(t);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/admin/verify",
      headers: { cookie: again.cookie },
      payload: { code },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(CODE_LOCKED_MESSAGE);

    await t.db
      .update(users)
      .set({ adminCodeLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.username, TEST_ADMIN.username));
    const later = await startAdminLogin(t);
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/admin/verify",
      headers: { cookie: later.cookie },
      payload: { code: await readLatestCode(t) },
    });
    expect(ok.statusCode).toBe(200);
  });

  it("failed passwords for one account slow it down from every address, without locking it", async () => {
    const { user, password } = await t.registerCustomer();
    const login = (pass: string, address: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: address,
        payload: { username: user.username, password: pass },
      });
    for (let i = 0; i < 5; i += 1) expect((await login("wrong-password", `10.1.${i}.1`)).statusCode).toBe(401);
    const slowed = await login(password, "10.9.9.9");
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toMatch(SLOWED_LOGIN_MESSAGE);
    // The delay passes: the right password works again and the count starts over.
    await t.db
      .update(users)
      .set({ lastFailedLoginAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(users.id, user.id));
    expect((await login(password, "10.9.9.9")).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.failedLogins).toBe(0);
  });

  it("the slowdown holds back unknown browsers only: the owner's browser, signed in before, still gets in", async () => {
    const { user, password, cookie } = await t.registerCustomer();
    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { cookie },
      payload: { username: user.username, password },
    });
    const device = signUp.cookies.find((c) => c.name === "bt_device")!;
    const login = (pass: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: "10.3.0.1",
        headers,
        payload: { username: user.email, password: pass },
      });
    for (let i = 0; i < 8; i += 1) {
      await t.db
        .update(users)
        .set({ lastFailedLoginAt: new Date(Date.now() - 60 * 60_000) })
        .where(eq(users.id, user.id));
      expect((await login("wrong-password")).statusCode).toBe(401);
    }
    const slowed = await login(password);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toMatch(SLOWED_LOGIN_MESSAGE);
    expect((await login(password, { cookie: `bt_device=${device.value}` })).statusCode).toBe(200);
  });
});
