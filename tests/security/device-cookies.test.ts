import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_INVALID_CREDENTIALS } from "../../src/server/auth/sign-in";
import { INVALID_CREDENTIALS } from "../../src/server/auth/authenticate-user";
import { SLOWED_LOGIN_MESSAGE } from "./support/slowed-login";
import { users } from "../../src/server/db/schema/users";
import { DEFAULT_RATE_LIMITS } from "../../src/server/security/rate-limit-config";
import { readLatestCode, startAdminLogin } from "../api/admin/admin-session";
import { TEST_ADMIN, createTestApp, type TestApp } from "../support/test-app";

// The production limits per address are on: the owner must get in even when the guesses come from their own
// address. Each test uses its own addresses and accounts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: true } } });
});
afterAll(async () => t?.close());

const NOTICE_SUBJECT = "Someone is trying to sign in to your Bosphorus Translate account";
const TURKISH_NOTICE_SUBJECT = "Birisi Bosphorus Translate hesabınıza giriş yapmaya çalışıyor";

/** The `cookie` header carrying the device cookie a response set. */
function deviceCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "bt_device");
  if (!cookie) throw new Error(`no device cookie in response ${response.statusCode}: ${response.body}`);
  return `bt_device=${cookie.value}`;
}

type Attempt = { username: string; password: string; address: string; cookie?: string; url?: string };
const signIn = ({ username, password, address, cookie, url = "/api/login" }: Attempt) =>
  t.app.inject({
    method: "POST",
    url,
    remoteAddress: address,
    payload: { username, password },
    headers: cookie ? { cookie } : {},
  });

/** The attacker waits out the account's delay (moved into the past here) and sends one more wrong password. */
async function guessAfterTheDelay(attempt: Omit<Attempt, "password">) {
  await t.db
    .update(users)
    .set({ lastFailedLoginAt: new Date(Date.now() - 60 * 60_000) })
    .where(eq(users.username, attempt.username));
  return signIn({ ...attempt, password: "wrong-password" });
}

async function noticesTo(email: string) {
  return (await t.mailer.listOutbox({ to: email })).filter((mail) =>
    [NOTICE_SUBJECT, TURKISH_NOTICE_SUBJECT].includes(mail.subject),
  );
}

describe("device cookies: guessing slows the attacker, not the owner", () => {
  it("every completed sign-in marks the browser with a long-lived httpOnly cookie, kept on later sign-ins", async () => {
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { ...newFields(), password: "device-pass-1" },
    });
    const cookie = registered.cookies.find((c) => c.name === "bt_device")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api" });
    expect(cookie.secure).toBeFalsy();
    expect(new Date(cookie.expires!).getTime()).toBeGreaterThan(Date.now() + 360 * 24 * 60 * 60_000);

    const { username } = registered.json();
    const again = await signIn({
      username,
      password: "device-pass-1",
      address: "10.20.0.1",
      cookie: deviceCookie(registered),
    });
    expect(deviceCookie(again)).toBe(deviceCookie(registered));
    const elsewhere = await signIn({ username, password: "device-pass-1", address: "10.20.0.1" });
    expect(deviceCookie(elsewhere)).not.toBe(deviceCookie(registered));
  });

  it("guesses from the owner's own address grow the delay; the owner's browser still gets in, unknown browsers wait", async () => {
    const { user, password } = await t.registerCustomer();
    const owner = deviceCookie(await signIn({ username: user.username, password, address: "10.21.0.1" }));
    const attacker = "10.21.0.1";

    // Ten wrong passwords, each once the delay is over; an unknown browser elsewhere sees the wait grow.
    const waits: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      expect((await guessAfterTheDelay({ username: user.username, address: attacker })).statusCode).toBe(401);
      // Probed once the wait is long enough (8 s and up) that the probe cannot outlast it.
      if (i < 6) continue;
      const probe = await signIn({ username: user.username, password, address: `10.21.1.${i}` });
      expect(probe.statusCode).toBe(429);
      expect(probe.json().message).toMatch(SLOWED_LOGIN_MESSAGE);
      waits.push(probe.json().retryAfter);
    }
    for (let i = 1; i < waits.length; i += 1) expect(waits[i]).toBeGreaterThan(waits[i - 1]!);

    // The attacker's address has used its 10 failures for this account: an unknown browser there is refused.
    expect((await signIn({ username: user.username, password, address: attacker })).statusCode).toBe(429);
    // The owner's browser, on that same address, gets in with the right password.
    const ownerIn = await signIn({ username: user.username, password, address: attacker, cookie: owner });
    expect(ownerIn.statusCode).toBe(200);
    expect(ownerIn.json().username).toBe(user.username);
    // ... which does not end the attack for unknown browsers.
    const unknown = await signIn({ username: user.username, password, address: "10.21.2.1" });
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json().message).toMatch(SLOWED_LOGIN_MESSAGE);
  });

  it("a tampered or forged device cookie, or one for another account, is an unknown browser", async () => {
    const { user, password } = await t.registerCustomer();
    const owner = deviceCookie(await signIn({ username: user.username, password, address: "10.22.0.1" }));
    const other = await t.registerCustomer();
    const othersCookie = deviceCookie(
      await signIn({ username: other.user.username, password: other.password, address: "10.22.0.2" }),
    );
    for (let i = 0; i < 10; i += 1) await guessAfterTheDelay({ username: user.username, address: `10.22.1.${i}` });

    const [, userId, nonce, signature] = owner.match(/^bt_device=(\d+)\.([^.]+)\.(.+)$/)!;
    const flipped = signature!.startsWith("A") ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    const forgeries = [
      `bt_device=${userId}.${nonce}.${flipped}`,
      `bt_device=${userId}.${"x".repeat(22)}.${signature}`,
      `bt_device=${Number(userId) + 1}.${nonce}.${signature}`,
      othersCookie,
      `bt_device=garbage`,
    ];
    for (const [i, cookie] of forgeries.entries()) {
      const response = await signIn({ username: user.username, password, address: `10.22.2.${i}`, cookie });
      expect(response.statusCode).toBe(429);
      expect(response.json().message).toMatch(SLOWED_LOGIN_MESSAGE);
    }
    expect((await signIn({ username: user.username, password, address: "10.22.3.1", cookie: owner })).statusCode).toBe(
      200,
    );
  });

  it("wrong passwords sent with a device cookie count against that cookie only: the tenth locks it, not the account", async () => {
    const { user, password } = await t.registerCustomer();
    const stolen = deviceCookie(await signIn({ username: user.username, password, address: "10.23.0.1" }));
    const ownersOther = deviceCookie(await signIn({ username: user.username, password, address: "10.23.0.2" }));

    // Ten guesses at once from one trusted cookie: each is answered (no account delay), none slows the account.
    for (let i = 0; i < 10; i += 1) {
      const guess = await signIn({
        username: user.username,
        password: "wrong-password",
        address: "10.23.1.1",
        cookie: stolen,
      });
      expect(guess.statusCode).toBe(401);
      expect(guess.json().message).toBe(INVALID_CREDENTIALS);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.failedLogins).toBe(0);
    expect(await noticesTo(user.email)).toHaveLength(0);

    // Locked, the cookie is worth nothing: its further guesses meet the account's delay like any unknown browser.
    for (let i = 0; i < 8; i += 1) {
      expect(
        (await guessAfterTheDelay({ username: user.username, address: `10.23.2.${i}`, cookie: stolen })).statusCode,
      ).toBe(401);
    }
    const slowed = await signIn({ username: user.username, password, address: "10.23.3.1", cookie: stolen });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toMatch(SLOWED_LOGIN_MESSAGE);
    // The owner's other browser is not touched by that cookie's lock.
    expect(
      (await signIn({ username: user.username, password, address: "10.23.3.2", cookie: ownersOther })).statusCode,
    ).toBe(200);
  });

  it("e-mails the owner once per run of wrong passwords, in their language, at most once an hour", async () => {
    const { user, password, cookie } = await t.registerCustomer();
    await t.app.inject({ method: "PUT", url: "/api/user/language", headers: { cookie }, payload: { language: "tr" } });
    const guess = (i: number) => guessAfterTheDelay({ username: user.username, address: `10.24.0.${i}` });
    for (let i = 0; i < 4; i += 1) await guess(i);
    expect(await noticesTo(user.email)).toHaveLength(0);
    await guess(4);
    const [notice, ...more] = await noticesTo(user.email);
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe(TURKISH_NOTICE_SUBJECT);
    expect(notice!.text).toContain(`${user.username} hesabınız için arka arkaya 5 kez yanlış şifre girildi.`);

    // The same run goes on: no more e-mails.
    for (let i = 5; i < 12; i += 1) await guess(i);
    expect(await noticesTo(user.email)).toHaveLength(1);

    // The owner gets in (the count starts over) and a new run starts within the hour: still one e-mail.
    await t.db.update(users).set({ lastFailedLoginAt: null }).where(eq(users.id, user.id));
    expect((await signIn({ username: user.username, password, address: "10.24.1.1" })).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) await guess(20 + i);
    expect(await noticesTo(user.email)).toHaveLength(1);

    // A run that starts more than an hour after the last e-mail is told again.
    await t.db
      .update(users)
      .set({ failedLogins: 0, lastFailedLoginAt: null, failedLoginNoticeSentAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(users.id, user.id));
    for (let i = 0; i < 5; i += 1) await guess(30 + i);
    expect(await noticesTo(user.email)).toHaveLength(2);
  });

  it("admin: the password step lets the admin's own browser in during an attack; the cookie comes with the e-mailed code", async () => {
    const address = "10.25.0.1";
    const { response: passwordStep, cookie: pending } = await startAdminLogin(t);
    // The device cookie proves a complete sign-in: none before the code.
    expect(passwordStep.cookies.find((c) => c.name === "bt_device")).toBeUndefined();
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/admin/verify",
      headers: { cookie: pending },
      payload: { code: await readLatestCode(t) },
    });
    expect(verified.statusCode).toBe(200);
    const admin = deviceCookie(verified);

    for (let i = 0; i < 9; i += 1) {
      const guess = await guessAfterTheDelay({ username: TEST_ADMIN.username, address, url: "/api/admin/login" });
      expect(guess.statusCode).toBe(401);
      expect(guess.json().message).toBe(ADMIN_INVALID_CREDENTIALS);
    }
    const [notice] = await noticesTo(TEST_ADMIN.email);
    expect(notice!.subject).toBe(NOTICE_SUBJECT);

    const unknown = await signIn({ ...TEST_ADMIN, address: "10.25.1.1", url: "/api/admin/login" });
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json().message).toMatch(SLOWED_LOGIN_MESSAGE);
    const own = await signIn({ ...TEST_ADMIN, address, cookie: admin, url: "/api/admin/login" });
    expect(own.statusCode).toBe(200);
    expect(own.json().verificationRequired).toBe(true);
  });
});

let fieldsCounter = 0;
function newFields() {
  fieldsCounter += 1;
  const id = `device${fieldsCounter}${Math.floor(Math.random() * 1e6)}`;
  return { username: id, email: `${id}@example.com`, firstName: "Ayşe", lastName: "Demir", acceptTerms: true };
}
