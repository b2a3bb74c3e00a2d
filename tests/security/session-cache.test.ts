import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { verifiedAdminCookie } from "../api/admin/admin-session";

// Decision 013: sessions are cached in memory; every way a session ends must still end it on the very next request.
// Each case first uses the cookie twice, so the session is in the cache when the change happens.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
async function warm(cookie: string) {
  expect((await me(cookie)).statusCode).toBe(200);
  expect((await me(cookie)).statusCode).toBe(200);
}

describe("the session cache", () => {
  it("signing out refuses the cookie on the next request", async () => {
    const { cookie } = await t.registerCustomer();
    await warm(cookie);
    expect((await t.app.inject({ method: "POST", url: "/api/logout", headers: { cookie } })).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("disabling an account refuses all its cookies on the next request", async () => {
    const customer = await t.registerCustomer();
    const second = await t.login(customer.user.username, customer.password);
    await warm(customer.cookie);
    await warm(second.cookie);
    const disable = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${customer.user.id}/disable`,
      headers: { cookie: admin },
      payload: { disabled: true },
    });
    expect(disable.statusCode).toBe(200);
    expect((await me(customer.cookie)).statusCode).toBe(401);
    expect((await me(second.cookie)).statusCode).toBe(401);
  });

  it("a password change ends the other sessions and the current one sees the change", async () => {
    const customer = await t.registerCustomer();
    const other = await t.login(customer.user.username, customer.password);
    await warm(customer.cookie);
    await warm(other.cookie);
    const change = await t.app.inject({
      method: "POST",
      url: "/api/user/change-password",
      headers: { cookie: customer.cookie },
      payload: {
        currentPassword: customer.password,
        newPassword: "another-secret-9",
        confirmPassword: "another-secret-9",
      },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(other.cookie)).statusCode).toBe(401);
    expect((await me(customer.cookie)).statusCode).toBe(200);
    // The cached user's password hash moved too: the old password no longer confirms a second change.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/user/change-password",
      headers: { cookie: customer.cookie },
      payload: {
        currentPassword: customer.password,
        newPassword: "third-secret-77",
        confirmPassword: "third-secret-77",
      },
    });
    expect(again.statusCode).toBe(400);
  });

  it("a profile change shows in /api/user at once", async () => {
    const customer = await t.registerCustomer();
    await warm(customer.cookie);
    const patch = await t.app.inject({
      method: "PATCH",
      url: "/api/user",
      headers: { cookie: customer.cookie },
      payload: { firstName: "Ayşe", lastName: customer.user.lastName, email: customer.user.email },
    });
    expect(patch.statusCode).toBe(200);
    expect((await me(customer.cookie)).json().firstName).toBe("Ayşe");
  });
});
