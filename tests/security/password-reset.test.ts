import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { requestPasswordReset } from "../../src/server/auth/request-password-reset";
import { users } from "../../src/server/db/schema/users";
import { settleWorkAfterAnswers } from "../../src/server/http/after-answer";
import { generateToken, hashSecret } from "../../src/server/security/one-time-codes";
import { createRateLimiter, type RateLimiter } from "../../src/server/security/rate-limiter";
import { TEST_ADMIN, createTestApp, type TestApp } from "../support/test-app";
import { REQUESTED, mailsTo, requestReset } from "../api/auth/password-reset-support";

// The secrets module with its functions watched: every call still does the real work.
vi.mock("../../src/server/security/one-time-codes", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/server/security/one-time-codes")>();
  return { ...original, generateToken: vi.fn(original.generateToken), hashSecret: vi.fn(original.hashSecret) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("forgot password: nothing tells whether an account exists", () => {
  /**
   * Not a stopwatch (wall-clock assertions are flaky): the request for an unknown name must make the same costly
   * calls as the one for a real account — token, hash, limiter, transaction, dispatch — so neither answers faster.
   */
  it("does the same work for a real account, an unknown name, an admin and a disabled account", async () => {
    const { user } = await t.registerCustomer();
    const disabled = await t.registerCustomer();
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.user.id));
    const limiter = createRateLimiter({ max: 100, windowMs: 60 * 60 * 1000 });
    const work = async (identifier: string) => {
      vi.clearAllMocks();
      const hit = vi.spyOn(limiter, "hit");
      const transaction = vi.spyOn(t.db, "transaction");
      const dispatch = vi.spyOn(t.mailer, "dispatch");
      await requestPasswordReset({ db: t.db, mailer: t.mailer, publicUrl: t.config.publicUrl, accountLimiter: limiter as RateLimiter, identifier });
      const calls = {
        generateToken: vi.mocked(generateToken).mock.calls.length,
        hashSecret: vi.mocked(hashSecret).mock.calls.length,
        limiterHits: hit.mock.calls.length,
        transactions: transaction.mock.calls.length,
        dispatches: dispatch.mock.calls.length,
      };
      vi.restoreAllMocks();
      return calls;
    };
    const forAccount = await work(user.email);
    expect(forAccount).toEqual({ generateToken: 1, hashSecret: 1, limiterHits: 1, transactions: 1, dispatches: 1 });
    expect(await work("no-such-person@example.com")).toEqual(forAccount);
    expect(await work("no-such-person")).toEqual(forAccount);
    expect(await work(TEST_ADMIN.username)).toEqual(forAccount);
    expect(await work(disabled.user.username)).toEqual(forAccount);
    expect(await mailsTo(t, user.email)).toHaveLength(1);
  });

  it("answers before looking the name up: the answer never waits for the link or its e-mail", async () => {
    const { user } = await t.registerCustomer();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const dispatch = t.mailer.dispatch.bind(t.mailer);
    const held = vi.spyOn(t.mailer, "dispatch").mockImplementation(async (ids) => {
      await gate;
      return dispatch(ids);
    });
    const answer = await t.app.inject({ method: "POST", url: "/api/forgot-password", remoteAddress: "10.88.1.1", payload: { identifier: user.email } });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual(REQUESTED);
    await vi.waitFor(() => expect(held).toHaveBeenCalledTimes(1));
    open();
    await settleWorkAfterAnswers();
    held.mockRestore();
    expect(await mailsTo(t, user.email)).toHaveLength(1);
  });

  it("answers byte for byte the same for a real and an unknown account", async () => {
    const { user } = await t.registerCustomer();
    const real = await requestReset(t, user.email);
    const unknown = await requestReset(t, `x${user.email}`);
    expect(unknown.statusCode).toBe(real.statusCode);
    expect(unknown.body).toBe(real.body);
    const headers = (answer: typeof real) => Object.keys(answer.headers).filter((name) => !["date", "x-request-id"].includes(name));
    expect(headers(unknown)).toEqual(headers(real));
  });
});

describe("forgot password rate limits", () => {
  it("sends one account at most 5 links an hour, however it is named and from wherever, and still answers the same", async () => {
    const { user } = await t.registerCustomer();
    const names = [user.email, user.username, user.email.toUpperCase(), user.username, user.email, user.username, user.email];
    for (const name of names) {
      const answer = await requestReset(t, name);
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual(REQUESTED);
    }
    expect(await mailsTo(t, user.email)).toHaveLength(5);
  });

  it("refuses the 21st request of an hour from one address, whatever the names", async () => {
    const address = "10.88.0.1";
    for (let i = 0; i < 20; i += 1) expect((await requestReset(t, `someone-${i}@example.com`, address)).statusCode).toBe(202);
    const refused = await requestReset(t, "someone-else@example.com", address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("Too many password reset requests from this network. Please try again in 60 minutes.");
    expect(refused.headers["retry-after"]).toBe("3600");
    // Another address is not affected.
    expect((await requestReset(t, "someone-else@example.com", "10.88.0.2")).statusCode).toBe(202);
  });
});
