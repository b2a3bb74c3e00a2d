import { eq } from "drizzle-orm";
import { invalidateAllSessions } from "../../../src/server/auth/sessions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../src/server/db/schema/users";
import { createTestApp, sessionCookie, type TestApp } from "../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("POST /api/login", () => {
  it("logs a customer in by username or e-mail and sets a new session", async () => {
    const { user, password } = await t.registerCustomer();
    for (const login of [user.username, user.email.toUpperCase()]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: login, password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, username: user.username });
      expect(response.json()).not.toHaveProperty("verificationRequired");
    }
  });

  it("answers a wrong password and an unknown user identically", async () => {
    const { user } = await t.registerCustomer();
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password: "nope-nope" },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "nobody-here", password: "nope-nope" },
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Invalid username or password", code: "INVALID_CREDENTIALS" });
      expect(response.cookies.find((c) => c.name === "bt_session")).toBeUndefined();
    }
  });

  it.each([
    [{ password: "x" }, "Username is required"],
    [{ username: "someone" }, "Password is required"],
    [{ username: "   ", password: "x" }, "Username is required"],
  ])("answers 400 with the spec's message for %o", async (payload, message) => {
    const response = await t.app.inject({ method: "POST", url: "/api/login", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    // A schema's message answers its code (src/shared/error-codes.ts), found by its exact text.
    expect(response.json().code).toBe(message === "Username is required" ? "USERNAME_REQUIRED" : "PASSWORD_REQUIRED");
  });

  it("refuses a disabled user and ends their existing sessions", async () => {
    const { user, cookie, password } = await t.registerCustomer();
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    invalidateAllSessions(); // the session cache does not see direct writes

    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.statusCode).toBe(401);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("This account has been disabled. Please contact support.");
  });

  it("rotates the session: the cookie from before login stops working", async () => {
    const { user, cookie: before, password } = await t.registerCustomer();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { cookie: before },
      payload: { username: user.username, password },
    });
    const after = sessionCookie(response);
    expect(after).not.toBe(before);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: before } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: after } })).statusCode).toBe(200);
  });
});
