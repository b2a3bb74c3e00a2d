import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("PATCH /api/user", () => {
  it("updates the signed-in customer's names and e-mail", async () => {
    const { cookie, password } = await t.registerCustomer();
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user",
      headers: { cookie },
      payload: { firstName: "Deniz", lastName: "Aydın", email: "Deniz.Aydin@Example.com", currentPassword: password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: "Deniz",
      lastName: "Aydın",
      email: "deniz.aydin@example.com",
      emailVerified: false,
    });
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.json().firstName).toBe("Deniz");
  });

  it("refuses an e-mail that belongs to someone else", async () => {
    const other = await t.registerCustomer();
    const { cookie, password } = await t.registerCustomer();
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user",
      headers: { cookie },
      payload: { firstName: "A", lastName: "B", email: other.user.email.toUpperCase(), currentPassword: password },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("An account with this email already exists");
  });

  it("answers 401 without a session and 400 for a bad e-mail", async () => {
    expect((await t.app.inject({ method: "PATCH", url: "/api/user", payload: {} })).statusCode).toBe(401);
    const { cookie } = await t.registerCustomer();
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user",
      headers: { cookie },
      payload: { firstName: "A", lastName: "B", email: "nope" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Invalid email format");
  });
});

describe("POST /api/user/change-password", () => {
  it("changes the password, keeps this session and ends the others", async () => {
    const { user, cookie, password } = await t.registerCustomer();
    const otherDevice = await t.login(user.username, password);

    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/change-password",
      headers: { cookie },
      payload: { currentPassword: password, newPassword: "brand-new-pass", confirmPassword: "brand-new-pass" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Password changed successfully");

    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: otherDevice.cookie } })).statusCode,
    ).toBe(401);
    const oldLogin = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password },
    });
    expect(oldLogin.statusCode).toBe(401);
    await t.login(user.username, "brand-new-pass");
  });

  it.each([
    [
      { currentPassword: "wrong-password", newPassword: "abcdef", confirmPassword: "abcdef" },
      "Current password is incorrect",
    ],
    [{ currentPassword: "", newPassword: "abcdef", confirmPassword: "abcdef" }, "Current password is required"],
    [
      { currentPassword: "x", newPassword: "abc", confirmPassword: "abcdef" },
      "New password must be at least 6 characters",
    ],
    [
      { currentPassword: "x", newPassword: "abcdef", confirmPassword: "abc" },
      "Confirm password must be at least 6 characters",
    ],
    [{ currentPassword: "x", newPassword: "abcdef", confirmPassword: "abcdeg" }, "Passwords don't match"],
  ])("refuses %o with the spec's message", async (payload, message) => {
    const { cookie } = await t.registerCustomer();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/change-password",
      headers: { cookie },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
