import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ADMIN, createTestApp, newCustomerFields, type TestApp } from "../../support/test-app";
import { readLatestCode, startAdminLogin, verifiedAdminCookie } from "./admin-session";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

const register = (payload: object, cookie = admin) =>
  t.app.inject({ method: "POST", url: "/api/admin/register", headers: { cookie }, payload });

describe("POST /api/admin/register", () => {
  it("creates an administrator without touching the caller's session; the new admin can log in with a code", async () => {
    const fields = newCustomerFields({ email: "new.admin@bosphorustranslate.com" });
    const response = await register({ ...fields, isAdmin: true });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ username: fields.username, email: fields.email, role: "admin" });
    expect(response.cookies).toEqual([]);
    const stillMe = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: admin } });
    expect(stillMe.json().username).toBe(TEST_ADMIN.username);

    const { cookie } = await startAdminLogin(t, fields);
    const code = await readLatestCode(t, fields.email);
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/admin/verify",
      headers: { cookie },
      payload: { code },
    });
    expect(verified.json()).toMatchObject({ username: fields.username, role: "admin" });
  });

  it("answers duplicates with the registration messages", async () => {
    const existing = (await t.registerCustomer()).user;
    const sameName = await register(newCustomerFields({ username: existing.username.toUpperCase() }));
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json().message).toBe("Username already exists");
    const sameEmail = await register(newCustomerFields({ email: existing.email }));
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json().message).toBe("An account with this email already exists");
  });

  it("validates like the sign-up form", async () => {
    const response = await register(newCustomerFields({ password: "12345" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Password must be at least 6 characters");
  });
});
