import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PASSWORD_RESET_PURPOSE } from "../../src/server/auth/password-reset-links";
import { RESET_JOB_DELAY_MS } from "../../src/server/auth/request-password-reset";
import { passwordTokens, users } from "../../src/server/db/schema/users";
import { settleWorkAfterAnswers } from "../../src/server/http/after-answer";
import { definePasswordResetJob } from "../../src/server/queue/register-jobs";
import { DEFAULT_RATE_LIMITS } from "../../src/server/security/rate-limit-config";
import { TEST_ADMIN, createTestApp, type TestApp } from "../support/test-app";
import { createTestQueue } from "../support/test-queue";
import { REQUESTED, freshAddress, latestResetLink, mailsTo, resetPassword } from "../api/auth/password-reset-support";

/** The app with its job queue running the "auth.password-reset" job, as start-server.ts registers it. */
async function appWithResetJobs(rateLimits = { ...DEFAULT_RATE_LIMITS, enabled: true }) {
  const app = await createTestApp({ queue: (database) => createTestQueue(database), config: { rateLimits } });
  definePasswordResetJob(app.queue!, {
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    rateLimits: { limits: app.config.rateLimits },
  });
  await app.queue!.start();
  return app;
}

let t: TestApp;
/** The per-name limit (one job a minute) raised, so one test can stand for an hour of requests spread over minutes. */
let hour: TestApp;
beforeAll(async () => {
  t = await appWithResetJobs();
  hour = await appWithResetJobs({
    ...DEFAULT_RATE_LIMITS,
    enabled: true,
    passwordResetPerName: { max: 1_000, windowMs: 60 * 60 * 1000 },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await hour?.close();
});

const ask = (app: TestApp, identifier: string, options: { address?: string; cookie?: string } = {}) =>
  app.app.inject({
    method: "POST",
    url: "/api/forgot-password",
    remoteAddress: options.address ?? freshAddress(),
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: { identifier },
  });

/** Waits until every reset job queued so far has run (they start 1 to 4 s after their request). */
async function settleResetJobs(app: TestApp, timeout = 20_000) {
  // The requests queue their jobs right after answering.
  await settleWorkAfterAnswers();
  await vi.waitFor(
    async () => {
      const row = (await app.queue!.summary()).find((summary) => summary.job === "auth.password-reset");
      expect((row?.waiting ?? 0) + (row?.active ?? 0)).toBe(0);
    },
    { timeout, interval: 200 },
  );
}

async function deviceCookieOf(app: TestApp, username: string, password: string) {
  const response = await app.app.inject({
    method: "POST",
    url: "/api/login",
    remoteAddress: freshAddress(),
    payload: { username, password },
  });
  const cookie = response.cookies.find((c) => c.name === "bt_device");
  if (!cookie) throw new Error(`no device cookie: ${response.statusCode}`);
  return `bt_device=${cookie.value}`;
}

const resetLinks = async (app: TestApp, userId: number) =>
  app.db
    .select()
    .from(passwordTokens)
    .where(and(eq(passwordTokens.userId, userId), eq(passwordTokens.purpose, PASSWORD_RESET_PURPOSE)));

describe("forgot password: nothing tells whether an account exists (issue 37, item 3)", () => {
  /**
   * Not a stopwatch (wall-clock assertions are flaky; bench/reset-timing.mjs measures): the request path of a real
   * account makes exactly the calls an unknown name makes — no lookup, no link — and queues one job with the name.
   */
  it("answers after the same work for an account, an unknown name, an admin and a disabled account; the job sends the link later", async () => {
    const { user } = await t.registerCustomer();
    const disabled = await t.registerCustomer();
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.user.id));
    await ask(t, "warm-up@example.com");
    const work = async (identifier: string) => {
      const spies = {
        select: vi.spyOn(t.db, "select"),
        insert: vi.spyOn(t.db, "insert"),
        transaction: vi.spyOn(t.db, "transaction"),
        execute: vi.spyOn(t.db, "execute"),
      };
      const send = vi.spyOn(t.queue!, "send");
      const before = Date.now();
      const answer = await ask(t, identifier);
      // The answer went out first; the request's own work runs right after it.
      await settleWorkAfterAnswers();
      const calls = Object.fromEntries(Object.entries(spies).map(([name, spy]) => [name, spy.mock.calls.length]));
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual(REQUESTED);
      expect(send).toHaveBeenCalledTimes(1);
      const [name, data, options] = send.mock.calls[0]!;
      expect(name).toBe("auth.password-reset");
      expect(data).toEqual({ login: identifier.trim().toLowerCase(), device: null });
      // Never right behind the answer, where the next request would feel the lookup and the writes.
      expect(options!.startAfter!.getTime()).toBeGreaterThanOrEqual(before + RESET_JOB_DELAY_MS.min);
      vi.restoreAllMocks();
      return calls;
    };
    const forAccount = await work(` ${user.email.toUpperCase()} `);
    // Answered, and nothing done for the account yet: no link, no e-mail.
    expect(await resetLinks(t, user.id)).toHaveLength(0);
    expect(await mailsTo(t, user.email)).toHaveLength(0);
    expect(await work("no-such-person@example.com")).toEqual(forAccount);
    expect(await work("no-such-person")).toEqual(forAccount);
    expect(await work(TEST_ADMIN.username)).toEqual(forAccount);
    expect(await work(disabled.user.username)).toEqual(forAccount);

    await settleResetJobs(t);
    expect(await mailsTo(t, user.email)).toHaveLength(1);
    expect(await resetLinks(t, user.id)).toHaveLength(1);
    expect(await mailsTo(t, disabled.user.email)).toHaveLength(0);
    expect(await mailsTo(t, TEST_ADMIN.email)).toHaveLength(0);
    // The e-mailed link works.
    const { token } = await latestResetLink(t, user.email);
    expect((await resetPassword(t, token, "a-brand-new-secret")).statusCode).toBe(200);
  }, 60_000);

  it("answers byte for byte the same for a real and an unknown account", async () => {
    const { user } = await t.registerCustomer();
    const real = await ask(t, user.email);
    const unknown = await ask(t, `x${user.email}`);
    expect(unknown.statusCode).toBe(real.statusCode);
    expect(unknown.body).toBe(real.body);
    const headers = (answer: typeof real) =>
      Object.keys(answer.headers).filter((name) => !["date", "x-request-id"].includes(name));
    expect(headers(unknown)).toEqual(headers(real));
  });

  it("a burst of 20 requests for one address queues one job and sends one e-mail", async () => {
    const { user } = await t.registerCustomer();
    const send = vi.spyOn(t.queue!, "send");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ask(t, i % 2 ? user.email : user.email.toUpperCase())),
    );
    await settleWorkAfterAnswers();
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`))).toEqual(
      new Set([`202 ${JSON.stringify(REQUESTED)}`]),
    );
    expect(send.mock.calls.filter(([name]) => name === "auth.password-reset")).toHaveLength(1);
    send.mockRestore();
    await settleResetJobs(t);
    expect(await mailsTo(t, user.email)).toHaveLength(1);
  }, 60_000);
});

describe("forgot password rate limits", () => {
  it("sends one account at most 5 links an hour from strangers, however it is named, and still answers the same", async () => {
    const { user } = await hour.registerCustomer();
    const names = [
      user.email,
      user.username,
      user.email.toUpperCase(),
      user.username,
      user.email,
      user.username,
      user.email,
    ];
    for (const name of names) {
      const answer = await ask(hour, name);
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual(REQUESTED);
    }
    await settleResetJobs(hour);
    expect(await mailsTo(hour, user.email)).toHaveLength(5);
  }, 60_000);

  it("strangers who spent the account's hourly links do not stop its owner's browser (issue 37, item 9)", async () => {
    const { user, password } = await hour.registerCustomer();
    const owner = await deviceCookieOf(hour, user.username, password);
    const someoneElse = await hour.registerCustomer();
    const strangerDevice = await deviceCookieOf(hour, someoneElse.user.username, someoneElse.password);
    // 5 anonymous requests, then a 6th and one from a browser that signed in to another account: the budget is spent.
    for (let i = 0; i < 6; i += 1) await ask(hour, user.email);
    await ask(hour, user.email, { cookie: strangerDevice });
    await settleResetJobs(hour);
    expect(await mailsTo(hour, user.email)).toHaveLength(5);

    // The owner's browser has its own budget: the link arrives and works.
    expect((await ask(hour, user.email, { cookie: owner })).json()).toEqual(REQUESTED);
    await settleResetJobs(hour);
    expect(await mailsTo(hour, user.email)).toHaveLength(6);
    const { token } = await latestResetLink(hour, user.email);
    expect((await resetPassword(hour, token, "owners-new-secret")).statusCode).toBe(200);
  }, 60_000);

  it("refuses the 21st request of an hour from one address, whatever the names", async () => {
    const address = "10.88.0.1";
    for (let i = 0; i < 20; i += 1)
      expect((await ask(t, `someone-${i}@example.com`, { address })).statusCode).toBe(202);
    const refused = await ask(t, "someone-else@example.com", { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      "Too many password reset requests from this network. Please try again in 60 minutes.",
    );
    expect(refused.headers["retry-after"]).toBe("3600");
    // Another address is not affected.
    expect((await ask(t, "someone-else@example.com", { address: "10.88.0.2" })).statusCode).toBe(202);
    // Their 21 jobs (unknown names) run before the queue stops: pg-boss works about one a second.
    await settleResetJobs(t, 90_000);
  }, 120_000);
});
