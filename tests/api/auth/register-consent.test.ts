import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../src/server/db/schema/users";
import { POLICY_VERSION } from "../../../src/shared/legal-policy";
import { verifiedAdminCookie } from "../admin/admin-session";
import { createTestApp, newCustomerFields, type TestApp } from "../../support/test-app";

// Issue 41: a sign-up records the consent to the terms and privacy policy, and may leave the username to the server.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const register = (payload: object) => t.app.inject({ method: "POST", url: "/api/register", payload });
const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

/** Fields without a username, at `local`@`domain`. */
function withoutUsername(local: string, domain = "example.com") {
  const { username: _username, ...fields } = newCustomerFields({ email: `${local}@${domain}` });
  return fields;
}

describe("consent to the terms at sign-up", () => {
  it.each([
    ["left out", undefined],
    ["false", false],
    ["the text true", "true"],
  ])("is refused when acceptTerms is %s: 400 TERMS_REQUIRED and no account", async (_label, acceptTerms) => {
    const fields = { ...newCustomerFields(), acceptTerms };
    const response = await register(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "Please accept the terms of service and privacy policy",
      code: "TERMS_REQUIRED",
    });
    expect(await t.db.select().from(users).where(eq(users.email, fields.email))).toEqual([]);
  });

  it("is recorded on the account: the time and the policy version", async () => {
    const before = Date.now();
    const response = await register(newCustomerFields());
    expect(response.statusCode).toBe(201);
    const row = await rowOf(response.json().id);
    expect(row.termsVersion).toBe(POLICY_VERSION);
    expect(POLICY_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.termsAcceptedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("is neither asked nor recorded when an admin creates an account", async () => {
    const admin = await verifiedAdminCookie(t);
    const { acceptTerms: _acceptTerms, ...fields } = newCustomerFields();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/register",
      headers: { cookie: admin },
      payload: { ...fields, isAdmin: true },
    });
    expect(response.statusCode).toBe(201);
    const row = await rowOf(response.json().id);
    expect(row).toMatchObject({ role: "admin", termsAcceptedAt: null, termsVersion: null });
  });
});

describe("a sign-up without a username", () => {
  it("gets the e-mail's local part; the next one with the same local part gets it with a number", async () => {
    const local = `derived${Math.floor(Math.random() * 1e9)}`;
    const first = await register(withoutUsername(local));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ username: local, email: `${local}@example.com` });
    expect(first.cookies.some((cookie) => cookie.name === "bt_session")).toBe(true);

    const second = await register(withoutUsername(local.toUpperCase(), "example.org"));
    expect(second.statusCode).toBe(201);
    expect(second.json().username).toBe(`${local}2`);
    const third = await register(withoutUsername(local, "example.net"));
    expect(third.json().username).toBe(`${local}3`);
    expect((await rowOf(third.json().id)).termsVersion).toBe(POLICY_VERSION);

    // The derived name signs in like a chosen one.
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: `${local}2`, password: "secret-pass-1" },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().email).toBe(`${local}@example.org`);
  });

  it("skips a name another account chose, ignoring case", async () => {
    const local = `chosen${Math.floor(Math.random() * 1e9)}`;
    expect((await register(newCustomerFields({ username: local.toUpperCase() }))).statusCode).toBe(201);
    const response = await register(withoutUsername(local));
    expect(response.json().username).toBe(`${local}2`);
  });

  it("keeps only the allowed characters, pads a short name and stays within 50 characters", async () => {
    const tag = Math.floor(Math.random() * 1e6);
    const plus = await register(withoutUsername(`ay+${tag}'x`));
    expect(plus.json().username).toBe(`ay${tag}x`);
    const short = await register(withoutUsername("q", `short${tag}.example.com`));
    expect(short.json().username).toMatch(/^q-customer\d*$/);
    const long = `l${tag}`.padEnd(64, "o");
    const first = await register(withoutUsername(long));
    expect(first.json().username).toBe(long.slice(0, 50));
    const second = await register(withoutUsername(long, "example.org"));
    expect(second.json().username).toBe(`${long.slice(0, 49)}2`);
  });

  it("two at once with the same local part both succeed, with different names", async () => {
    const local = `race${Math.floor(Math.random() * 1e9)}`;
    const answers = await Promise.all(
      ["a.example.com", "b.example.com", "c.example.com", "d.example.com"].map((domain) =>
        register(withoutUsername(local, domain)),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const names = answers.map((answer) => answer.json().username).sort();
    expect(names).toEqual([local, `${local}2`, `${local}3`, `${local}4`]);
  });

  it("a given username keeps every rule: a taken one is still said", async () => {
    const { user } = await t.registerCustomer();
    const response = await register(newCustomerFields({ username: user.username }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("USERNAME_TAKEN");
  });
});
