import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ADMIN, createTestApp, sessionCookie, type TestApp } from "../support/test-app";
import { startAdminLogin, verifiedAdminCookie } from "../api/admin/admin-session";

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

const whoAmI = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode;

describe("session lifecycle", () => {
  it("login rotates the session: a cookie planted before sign-in is worthless after it", async () => {
    const { user, password, cookie: planted } = await t.registerCustomer();
    for (const url of ["/api/login", "/api/admin/login"]) {
      const credentials = url === "/api/login" ? { username: user.username, password } : TEST_ADMIN;
      const before = url === "/api/login" ? planted : (await startAdminLogin(t)).cookie;
      const response = await t.app.inject({ method: "POST", url, headers: { cookie: before }, payload: credentials });
      const after = sessionCookie(response);
      expect(after).not.toBe(before);
      expect([url, await whoAmI(before), await whoAmI(after)]).toEqual([url, 401, 200]);
    }
  });

  it("logout ends the session on the server", async () => {
    const { cookie } = await t.registerCustomer();
    await t.app.inject({ method: "POST", url: "/api/logout", headers: { cookie } });
    expect(await whoAmI(cookie)).toBe(401);
  });

  it("disabling a user ends every session of theirs at once", async () => {
    const { user, password, cookie } = await t.registerCustomer();
    const second = (await t.login(user.username, password)).cookie;
    const disable = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${user.id}/disable`,
      headers: { cookie: adminCookie },
      payload: { disabled: true },
    });
    expect(disable.statusCode).toBe(200);
    expect([await whoAmI(cookie), await whoAmI(second)]).toEqual([401, 401]);
  });

  it("a password change ends the other sessions and keeps the current one", async () => {
    const { user, password, cookie } = await t.registerCustomer();
    const other = (await t.login(user.username, password)).cookie;
    const change = await t.app.inject({
      method: "POST",
      url: "/api/user/change-password",
      headers: { cookie },
      payload: { currentPassword: password, newPassword: "another-pass-2", confirmPassword: "another-pass-2" },
    });
    expect(change.statusCode).toBe(200);
    expect([await whoAmI(cookie), await whoAmI(other)]).toEqual([200, 401]);
  });

  it("sets the session cookie httpOnly and SameSite=Lax", async () => {
    const { user, password } = await t.registerCustomer();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password },
    });
    expect(response.cookies.find((c) => c.name === "bt_session")).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
    });
  });
});
