import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUserList } from "../../../src/shared/schemas/admin";
import { TEST_ADMIN, createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "./admin-session";
import { insertOrder } from "./fixtures";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

const edit = (id: number, payload: object) =>
  t.app.inject({ method: "PATCH", url: `/api/admin/users/${id}`, headers: { cookie: admin }, payload });
const setDisabled = (id: number, disabled: unknown, cookie = admin) =>
  t.app.inject({ method: "PATCH", url: `/api/admin/users/${id}/disable`, headers: { cookie }, payload: { disabled } });
const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });

describe("GET /api/admin/users", () => {
  it("lists every account with public fields, disabled flag and order count", async () => {
    const { user } = await t.registerCustomer();
    await insertOrder(t, { userId: user.id });
    await insertOrder(t, { userId: user.id });
    const list = (
      await t.app.inject({ method: "GET", url: "/api/admin/users", headers: { cookie: admin } })
    ).json<AdminUserList>().items;
    expect(list.find((row) => row.id === user.id)).toEqual({ ...user, orderCount: 2, deletedAt: null });
    expect(list.find((row) => row.username === TEST_ADMIN.username)).toMatchObject({
      role: "admin",
      disabled: false,
      orderCount: 0,
    });
    expect(list[0]).not.toHaveProperty("password");
  });
});

describe("PATCH /api/admin/users/:id", () => {
  it("edits names, e-mail and username", async () => {
    const { user } = await t.registerCustomer();
    const response = await edit(user.id, {
      firstName: "Ayşe",
      lastName: "Yılmaz",
      email: "Ayse.Yilmaz@Example.com",
      username: `ayse${user.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      firstName: "Ayşe",
      lastName: "Yılmaz",
      email: "ayse.yilmaz@example.com",
      username: `ayse${user.id}`,
    });
    // Saving a user's own unchanged e-mail is not a clash.
    expect((await edit(user.id, { email: "ayse.yilmaz@example.com" })).statusCode).toBe(200);
  });

  it("keeps e-mails and usernames unique ignoring case", async () => {
    const first = (await t.registerCustomer()).user;
    const second = (await t.registerCustomer()).user;
    const email = await edit(second.id, { email: first.email.toUpperCase() });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe("An account with this email already exists");
    const username = await edit(second.id, { username: first.username.toUpperCase() });
    expect(username.statusCode).toBe(400);
    expect(username.json().message).toBe("Username already exists");
  });

  it("validates the e-mail and answers 404 for an unknown user", async () => {
    const { user } = await t.registerCustomer();
    const invalid = await edit(user.id, { email: "not-an-email" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Invalid email format");
    const missing = await edit(999999, { firstName: "X" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("User not found");
  });
});

describe("PATCH /api/admin/users/:id/disable", () => {
  it("disabling ends the user's sessions at once; re-enabling lets them log in again", async () => {
    const { user, cookie, password } = await t.registerCustomer();
    expect((await me(cookie)).statusCode).toBe(200);

    const disabled = await setDisabled(user.id, true);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id: user.id, disabled: true });
    expect((await me(cookie)).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password },
    });
    expect(refused.statusCode).toBe(403);

    const enabled = await setDisabled(user.id, false);
    expect(enabled.json()).toMatchObject({ id: user.id, disabled: false });
    // The old session stays ended; a fresh login works.
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await t.login(user.username, password)).user.id).toBe(user.id);
  });

  it("refuses to let an admin disable their own account", async () => {
    const adminUser = (await me(admin)).json();
    const response = await setDisabled(adminUser.id, true);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("You cannot disable your own account");
    expect((await me(admin)).statusCode).toBe(200);
  });

  it("validates the flag and answers 404 for an unknown user", async () => {
    const { user } = await t.registerCustomer();
    expect((await setDisabled(user.id, "yes")).statusCode).toBe(400);
    expect((await setDisabled(999999, true)).statusCode).toBe(404);
  });
});
