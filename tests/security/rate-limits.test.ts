import { eq } from "drizzle-orm";
import { users } from "../../src/server/db/schema/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { DEFAULT_RATE_LIMITS } from "../../src/server/security/rate-limit-config";
import { TEST_ADMIN, createTestApp, type TestApp } from "../support/test-app";
import { startAdminLogin } from "../api/admin/admin-session";

// The production defaults, hit on purpose. Each test sends from its own client address (inject's
// remoteAddress), so the counters of one test never touch another's.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: true } } });
});
afterAll(async () => t.close());

type Call = { url: string; payload?: unknown; cookie?: string };
const post = (address: string, { url, payload, cookie }: Call) =>
  t.app.inject({
    method: "POST",
    url,
    remoteAddress: address,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

/** Sends `count` requests and returns their status codes. */
async function repeat(count: number, address: string, call: (i: number) => Call) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await post(address, call(i))).statusCode);
  return statuses;
}

/** 429 with the message, and a wait of about `windowSeconds` (the window started a few seconds earlier). */
function expectRefused(response: Awaited<ReturnType<typeof post>>, message: string, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  const body = response.json();
  // The code names the limit and the wait's unit (src/shared/error-codes.ts), with the count as its value.
  expect(body).toEqual({
    message,
    code: expect.stringMatching(/^RATE_LIMITED/),
    retryAfter: expect.any(Number),
    ...(body.params && { params: { count: expect.any(String) } }),
  });
  expect(body.retryAfter).toBeGreaterThan(windowSeconds - 30);
  expect(body.retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(response.headers["retry-after"]).toBe(String(body.retryAfter));
}

describe("sign-in limits", () => {
  it("refuses the 11th failed login for one username from one address, even with the right password", async () => {
    const { user, password } = await t.registerCustomer();
    const wrong = (i: number) => ({
      url: i % 2 ? "/api/login" : "/api/admin/login",
      payload: { username: user.username, password: "wrong-password" },
    });
    // The per-account delay (lockouts.test.ts) is lifted before each attempt: this test is about the per-address window.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      await t.db.update(users).set({ lastFailedLoginAt: null }).where(eq(users.id, user.id));
      statuses.push(...(await repeat(1, "10.1.0.1", () => wrong(i))));
    }
    expect(statuses).toEqual(Array(10).fill(401));
    await t.db.update(users).set({ lastFailedLoginAt: null, failedLogins: 0 }).where(eq(users.id, user.id));
    const right = await post("10.1.0.1", {
      url: "/api/login",
      payload: { username: user.username.toUpperCase(), password },
    });
    expectRefused(right, "Too many login attempts. Please try again in 15 minutes.", 900);
    // Another address, or another username from the same address, is not affected.
    expect(
      (await post("10.1.0.2", { url: "/api/login", payload: { username: user.username, password } })).statusCode,
    ).toBe(200);
    const other = await t.registerCustomer();
    expect(
      (
        await post("10.1.0.1", {
          url: "/api/login",
          payload: { username: other.user.username, password: other.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("does not count successful logins against the account", async () => {
    const { user, password } = await t.registerCustomer();
    expect(
      await repeat(15, "10.1.1.1", () => ({ url: "/api/login", payload: { username: user.username, password } })),
    ).toEqual(Array(15).fill(200));
  });

  it("refuses the 51st attempt from one address, whatever the usernames", async () => {
    const statuses = await repeat(50, "10.1.2.1", (i) => ({
      url: "/api/login",
      payload: { username: `nobody${i}`, password: "wrong-password" },
    }));
    expect(statuses).toEqual(Array(50).fill(401));
    const next = await post("10.1.2.1", { url: "/api/admin/login", payload: TEST_ADMIN });
    expectRefused(next, "Too many login attempts. Please try again in 15 minutes.", 900);
  });
});

describe("code entry and resend limits", () => {
  it("refuses code entry after 20 wrong codes from one address, across admin and translator codes", async () => {
    const address = "10.2.0.1";
    for (let login = 0; login < 4; login += 1) {
      const { cookie } = await startAdminLogin(t);
      // 4 wrong codes answer 400 with attemptsLeft; the 5th ends that login with 403.
      const statuses = await repeat(5, address, () => ({
        url: "/api/admin/verify",
        cookie,
        payload: { code: "000000" },
      }));
      expect(statuses).toEqual([400, 400, 400, 400, 403]);
      // The admin's 15-minute code lock (lockouts.test.ts) is lifted: this test is about the per-address window.
      await t.db.update(users).set({ adminCodeLockedUntil: null }).where(eq(users.username, TEST_ADMIN.username));
    }
    const { cookie } = await startAdminLogin(t);
    expectRefused(
      await post(address, { url: "/api/admin/verify", cookie, payload: { code: "000000" } }),
      "Too many verification attempts. Please try again in 15 minutes.",
      900,
    );
    const translatorCode = await post(address, {
      url: "/api/verify-translator-email-code",
      payload: { code: "123456" },
    });
    expect(translatorCode.statusCode).toBe(429);
    expect(translatorCode.json().message).toBe("Too many verification attempts. Please try again in 15 minutes.");
  });

  it("refuses the 11th request for a new code from one address within the hour", async () => {
    const statuses = await repeat(10, "10.2.1.1", (i) => ({
      url: "/api/resend-translator-verification",
      payload: { email: `nobody${i}@example.com` },
    }));
    expect(statuses).toEqual(Array(10).fill(200));
    const next = await post("10.2.1.1", {
      url: "/api/resend-translator-verification",
      payload: { email: "someone-else@example.com" },
    });
    expectRefused(next, "Too many requests for a new code. Please try again in 60 minutes.", 3600);
  });
});

describe("forms open to visitors", () => {
  it("refuses the 21st sign-up from one address within the hour", async () => {
    const statuses = await repeat(20, "10.3.0.1", (i) => ({ url: "/api/register", payload: { username: `x${i}` } }));
    expect(statuses).toEqual(Array(20).fill(400));
    expectRefused(
      await post("10.3.0.1", { url: "/api/register", payload: {} }),
      "Too many sign-ups from this network. Please try again in 60 minutes.",
      3600,
    );
  });

  it("refuses the 11th translator application from one address within the hour", async () => {
    expect(await repeat(10, "10.3.1.1", () => ({ url: "/api/translator-application", payload: {} }))).toEqual(
      Array(10).fill(400),
    );
    expectRefused(
      await post("10.3.1.1", { url: "/api/translator-application", payload: {} }),
      "Too many applications from this network. Please try again in 60 minutes.",
      3600,
    );
  });

  it("refuses the 21st contact message and the 21st launch sign-up from one address within the hour", async () => {
    expect(await repeat(20, "10.3.2.1", () => ({ url: "/api/contact", payload: {} }))).toEqual(Array(20).fill(400));
    expectRefused(
      await post("10.3.2.1", { url: "/api/contact", payload: {} }),
      "Too many messages from this network. Please try again in 60 minutes.",
      3600,
    );
    expect(await repeat(20, "10.3.2.1", () => ({ url: "/api/launch-notifications", payload: {} }))).toEqual(
      Array(20).fill(400),
    );
    expectRefused(
      await post("10.3.2.1", { url: "/api/launch-notifications", payload: {} }),
      "Too many sign-ups from this network. Please try again in 60 minutes.",
      3600,
    );
  });

  it("refuses the 31st certificate lookup from one address within the minute; another address still looks up", async () => {
    const lookup = (address: string) =>
      t.app.inject({ method: "GET", url: "/api/verify/ZZZZZZZZZZZZZZZZ", remoteAddress: address });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await lookup("10.3.4.1")).statusCode);
    expect(statuses).toEqual(Array(30).fill(404));
    expectRefused(
      await lookup("10.3.4.1"),
      "Too many certificate lookups from this network. Please try again in 1 minute.",
      60,
    );
    expect((await lookup("10.3.4.2")).statusCode).toBe(404);
  });

  it("leaves other routes unlimited", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 120 }, () =>
        t.app.inject({ method: "GET", url: "/api/pricing", remoteAddress: "10.3.3.1" }),
      ),
    );
    expect(new Set(statuses.map((response) => response.statusCode))).toEqual(new Set([200]));
  });
});

describe("RATE_LIMITS=off", () => {
  it("switches every limit off", async () => {
    expect(loadConfig({ RATE_LIMITS: "off" }).rateLimits.enabled).toBe(false);
    expect(loadConfig({}).rateLimits).toEqual({ ...DEFAULT_RATE_LIMITS, enabled: true });
    const open = await createTestApp({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: false } } });
    try {
      const statuses = [];
      for (let i = 0; i < 25; i += 1)
        statuses.push((await open.app.inject({ method: "POST", url: "/api/contact", payload: {} })).statusCode);
      expect(statuses).toEqual(Array(25).fill(400));
    } finally {
      await open.close();
    }
  });
});

describe("per-account limits on signed-in requests (issue 15)", () => {
  it("refuses an account's reads past its limit with 429, a message and Retry-After; others and sign-out are unaffected", async () => {
    const small = await createTestApp({
      config: {
        rateLimits: {
          ...DEFAULT_RATE_LIMITS,
          enabled: true,
          readsPerUser: { max: 3, windowMs: 60_000 },
          writesPerUser: { max: 2, windowMs: 60_000 },
        },
      },
    });
    try {
      // Unverified: entering the e-mailed code would be one of the two writes this test counts.
      const flooding = await small.registerCustomer({ verified: false });
      const other = await small.registerCustomer({ verified: false });
      const read = (cookie: string) => small.app.inject({ method: "GET", url: "/api/orders", headers: { cookie } });
      for (let i = 0; i < 3; i += 1) expect((await read(flooding.cookie)).statusCode).toBe(200);
      const refused = await read(flooding.cookie);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many requests from your account\. Please try again in \d+ (seconds?|minutes?)\.$/,
      );
      expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
      expect((await read(other.cookie)).statusCode).toBe(200);
      // Writes count apart from reads.
      const write = () =>
        small.app.inject({
          method: "PATCH",
          url: "/api/user",
          headers: { cookie: flooding.cookie },
          payload: { firstName: "Deniz", lastName: flooding.user.lastName, email: flooding.user.email },
        });
      expect((await write()).statusCode).toBe(200);
      expect((await write()).statusCode).toBe(200);
      expect((await write()).statusCode).toBe(429);
      // Signing out always works.
      expect(
        (await small.app.inject({ method: "POST", url: "/api/logout", headers: { cookie: flooding.cookie } }))
          .statusCode,
      ).toBe(200);
    } finally {
      await small.close();
    }
  });

  it("reads RATE_LIMIT_USER_READS and RATE_LIMIT_USER_WRITES", () => {
    const config = loadConfig({ RATE_LIMIT_USER_READS: "500", RATE_LIMIT_USER_WRITES: "40" });
    expect(config.rateLimits.readsPerUser).toEqual({ max: 500, windowMs: DEFAULT_RATE_LIMITS.readsPerUser.windowMs });
    expect(config.rateLimits.writesPerUser.max).toBe(40);
    expect(() => loadConfig({ RATE_LIMIT_USER_READS: "0" })).toThrow(/RATE_LIMIT_USER_READS/);
  });

  it("reads RATE_LIMIT_SIGN_UPS: 20 an hour unless set", () => {
    expect(loadConfig({}).rateLimits.registrationPerAddress).toEqual({ max: 20, windowMs: 60 * 60 * 1000 });
    expect(loadConfig({ RATE_LIMIT_SIGN_UPS: "200" }).rateLimits.registrationPerAddress.max).toBe(200);
    expect(() => loadConfig({ RATE_LIMIT_SIGN_UPS: "many" })).toThrow(/RATE_LIMIT_SIGN_UPS/);
  });

  it("reads RATE_LIMIT_TRANSLATOR_APPLICATIONS: 10 an hour unless set", () => {
    expect(loadConfig({}).rateLimits.translatorApplicationPerAddress).toEqual({ max: 10, windowMs: 60 * 60 * 1000 });
    expect(
      loadConfig({ RATE_LIMIT_TRANSLATOR_APPLICATIONS: "200" }).rateLimits.translatorApplicationPerAddress.max,
    ).toBe(200);
    expect(() => loadConfig({ RATE_LIMIT_TRANSLATOR_APPLICATIONS: "0" })).toThrow(/RATE_LIMIT_TRANSLATOR_APPLICATIONS/);
  });
});

describe("reset links, admin codes and account deletion count apart (issue 37, item 9)", () => {
  const bogusReset = (token: string) => ({
    url: "/api/reset-password",
    payload: { token, password: "a-new-secret-pass" },
  });

  it("21 bogus reset links from one address leave its admin code step and account deletion open", async () => {
    const address = "10.37.9.1";
    const statuses = await repeat(21, address, (i) => bogusReset(`bogus-token-${i}-${"x".repeat(30)}`));
    expect(statuses).toEqual(Array(21).fill(400));
    const { cookie } = await startAdminLogin(t);
    const code = await post(address, { url: "/api/admin/verify", cookie, payload: { code: "000000" } });
    expect(code.statusCode).toBe(400);
    await t.db.update(users).set({ adminCodeLockedUntil: null }).where(eq(users.username, TEST_ADMIN.username));
    const customer = await t.registerCustomer();
    const deletion = await post(address, {
      url: "/api/user/delete",
      cookie: customer.cookie,
      payload: { password: "not-my-password" },
    });
    expect(deletion.statusCode).toBe(400);
    expect(deletion.json().message).toBe("Current password is incorrect");
  });

  it("counts a reset link's failures by its token: the 11th try of one link is refused, another link is not", async () => {
    const address = "10.37.9.2";
    const token = `one-bogus-token-${"y".repeat(30)}`;
    expect(await repeat(10, address, () => bogusReset(token))).toEqual(Array(10).fill(400));
    expectRefused(
      await post(address, bogusReset(token)),
      "Too many verification attempts. Please try again in 15 minutes.",
      900,
    );
    // The same link from elsewhere is refused too (the count is the link's); another link from this address is not.
    expect((await post("10.37.9.3", bogusReset(token))).statusCode).toBe(429);
    expect((await post(address, bogusReset(`another-bogus-token-${"z".repeat(30)}`))).statusCode).toBe(400);
  });

  it("counts wrong deletion passwords per account: the 11th is refused, another account from the address is not", async () => {
    const address = "10.37.9.4";
    const victim = await t.registerCustomer();
    const wrong = { url: "/api/user/delete", cookie: victim.cookie, payload: { password: "not-my-password" } };
    expect(await repeat(10, address, () => wrong)).toEqual(Array(10).fill(400));
    expectRefused(
      await post("10.37.9.5", wrong),
      "Too many verification attempts. Please try again in 15 minutes.",
      900,
    );
    const other = await t.registerCustomer();
    expect(
      (await post(address, { url: "/api/user/delete", cookie: other.cookie, payload: { password: "not-my-password" } }))
        .statusCode,
    ).toBe(400);
  });
});
