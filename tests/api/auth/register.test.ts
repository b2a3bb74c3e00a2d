import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, newCustomerFields, type TestApp } from "../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("POST /api/register", () => {
  it("creates a customer, logs them in with an httpOnly session cookie and never returns the password", async () => {
    const fields = newCustomerFields({ firstName: "Zeynep" });
    const response = await t.app.inject({ method: "POST", url: "/api/register", payload: fields });

    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      username: fields.username,
      email: fields.email,
      firstName: "Zeynep",
      role: "user",
      disabled: false,
    });
    expect(user).not.toHaveProperty("password");
    const cookie = response.cookies.find((c) => c.name === "bt_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    const me = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: `bt_session=${cookie!.value}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe(fields.username);
  });

  it("stores a salted hash, not the password", async () => {
    const { user, password } = await t.registerCustomer();
    const { users } = await import("../../../src/server/db/schema/users");
    const { eq } = await import("drizzle-orm");
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.password).not.toContain(password);
    expect(row!.password).toMatch(/^scrypt\$/);
  });

  it("refuses a username that is taken, ignoring case", async () => {
    const { user } = await t.registerCustomer();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: newCustomerFields({ username: user.username.toUpperCase() }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Username already exists");
  });

  it("answers an e-mail that is taken like a new sign-up, without a session, and tells the owner", async () => {
    const owner = await t.registerCustomer();
    const fields = newCustomerFields({ email: owner.user.email.toUpperCase() });
    const response = await t.app.inject({ method: "POST", url: "/api/register", payload: fields });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      username: fields.username,
      email: owner.user.email,
      role: "user",
      emailVerified: false,
    });
    expect(response.cookies.find((c) => c.name === "bt_session")).toBeUndefined();
    const [notice] = await t.mailer.listOutbox({ to: owner.user.email, limit: 1 });
    expect(notice!.subject).toBe("Someone tried to sign up with your e-mail address");
    expect(notice!.text).toContain(owner.user.username);
  });

  it.each([
    [{ password: "12345" }, "Password must be at least 6 characters"],
    [{ password: "x".repeat(101) }, "Password is too long"],
    [{ email: "not-an-email" }, "Invalid email format"],
    [{ username: "" }, "Username must be at least 3 characters"],
  ])("answers 400 with the spec's message for %o", async (override, message) => {
    const response = await t.app.inject({ method: "POST", url: "/api/register", payload: newCustomerFields(override) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("cannot be used to create an admin", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { ...newCustomerFields(), role: "admin", isAdmin: true },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().role).toBe("user");
  });

  it("answers malformed JSON with 400 and a JSON message", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { "content-type": "application/json" },
      payload: "{ not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Malformed JSON in request body");
  });
});
