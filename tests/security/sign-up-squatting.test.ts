import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../src/server/db/schema/orders";
import { translators } from "../../src/server/db/schema/translators";
import { users } from "../../src/server/db/schema/users";
import type { JobDefinition, JobName, JobQueue } from "../../src/server/queue/job-queue";
import { registerJobs } from "../../src/server/queue/register-jobs";
import { DEFAULT_RATE_LIMITS } from "../../src/server/security/rate-limit-config";
import { EMAIL_VERIFICATION_MESSAGES } from "../../src/shared/schemas/auth";
import { SINGLE_LINE_MESSAGES } from "../../src/shared/single-line";
import { applicationFields, postApplication } from "../api/translators/support";
import { CERTIFIED_ORDER, createOrderFor } from "../support/fixtures";
import { createTestApp, newCustomerFields, sessionCookie, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  // This file signs up more than the 20 an hour one address may (tests/security/rate-limits.test.ts checks that limit).
  const rateLimits = {
    ...DEFAULT_RATE_LIMITS,
    enabled: true,
    registrationPerAddress: { max: 200, windowMs: 60 * 60 * 1000 },
  };
  t = await createTestApp({ config: { rateLimits } });
});
afterAll(async () => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const register = (payload: object) => t.app.inject({ method: "POST", url: "/api/register", payload });
const latestMail = async (to: string) => (await t.mailer.listOutbox({ to, limit: 1 }))[0];
const userById = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

/** An account signed up (and last changed) `days` ago. */
async function ageAccount(userId: number, days: number) {
  await t.db
    .update(users)
    .set({ createdAt: daysAgo(days), updatedAt: daysAgo(days) })
    .where(eq(users.id, userId));
}

/** The keys and value types of a JSON answer: what an observer compares between two sign-ups. */
const shapeOf = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).map(([key, value]) => [key, value === null ? "null" : typeof value]));

describe("sign-up never says whether an e-mail is registered", () => {
  it("a verified owner's address gets the same status and answer shape as a new one; the owner is e-mailed, no account or session is made", async () => {
    const owner = await t.registerCustomer();
    const fresh = await register(newCustomerFields());
    const attempt = newCustomerFields({ email: owner.user.email.toUpperCase() });
    const held = await register(attempt);

    expect(held.statusCode).toBe(fresh.statusCode);
    expect(held.statusCode).toBe(201);
    expect(shapeOf(held.json())).toEqual(shapeOf(fresh.json()));
    expect(held.json()).toMatchObject({
      username: attempt.username,
      email: owner.user.email,
      role: "user",
      emailVerified: false,
    });
    expect(held.json().id).toBeGreaterThan(fresh.json().id);

    expect(held.cookies.find((cookie) => cookie.name === "bt_session")).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.username, attempt.username))).toEqual([]);
    const notice = await latestMail(owner.user.email);
    expect(notice?.subject).toBe("Someone tried to sign up with your e-mail address");
    expect(notice?.text).toContain(`you already have an account, with the username ${owner.user.username}`);
    // The owner's account is untouched and still signs in.
    expect((await t.login(owner.user.username, owner.password)).user.id).toBe(owner.user.id);
  });

  it("without a username, a held address is answered with the name a new account would get (issue 41)", async () => {
    // The owner signed up without a username too, so holds the e-mail's local part as their username.
    const local = `held${Math.floor(Math.random() * 1e9)}`;
    const { username: _none, ...ownerFields } = newCustomerFields({ email: `${local}@example.com` });
    const owner = await register(ownerFields);
    expect(owner.json().username).toBe(local);
    const { username: _also, ...attempt } = newCustomerFields({ email: `${local}@EXAMPLE.com` });
    const held = await register(attempt);
    const { username: _neither, ...other } = newCustomerFields({ email: `${local}@example.org` });
    const fresh = await register(other);

    expect([held.statusCode, fresh.statusCode]).toEqual([201, 201]);
    expect(shapeOf(held.json())).toEqual(shapeOf(fresh.json()));
    // Both take the next free name: the held address's answer says nothing a new address's would not.
    expect(held.json().username).toBe(`${local}2`);
    expect(fresh.json().username).toBe(`${local}2`);
    expect(held.cookies.find((cookie) => cookie.name === "bt_session")).toBeUndefined();
    expect(fresh.cookies.find((cookie) => cookie.name === "bt_session")).toBeDefined();
    expect((await latestMail(`${local}@example.com`))?.subject).toBe(
      "Someone tried to sign up with your e-mail address",
    );
  });

  it("without a username, an expired unverified sign-up of the address gives its derived name back", async () => {
    const local = `again${Math.floor(Math.random() * 1e9)}`;
    const { username: _none, ...fields } = newCustomerFields({ email: `${local}@example.com` });
    const first = await register(fields);
    expect(first.json().username).toBe(local);
    await ageAccount(first.json().id, 8);
    const second = await register(fields);
    expect(second.json().username).toBe(local);
    expect(second.cookies.find((cookie) => cookie.name === "bt_session")).toBeDefined();
    expect(await userById(first.json().id)).toBeUndefined();
  });

  it("the consent is asked of a held address as of a new one", async () => {
    const owner = await t.registerCustomer();
    const { acceptTerms: _unticked, ...attempt } = newCustomerFields({ email: owner.user.email });
    const response = await register(attempt);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("TERMS_REQUIRED");
  });

  it("a taken username is still said: it is shown on the account, unlike the e-mail", async () => {
    const owner = await t.registerCustomer();
    const response = await register(newCustomerFields({ username: owner.user.username.toUpperCase() }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Username already exists");
  });

  it("an address held by a recent unverified sign-up is answered the same way, and its holder told how to confirm it", async () => {
    const squatter = await t.registerCustomer({ verified: false });
    const response = await register(newCustomerFields({ email: squatter.user.email }));
    expect(response.statusCode).toBe(201);
    expect(response.cookies.find((cookie) => cookie.name === "bt_session")).toBeUndefined();
    expect((await latestMail(squatter.user.email))?.text).toContain("the address was never confirmed");
    expect((await userById(squatter.user.id))?.email).toBe(squatter.user.email);
  });
});

describe("unverified sign-ups expire after 7 days", () => {
  it("a sign-up takes the e-mail of an unverified account older than 7 days, which is deleted", async () => {
    const squatter = await t.registerCustomer({ verified: false });
    await ageAccount(squatter.user.id, 8);

    const owner = await register(newCustomerFields({ email: squatter.user.email }));
    expect(owner.statusCode).toBe(201);
    const cookie = sessionCookie(owner);
    expect(owner.json()).toMatchObject({ email: squatter.user.email, emailVerified: false });
    expect(await userById(squatter.user.id)).toBeUndefined();
    expect((await latestMail(squatter.user.email))?.subject).toBe("Verify your e-mail address");
    // The squatter's session is over with its account.
    expect(
      (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: squatter.cookie } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).json()).toMatchObject({
      id: owner.json().id,
    });
  });

  it("a sign-up takes the username of an expired unverified account too", async () => {
    const squatter = await t.registerCustomer({ verified: false });
    await ageAccount(squatter.user.id, 8);
    const response = await register(newCustomerFields({ username: squatter.user.username }));
    expect(response.statusCode).toBe(201);
    expect(await userById(squatter.user.id)).toBeUndefined();
  });

  it("an unverified account 6 days old still holds its address, and a verified one keeps it however old", async () => {
    const recent = await t.registerCustomer({ verified: false });
    await ageAccount(recent.user.id, 6);
    const old = await t.registerCustomer();
    await ageAccount(old.user.id, 400);

    for (const holder of [recent, old]) {
      const response = await register(newCustomerFields({ email: holder.user.email }));
      expect(response.statusCode).toBe(201);
      expect(response.cookies.find((cookie) => cookie.name === "bt_session")).toBeUndefined();
      expect((await userById(holder.user.id))?.email).toBe(holder.user.email);
    }
  });

  it("an expired unverified account with orders (from before ordering needed a verified address) keeps its orders and username, and releases the e-mail", async () => {
    const legacy = await t.registerCustomer();
    const order = await createOrderFor(t, legacy.cookie);
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, legacy.user.id));
    await ageAccount(legacy.user.id, 30);

    const owner = await register(newCustomerFields({ email: legacy.user.email }));
    expect(owner.statusCode).toBe(201);
    expect(sessionCookie(owner)).toBeTruthy();
    const kept = await userById(legacy.user.id);
    expect(kept).toMatchObject({
      username: legacy.user.username,
      email: `unverified-${legacy.user.id}@released.invalid`,
    });
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.userId).toBe(legacy.user.id);
  });

  it("the hourly purge job deletes expired unverified customers without orders and expired unverified applications, and nothing else", async () => {
    const jobs = recordJobs();
    const expired = await t.registerCustomer({ verified: false });
    await ageAccount(expired.user.id, 8);
    const recent = await t.registerCustomer({ verified: false });
    await ageAccount(recent.user.id, 6);
    const verified = await t.registerCustomer();
    await ageAccount(verified.user.id, 30);
    const legacy = await t.registerCustomer();
    await createOrderFor(t, legacy.cookie);
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, legacy.user.id));
    await ageAccount(legacy.user.id, 30);
    const expiredApplication = await applyAged(8);
    const recentApplication = await applyAged(6);

    expect(jobs.schedules.get("sign-ups.purge-unverified")).toBe(60);
    await jobs.definitions.get("sign-ups.purge-unverified")!.handler({});

    expect(await userById(expired.user.id)).toBeUndefined();
    for (const kept of [recent, verified, legacy]) expect(await userById(kept.user.id)).toBeDefined();
    expect(await applicationById(expiredApplication)).toBeUndefined();
    expect(await applicationById(recentApplication)).toBeDefined();
  });

  it("an application takes the e-mail of an unverified application older than 7 days", async () => {
    const fields = applicationFields();
    const first = await applyAged(8, fields);
    const second = await postApplication(t, fields);
    expect(second.statusCode).toBe(201);
    expect(await applicationById(first)).toBeUndefined();
  });
});

describe("ordering needs a verified e-mail address", () => {
  it("an unverified customer cannot create an order or a payment intent until the e-mailed code is entered", async () => {
    const customer = await t.registerCustomer({ verified: false });
    const headers = { cookie: customer.cookie };
    const refused = await t.app.inject({ method: "POST", url: "/api/orders", headers, payload: CERTIFIED_ORDER });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: EMAIL_VERIFICATION_MESSAGES.requiredToOrder,
      code: "EMAIL_NOT_VERIFIED",
      emailVerificationRequired: true,
    });

    // An order from before the rule (the account lost its proof by changing its address) cannot be paid either.
    const verified = await t.registerCustomer();
    const order = await createOrderFor(t, verified.cookie);
    const changed = await t.app.inject({
      method: "PATCH",
      url: "/api/user",
      headers: { cookie: verified.cookie },
      payload: {
        firstName: "Mehmet",
        lastName: "Kaya",
        email: `moved-${verified.user.email}`,
        currentPassword: verified.password,
      },
    });
    expect(changed.json()).toMatchObject({ emailVerified: false });
    const intent = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie: verified.cookie },
      payload: { orderId: order.id },
    });
    expect(intent.statusCode).toBe(403);
    expect(intent.json().message).toBe(EMAIL_VERIFICATION_MESSAGES.requiredToOrder);

    const code = (await latestMail(customer.user.email))!.text.match(/\b(\d{6})\b/)![1]!;
    expect(
      (await t.app.inject({ method: "POST", url: "/api/verify-email-code", headers, payload: { code } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/orders", headers, payload: CERTIFIED_ORDER })).statusCode,
    ).toBe(201);
  });
});

describe("names are one line", () => {
  it.each([
    ["firstName", "Ali\r\nBcc: victim@example.com", SINGLE_LINE_MESSAGES.firstName],
    ["lastName", "Kaya\nVeli", SINGLE_LINE_MESSAGES.lastName],
    ["lastName", "Kaya\u2028Veli", SINGLE_LINE_MESSAGES.lastName],
    ["firstName", "Ali\u0007", SINGLE_LINE_MESSAGES.firstName],
  ])("sign-up refuses a %s with a line break or control character", async (field, value, message) => {
    const response = await register(newCustomerFields({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("Account Settings refuses a line break in a name", async () => {
    const customer = await t.registerCustomer();
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user",
      headers: { cookie: customer.cookie },
      payload: { firstName: "Mehmet", lastName: "Kaya\r\nX" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SINGLE_LINE_MESSAGES.lastName);
  });

  it("a translator application refuses a line break in the full name", async () => {
    const response = await postApplication(
      t,
      applicationFields({ fullName: "Ayşe Yılmaz\r\nBcc: victim@example.com" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SINGLE_LINE_MESSAGES.fullName);
  });
});

/** Submits an application (unverified) and dates it `days` back; returns its id. */
async function applyAged(days: number, fields = applicationFields()): Promise<number> {
  const response = await postApplication(t, fields);
  if (response.statusCode !== 201) throw new Error(`apply failed ${response.statusCode}: ${response.body}`);
  const { translatorId } = response.json<{ translatorId: number }>();
  await t.db
    .update(translators)
    .set({ createdAt: daysAgo(days), updatedAt: daysAgo(days) })
    .where(eq(translators.translatorId, translatorId));
  return translatorId;
}

async function applicationById(translatorId: number) {
  return (await t.db.select().from(translators).where(eq(translators.translatorId, translatorId)))[0];
}

/** The app's job definitions and schedules, as the real queue would receive them. */
function recordJobs() {
  const definitions = new Map<JobName, JobDefinition>();
  const schedules = new Map<JobName, number>();
  const queue = {
    define: (name: JobName, definition: JobDefinition) => void definitions.set(name, definition),
    schedule: (name: JobName, everyMinutes: number) => void schedules.set(name, everyMinutes),
    send: async () => {},
  } as unknown as JobQueue;
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  registerJobs(queue, {
    db: t.db,
    mailer: t.mailer,
    storage: t.storage,
    analyser: undefined as never,
    payments: t.payments,
    publicUrl: "http://localhost",
    log,
    tmpDir: t.dataDir,
    autoApprovalEveryMinutes: 10,
  });
  return { definitions, schedules };
}
