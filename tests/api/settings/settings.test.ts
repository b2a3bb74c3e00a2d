import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "../../../src/server/db/schema/settings";
import { users } from "../../../src/server/db/schema/users";
import { SECRET_MASK, type AdminSetting } from "../../../src/shared/schemas/settings";
import { TEST_ADMIN, createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

const list = async () =>
  (await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie: admin } })).json<
    AdminSetting[]
  >();
const find = async (key: string) => (await list()).find((setting) => setting.key === key)!;
const save = (id: number, value: unknown) =>
  t.app.inject({ method: "PUT", url: `/api/admin/settings/${id}`, headers: { cookie: admin }, payload: { value } });
const storedValue = async (key: string) => (await t.db.select().from(settings).where(eq(settings.key, key)))[0]!.value;

describe("GET /api/admin/settings", () => {
  it("lists every setting with its kind, and masks secrets", async () => {
    const all = await list();
    expect(all.map((setting) => setting.key)).toEqual(
      expect.arrayContaining(["company_name", "admin_two_step_verification", "stripe_webhook_secret"]),
    );
    expect(all.find((s) => s.key === "admin_two_step_verification")).toMatchObject({
      value: "true",
      category: "security",
      kind: "switch",
      isSecret: false,
    });
    expect(all.find((s) => s.key === "company_email")).toMatchObject({ kind: "email" });
    expect(all.find((s) => s.key === "stripe_webhook_secret")).toMatchObject({
      value: "",
      hasValue: false,
      isSecret: true,
    });

    await t.db.update(settings).set({ value: "whsec_real_secret" }).where(eq(settings.key, "stripe_webhook_secret"));
    const secret = await find("stripe_webhook_secret");
    expect(secret).toMatchObject({ value: SECRET_MASK, hasValue: true });
    expect(JSON.stringify(await list())).not.toContain("whsec_real_secret");
  });
});

describe("PUT /api/admin/settings/:id", () => {
  it("saves a text setting and records who changed it", async () => {
    const setting = await find("company_phone");
    const response = await save(setting.id, "  +1 (212) 555-0199 ");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ key: "company_phone", value: "+1 (212) 555-0199" });
    const [row] = await t.db.select().from(settings).where(eq(settings.id, setting.id));
    const [adminRow] = await t.db.select().from(users).where(eq(users.username, TEST_ADMIN.username));
    expect(row!.updatedBy).toBe(adminRow!.id);
  });

  it("accepts only true or false for a switch", async () => {
    const setting = await find("order_status_emails");
    const wrong = await save(setting.id, "yes");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("This setting can only be true or false");
    expect((await save(setting.id, "false")).json().value).toBe("false");
    expect((await save(setting.id, "true")).json().value).toBe("true");
  });

  it("requires an e-mail address for e-mail settings, and a value of at most 500 characters", async () => {
    const email = await find("agency_notification_email");
    const wrong = await save(email.id, "orders-at-example");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Invalid email format");
    expect((await save(email.id, "Orders@Example.com")).json().value).toBe("orders@example.com");

    const name = await find("company_name");
    const long = await save(name.id, "x".repeat(501));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Value must be at most 500 characters");
    expect((await save(name.id, "")).json().message).toBe("Value is required");
    expect((await save(name.id, 42)).statusCode).toBe(400);
  });

  it("keeps a secret when the mask is sent back, replaces it when a new value is sent", async () => {
    await t.db.update(settings).set({ value: "whsec_original" }).where(eq(settings.key, "stripe_webhook_secret"));
    const secret = await find("stripe_webhook_secret");
    const unchanged = await save(secret.id, SECRET_MASK);
    expect(unchanged.json()).toMatchObject({ value: SECRET_MASK, hasValue: true });
    expect(await storedValue("stripe_webhook_secret")).toBe("whsec_original");

    const replaced = await save(secret.id, "whsec_rotated");
    expect(replaced.json()).toMatchObject({ value: SECRET_MASK, hasValue: true });
    expect(replaced.body).not.toContain("whsec_rotated");
    expect(await storedValue("stripe_webhook_secret")).toBe("whsec_rotated");
  });

  it("answers 404 for an unknown setting", async () => {
    const response = await save(999999, "x");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Setting not found");
  });
});
