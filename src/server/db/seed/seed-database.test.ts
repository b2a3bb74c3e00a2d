import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../../tests/support/test-database";
import { verifyPassword } from "../../auth/password";
import type { DatabaseHandle } from "../client";
import { orders } from "../schema/orders";
import { pricing } from "../schema/payments";
import { settings } from "../schema/settings";
import { users } from "../schema/users";
import { seedDatabase } from "./seed-database";

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await openTestDatabase();
});
afterEach(async () => handle.close());

const admin = { username: "admin", email: "admin@example.com" };

describe("seedDatabase", () => {
  it("generates an admin password once, and stores only its hash", async () => {
    const first = await seedDatabase(handle.db, { admin, demoData: false });
    expect(first.admin).toMatchObject({ username: "admin", generatedPassword: true });
    const [row] = await handle.db.select().from(users).where(eq(users.username, "admin"));
    expect(row!.role).toBe("admin");
    expect(row!.password).not.toContain(first.admin!.password);
    expect(await verifyPassword(first.admin!.password, row!.password)).toBe(true);

    const second = await seedDatabase(handle.db, { admin, demoData: false });
    expect(second.admin).toBeNull();
  });

  it("uses ADMIN_PASSWORD when given", async () => {
    const result = await seedDatabase(handle.db, { admin: { ...admin, password: "chosen-password" }, demoData: false });
    expect(result.admin).toEqual({ username: "admin", password: "chosen-password", generatedPassword: false });
  });

  it("inserts pricing and settings once, keeping an admin's later changes", async () => {
    await seedDatabase(handle.db, { admin, demoData: false });
    await handle.db.update(settings).set({ value: "+1 (646) 555-0100" }).where(eq(settings.key, "company_phone"));
    await handle.db.update(pricing).set({ pricePerWordCents: 14 }).where(eq(pricing.serviceType, "certified"));
    await seedDatabase(handle.db, { admin, demoData: false });

    const rates = await handle.db.select().from(pricing);
    expect(rates).toHaveLength(3);
    expect(rates.find((r) => r.serviceType === "certified")!.pricePerWordCents).toBe(14);
    const [phone] = await handle.db.select().from(settings).where(eq(settings.key, "company_phone"));
    expect(phone!.value).toBe("+1 (646) 555-0100");
    const categories = new Set((await handle.db.select().from(settings)).map((s) => s.category));
    expect([...categories].sort()).toEqual(["email", "general", "payment", "security"]);
  });

  it("adds a demo customer with orders only when asked", async () => {
    const result = await seedDatabase(handle.db, { admin, demoData: true });
    expect(result.demoCustomer?.username).toBe("demo");
    const statuses = (await handle.db.select().from(orders)).map((o) => o.status).sort();
    expect(statuses).toEqual(["completed", "pending", "processing"]);
    expect((await seedDatabase(handle.db, { admin, demoData: true })).demoCustomer).toBeNull();
    expect(await handle.db.select().from(orders)).toHaveLength(3);
  });
});
