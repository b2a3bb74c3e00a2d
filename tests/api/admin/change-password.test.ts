import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ADMIN, createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "./admin-session";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const changePassword = (cookie: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/admin/change-password", headers: { cookie }, payload });
const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });

describe("POST /api/admin/change-password", () => {
  it.each([
    [
      { currentPassword: "", newPassword: "new-password", confirmPassword: "new-password" },
      "Current password is required",
    ],
    [
      { currentPassword: "x", newPassword: "short", confirmPassword: "short" },
      "New password must be at least 6 characters",
    ],
    [{ currentPassword: "x", newPassword: "new-password", confirmPassword: "other-password" }, "Passwords don't match"],
    [
      { currentPassword: "wrong-password", newPassword: "new-password", confirmPassword: "new-password" },
      "Current password is incorrect",
    ],
  ])("answers 400 for %o", async (payload, message) => {
    const cookie = await verifiedAdminCookie(t);
    const response = await changePassword(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("changes the password, keeps this session and ends the admin's other sessions", async () => {
    const other = await verifiedAdminCookie(t);
    const current = await verifiedAdminCookie(t);
    const newPassword = "a-brand-new-password";
    const response = await changePassword(current, {
      currentPassword: TEST_ADMIN.password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Password changed successfully" });

    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const oldLogin = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect(await verifiedAdminCookie(t, { ...TEST_ADMIN, password: newPassword })).toMatch(/^bt_session=/);
  });
});
