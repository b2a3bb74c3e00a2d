import { and, eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/test-database";
import { verifyPassword } from "../auth/password";
import type { DatabaseHandle } from "../db/client";
import { orders } from "../db/schema/orders";
import { settings } from "../db/schema/settings";
import { users } from "../db/schema/users";
import { seedDatabase } from "./seed-database";
import { seedDemoData } from "./seed-demo";
import { createDocumentAnalyser, type DocumentAnalyser } from "../documents/analysis-pool";
import { TEST_ADMIN, createTestApp, type TestApp } from "../../../tests/support/test-app";
import { getAdminStats } from "../admin/get-admin-stats";
import { certificates } from "../db/schema/certificates";
import { documents, translations } from "../db/schema/documents";
import { payments, pricing } from "../db/schema/payments";
import { translatorJobs, translators } from "../db/schema/translators";

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await openTestDatabase();
});
afterEach(async () => handle.close());

const admin = { username: "admin", email: "admin@example.com" };

describe("seedDatabase", () => {
  it("generates an admin password once, and stores only its hash", async () => {
    const first = await seedDatabase(handle.db, { admin });
    expect(first.admin).toMatchObject({ username: "admin", generatedPassword: true });
    const [row] = await handle.db.select().from(users).where(eq(users.username, "admin"));
    expect(row!.role).toBe("admin");
    expect(row!.password).not.toContain(first.admin!.password);
    expect(await verifyPassword(first.admin!.password, row!.password)).toBe(true);

    const second = await seedDatabase(handle.db, { admin });
    expect(second.admin).toBeNull();
  });

  it("uses ADMIN_PASSWORD when given", async () => {
    const result = await seedDatabase(handle.db, { admin: { ...admin, password: "chosen-password" } });
    expect(result.admin).toEqual({ username: "admin", password: "chosen-password", generatedPassword: false });
  });

  it("inserts pricing and settings once, keeping an admin's later changes", async () => {
    await seedDatabase(handle.db, { admin });
    await handle.db.update(settings).set({ value: "+1 (646) 555-0100" }).where(eq(settings.key, "company_phone"));
    await handle.db.update(pricing).set({ pricePerWordCents: 14 }).where(eq(pricing.serviceType, "certified"));
    await seedDatabase(handle.db, { admin });

    const rates = await handle.db.select().from(pricing);
    expect(rates).toHaveLength(3);
    expect(rates.find((r) => r.serviceType === "certified")!.pricePerWordCents).toBe(14);
    const [phone] = await handle.db.select().from(settings).where(eq(settings.key, "company_phone"));
    expect(phone!.value).toBe("+1 (646) 555-0100");
    const categories = new Set((await handle.db.select().from(settings)).map((s) => s.category));
    expect([...categories].sort()).toEqual(["email", "general", "payment", "security"]);
  });
});

describe("seedDemoData", () => {
  let t: TestApp;
  let analyser: DocumentAnalyser;
  beforeEach(async () => {
    t = await createTestApp();
    analyser = createDocumentAnalyser();
  });
  afterEach(async () => {
    await analyser.close();
    await t.close();
  });
  const seedDemo = () =>
    seedDemoData({
      db: t.db,
      storage: t.storage,
      mailer: t.mailer,
      payments: t.payments,
      publicUrl: t.config.publicUrl,
      log: t.app.log,
      analyser,
      adminUsername: TEST_ADMIN.username,
    });

  it("creates a consistent demo through the use cases, once", async () => {
    expect(await seedDemo()).toMatchObject({ username: "demo" });
    const [customer] = await t.db.select().from(users).where(eq(users.username, "demo"));
    const rows = await t.db.select().from(orders).where(eq(orders.userId, customer!.id)).orderBy(orders.id);
    expect(rows.map((o) => o.status)).toEqual(["completed", "processing", "pending"]);
    const [completed, processing, pending] = rows;

    const docs = (orderId: number) => t.db.select().from(documents).where(eq(documents.orderId, orderId));
    const paid = (orderId: number) =>
      t.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, "paid")));
    // Completed: its two documents, paid in full, translated, approved by the customer, one certificate each.
    const completedDocs = await docs(completed!.id);
    expect(completedDocs).toHaveLength(2);
    expect(completedDocs.every((doc) => doc.wordCount > 0 && doc.wordCountSource === "text")).toBe(true);
    expect((await paid(completed!.id)).map((p) => p.amountCents)).toEqual([completed!.totalCents]);
    expect(completed!.reviewStatus).toBe("approved");
    const certs = await t.db.select().from(certificates).where(eq(certificates.orderId, completed!.id));
    expect(certs.map((c) => c.documentId).sort()).toEqual(completedDocs.map((d) => d.id).sort());
    expect(
      await t.db
        .select()
        .from(translations)
        .where(
          inArray(
            translations.documentId,
            completedDocs.map((d) => d.id),
          ),
        ),
    ).toHaveLength(2);
    // Processing: paid and assigned, the job still open.
    expect(await docs(processing!.id)).toHaveLength(1);
    expect((await paid(processing!.id)).map((p) => p.amountCents)).toEqual([processing!.totalCents]);
    const jobs = await t.db.select().from(translatorJobs).where(eq(translatorJobs.orderId, processing!.id));
    expect(jobs.map((j) => [j.status, j.endedAt])).toEqual([["Assigned", null]]);
    const [translator] = await t.db
      .select()
      .from(translators)
      .where(eq(translators.translatorId, jobs[0]!.translatorId));
    expect(translator!.status).toBe("Approved");
    // Pending: a document, no payment.
    expect(await docs(pending!.id)).toHaveLength(1);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, pending!.id))).toHaveLength(0);
    // Every total is the shared price rule's, and the dashboard adds up what was paid.
    expect(rows.every((o) => o.totalCents > 0)).toBe(true);
    const stats = await getAdminStats({ db: t.db });
    expect([stats.totalOrders, stats.pendingOrders, stats.processingOrders, stats.completedOrders]).toEqual([
      3, 1, 1, 1,
    ]);
    const allTime = stats.money.find((m) => m.key === "all_time")!;
    expect(allTime).toMatchObject({
      grossCents: completed!.totalCents + processing!.totalCents,
      refundsCents: 0,
      paidOrders: 2,
    });
    expect(allTime.netCents).toBe(allTime.grossCents);

    // A restart finds the demo customer and adds nothing.
    expect(await seedDemo()).toBeNull();
    expect(await t.db.select().from(orders)).toHaveLength(3);
  });
});
