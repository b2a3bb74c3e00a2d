import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../src/server/db/schema/users";
import { POLICY_VERSION } from "../../../src/shared/legal-policy";
import { verifiedAdminCookie } from "../admin/admin-session";
import { createTestApp, newCustomerFields, type TestApp } from "../../support/test-app";

// Issue 41: a sign-up records the consent to the terms and privacy policy.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const register = (payload: object) => t.app.inject({ method: "POST", url: "/api/register", payload });
const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

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
