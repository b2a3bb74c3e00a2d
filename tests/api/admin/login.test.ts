import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../../src/server/auth/password";
import { settings } from "../../../src/server/db/schema/settings";
import { adminVerifications, users } from "../../../src/server/db/schema/users";
import { TEST_ADMIN, createTestApp, sessionCookie, type TestApp } from "../../support/test-app";
import { readLatestCode, startAdminLogin } from "./admin-session";

let t: TestApp;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [admin] = await t.db.select().from(users).where(eq(users.username, TEST_ADMIN.username));
  adminId = admin!.id;
});
afterAll(async () => t.close());

const verify = (cookie: string, code: unknown) =>
  t.app.inject({ method: "POST", url: "/api/admin/verify", headers: { cookie }, payload: { code } });
const resend = (cookie: string) =>
  t.app.inject({ method: "POST", url: "/api/admin/resend-verification", headers: { cookie } });
const stats = (cookie: string) => t.app.inject({ method: "GET", url: "/api/admin/stats", headers: { cookie } });
const wrongCodeFor = (code: string) => (code === "123456" ? "654321" : "123456");

describe("POST /api/admin/login", () => {
  it("e-mails a 6-digit code, and the code unlocks the admin API", async () => {
    const { response, cookie } = await startAdminLogin(t);
    expect(response.json()).toMatchObject({ username: "admin", role: "admin", verificationRequired: true });
    const [mail] = await t.mailer.listOutbox({ to: TEST_ADMIN.email, limit: 1 });
    expect(mail!.subject).toBe("Your Bosphorus Translate admin verification code");
    expect(mail!.text).toContain("10 minutes");
    const [stored] = await t.db.select().from(adminVerifications).where(eq(adminVerifications.userId, adminId));
    expect(stored!.code).toMatch(/^[0-9a-f]{64}$/); // only the hash is stored

    expect((await stats(cookie)).statusCode).toBe(403);
    const verified = await verify(cookie, await readLatestCode(t));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ username: "admin" });
    expect(verified.json()).not.toHaveProperty("verificationRequired");
    // The code step issues a new session token (docs/security.md "Attack-run fixes"): the pre-code cookie is over, the new one works.
    const fresh = verified.cookies.find((c) => c.name === "bt_session")!.value;
    expect((await stats(cookie)).statusCode).toBe(401);
    expect((await stats(`bt_session=${fresh}`)).statusCode).toBe(200);

    // Verifying again is harmless, and the used code cannot open a second session.
    expect((await verify(`bt_session=${fresh}`, "000000")).statusCode).toBe(200);
    const second = await startAdminLogin(t);
    expect((await verify(second.cookie, await readLatestCode(t))).statusCode).toBe(200);
  });

  it("refuses a reused code once a new login has issued a new one", async () => {
    await startAdminLogin(t);
    const oldCode = await readLatestCode(t);
    const { cookie } = await startAdminLogin(t);
    const newCode = await readLatestCode(t);
    if (oldCode !== newCode) {
      const response = await verify(cookie, oldCode);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: "Invalid verification code", attemptsLeft: 4 });
    }
    expect((await verify(cookie, newCode)).statusCode).toBe(200);
  });

  it("answers a non-admin with the right password like a wrong password, and starts no session", async () => {
    const customer = await t.registerCustomer();
    const asCustomer = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: customer.user.username, password: customer.password },
    });
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: "admin", password: "wrong-password" },
    });
    for (const response of [asCustomer, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe("Invalid credentials or insufficient privileges");
      expect(response.cookies.find((c) => c.name === "bt_session")).toBeUndefined();
    }
  });

  it("answers 403 for a disabled admin", async () => {
    const other = { username: "second-admin", email: "second@bosphorustranslate.com", password: "second-admin-pass" };
    const password = await hashPassword(other.password);
    await t.db
      .insert(users)
      .values({ username: other.username, email: other.email, password, role: "admin", disabled: true });
    const response = await t.app.inject({ method: "POST", url: "/api/admin/login", payload: other });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("This account has been disabled. Please contact support.");
    expect(response.cookies.find((c) => c.name === "bt_session")).toBeUndefined();
  });

  it("answers 400 with the spec message for a missing username", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/admin/login", payload: { password: "x" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Username is required");
  });

  it("needs no code while two-step verification is switched off", async () => {
    await t.db.update(settings).set({ value: "false" }).where(eq(settings.key, "admin_two_step_verification"));
    try {
      const before = (await t.mailer.listOutbox({ to: TEST_ADMIN.email })).length;
      const { response, cookie } = await startAdminLogin(t);
      expect(response.json()).not.toHaveProperty("verificationRequired");
      expect((await stats(cookie)).statusCode).toBe(200);
      expect(await t.mailer.listOutbox({ to: TEST_ADMIN.email })).toHaveLength(before);
    } finally {
      await t.db.update(settings).set({ value: "true" }).where(eq(settings.key, "admin_two_step_verification"));
    }
  });
});

describe("POST /api/admin/verify", () => {
  it("rejects anything but six digits without counting an attempt", async () => {
    const { cookie } = await startAdminLogin(t);
    for (const code of ["12345", "1234567", "abcdef", "", undefined]) {
      const response = await verify(cookie, code);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Please enter a valid 6-digit verification code.");
    }
    const wrong = await verify(cookie, wrongCodeFor(await readLatestCode(t)));
    expect(wrong.json().attemptsLeft).toBe(4);
  });

  it("counts wrong codes down from 4 attempts, then ends the session", async () => {
    const { cookie } = await startAdminLogin(t);
    const wrong = wrongCodeFor(await readLatestCode(t));
    for (const attemptsLeft of [4, 3, 2, 1]) {
      const response = await verify(cookie, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: "Invalid verification code", attemptsLeft });
    }
    const locked = await verify(cookie, wrong);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ message: "Too many invalid attempts. Please log in again.", lockout: true });
    expect(locked.cookies.find((c) => c.name === "bt_session")?.value).toBe("");
    // The session is gone on the server: even the right code cannot bring it back.
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode).toBe(401);
    // The admin's code step stays locked for 15 minutes (tests/security/lockouts.test.ts); lifted for the next tests.
    await t.db.update(users).set({ adminCodeLockedUntil: null }).where(eq(users.id, adminId));
  });

  it("does not let a resend reset the attempt count", async () => {
    const { cookie } = await startAdminLogin(t);
    const wrong = wrongCodeFor(await readLatestCode(t));
    await verify(cookie, wrong);
    await verify(cookie, wrong);
    await t.db
      .update(adminVerifications)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(adminVerifications.userId, adminId));
    expect((await resend(cookie)).statusCode).toBe(200);
    const response = await verify(cookie, wrongCodeFor(await readLatestCode(t)));
    expect(response.json().attemptsLeft).toBe(2);
  });

  it("answers an expired code with the expiry message", async () => {
    const { cookie } = await startAdminLogin(t);
    const code = await readLatestCode(t);
    await t.db
      .update(adminVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminVerifications.userId, adminId));
    const response = await verify(cookie, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Verification code has expired. Please request a new one.");
  });
});

describe("POST /api/admin/resend-verification", () => {
  it("is refused for 60 seconds after a code was sent, then sends a new one", async () => {
    const { cookie } = await startAdminLogin(t);
    const first = await readLatestCode(t);
    const early = await resend(cookie);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      message: "Please wait 60 seconds before requesting a new code",
      retryAfter: 60,
    });

    await t.db
      .update(adminVerifications)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(adminVerifications.userId, adminId));
    const later = await resend(cookie);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ message: "A new verification code has been sent to your email", retryAfter: 60 });
    const second = await readLatestCode(t);
    if (second !== first) expect((await verify(cookie, first)).statusCode).toBe(400);
    expect((await verify(cookie, second)).statusCode).toBe(200);
  });

  it("sends the first code to an admin who signed in through the customer login", async () => {
    await t.db
      .update(adminVerifications)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(adminVerifications.userId, adminId));
    const { user, cookie } = await t.login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect(user.verificationRequired).toBe(true);
    expect((await resend(cookie)).statusCode).toBe(200);
    const verified = await verify(cookie, await readLatestCode(t));
    expect(verified.statusCode).toBe(200);
    expect((await stats(sessionCookie(verified))).statusCode).toBe(200);
  });

  it("is for admins only", async () => {
    const customer = await t.registerCustomer();
    expect((await resend(customer.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/admin/resend-verification" })).statusCode).toBe(401);
  });
});
