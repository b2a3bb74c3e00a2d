import { eq } from "drizzle-orm";
import { invalidateAllSessions } from "../../../src/server/auth/sessions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../../../src/server/db/schema/documents";
import { orderStatusHistory } from "../../../src/server/db/schema/orders";
import { translatorJobs, translators } from "../../../src/server/db/schema/translators";
import { users } from "../../../src/server/db/schema/users";
import { ASSIGNMENT_MESSAGES } from "../../../src/shared/assignment";
import { formatUsLongDate } from "../../../src/shared/format";
import type { AdminOrderDeliveryDto } from "../../../src/shared/schemas/jobs";
import { createOrderFor } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { approvedTranslator, assign, get, paidOrder, type SignedInTranslator } from "./fixtures";

let t: TestApp;
let admin: string;
let customer: { cookie: string };
let trEn: SignedInTranslator;
let otherTrEn: SignedInTranslator;
let enTr: SignedInTranslator;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  customer = await t.registerCustomer();
  trEn = await approvedTranslator(t, admin, { fullName: "Zeynep Arslan" });
  otherTrEn = await approvedTranslator(t, admin, { fullName: "Can Demir" });
  enTr = await approvedTranslator(t, admin, { fullName: "Mert Aydin", languagePair: "en-tr" });
});
afterAll(async () => t.close());

const delivery = async (orderId: number) =>
  (await get(t, `/api/admin/orders/${orderId}/delivery`, admin)).json<AdminOrderDeliveryDto>();

describe("POST /api/admin/orders/:orderId/assignment", () => {
  it("assigns a processing order to an approved translator with the same pair and e-mails them the job", async () => {
    const order = await paidOrder(t, customer.cookie);
    const before = await delivery(order.id);
    expect(before.translators.map((x) => x.fullName)).toEqual(expect.arrayContaining(["Zeynep Arslan", "Can Demir"]));
    expect(before.translators.map((x) => x.fullName)).not.toContain("Mert Aydin");
    expect(before).toMatchObject({ activeJob: null, assignmentRefusal: null, needsCertificate: true });

    const response = await assign(t, admin, order.id, trEn.translatorId);
    expect(response.statusCode).toBe(201);
    const state = response.json<AdminOrderDeliveryDto>();
    expect(state.activeJob).toMatchObject({
      translatorId: trEn.translatorId,
      translatorName: "Zeynep Arslan",
      status: "Assigned",
      assignedByUsername: "admin",
      endedAt: null,
    });
    const jobId = state.activeJob!.id;

    const [mail] = await t.mailer.listOutbox({ to: trEn.email, limit: 1 });
    expect(mail!.subject).toBe(`New translation job: order #${order.id}`);
    expect(mail!.text).toContain("Language pair: Turkish into English");
    expect(mail!.text).toContain("Documents: 1");
    // The plan's name as the site writes it, not the enum value ("Service: certified").
    expect(mail!.text).toMatch(/^Service: (Standard|Certified|Premium)$/m);
    expect(mail!.text).toMatch(/Due date: [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(mail!.text).toContain(`${t.config.publicUrl}/translator/jobs/${jobId}`);

    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: "processing",
      toStatus: "processing",
      note: `Assigned to translator Zeynep Arslan (job #${jobId})`,
    });
    const docs = await t.db.select().from(documents).where(eq(documents.orderId, order.id));
    expect(docs.map((doc) => doc.status)).toEqual(["processing"]);
  });

  it("puts the order's estimated delivery date in the e-mail as the due date", async () => {
    const order = await paidOrder(t, customer.cookie);
    await assign(t, admin, order.id, otherTrEn.translatorId);
    const [row] = await t.db.select().from(translatorJobs).where(eq(translatorJobs.orderId, order.id));
    const detail = (await get(t, `/api/translator/jobs/${row!.id}`, otherTrEn.cookie)).json<{ dueDate: string }>();
    const [mail] = await t.mailer.listOutbox({ to: otherTrEn.email, limit: 1 });
    expect(mail!.text).toContain(`Due date: ${formatUsLongDate(detail.dueDate)}`);
  });

  it("reassigning ends the previous job: its translator loses access and both are e-mailed", async () => {
    const order = await paidOrder(t, customer.cookie);
    const first = (await assign(t, admin, order.id, trEn.translatorId)).json<AdminOrderDeliveryDto>().activeJob!;
    const again = await assign(t, admin, order.id, trEn.translatorId);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ASSIGNMENT_MESSAGES.alreadyAssigned);

    const response = await assign(t, admin, order.id, otherTrEn.translatorId);
    expect(response.statusCode).toBe(201);
    const state = response.json<AdminOrderDeliveryDto>();
    expect(state.activeJob).toMatchObject({ translatorName: "Can Demir", status: "Assigned" });
    expect(state.pastJobs).toEqual([
      expect.objectContaining({ id: first.id, translatorName: "Zeynep Arslan", endedAt: expect.any(String) }),
    ]);
    const active = await t.db.select().from(translatorJobs).where(eq(translatorJobs.orderId, order.id));
    expect(active.filter((job) => job.endedAt === null)).toHaveLength(1);

    expect((await get(t, `/api/translator/jobs/${first.id}`, trEn.cookie)).statusCode).toBe(404);
    const jobs = (await get(t, "/api/translator/jobs", trEn.cookie)).json<{ items: { id: number }[] }>().items;
    expect(jobs.map((job) => job.id)).not.toContain(first.id);
    const [notice] = await t.mailer.listOutbox({ to: trEn.email, limit: 1 });
    expect(notice!.subject).toBe(`Order #${order.id} has been reassigned`);
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.at(-1)!.note).toBe(
      `Reassigned from Zeynep Arslan (job #${first.id}) to Can Demir (job #${state.activeJob!.id})`,
    );
  });

  it("refuses an order that is not in processing", async () => {
    const pending = await createOrderFor(t, customer.cookie);
    const response = await assign(t, admin, pending.id, trEn.translatorId);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ASSIGNMENT_MESSAGES.orderNotProcessing);
    expect((await delivery(pending.id)).assignmentRefusal).toBe(ASSIGNMENT_MESSAGES.orderNotProcessing);
    expect(await t.db.select().from(translatorJobs).where(eq(translatorJobs.orderId, pending.id))).toEqual([]);
  });

  it("refuses a translator whose language pair differs from the order's direction", async () => {
    const order = await paidOrder(t, customer.cookie);
    const response = await assign(t, admin, order.id, enTr.translatorId);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ASSIGNMENT_MESSAGES.languagePairMismatch);
  });

  it("refuses an application that is not approved, and a translator whose account is disabled", async () => {
    const order = await paidOrder(t, customer.cookie);
    const pending = await approvedTranslator(t, admin);
    await t.db
      .update(translators)
      .set({ status: "ID Verified" })
      .where(eq(translators.translatorId, pending.translatorId));
    const notApproved = await assign(t, admin, order.id, pending.translatorId);
    expect(notApproved.statusCode).toBe(400);
    expect(notApproved.json().message).toBe(ASSIGNMENT_MESSAGES.translatorNotApproved);

    const disabled = await approvedTranslator(t, admin);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.userId));
    invalidateAllSessions(); // the session cache does not see direct writes
    const refused = await assign(t, admin, order.id, disabled.translatorId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ASSIGNMENT_MESSAGES.translatorWithoutAccount);
    expect((await delivery(order.id)).translators.map((x) => x.translatorId)).not.toContain(disabled.translatorId);
  });

  it("answers 404 for an unknown order or translator and 400 for a bad body or id", async () => {
    const order = await paidOrder(t, customer.cookie);
    expect((await assign(t, admin, 999999, trEn.translatorId)).json()).toMatchObject({ message: "Order not found" });
    const unknown = await assign(t, admin, order.id, 999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Translator not found");
    const bad = await assign(t, admin, order.id, "someone");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Please choose a translator");
    expect((await assign(t, admin, "abc", trEn.translatorId)).json().message).toBe("Invalid order id");
  });

  it("is closed to visitors, customers and translators", async () => {
    const order = await paidOrder(t, customer.cookie);
    const url = `/api/admin/orders/${order.id}/assignment`;
    expect((await t.app.inject({ method: "POST", url, payload: { translatorId: trEn.translatorId } })).statusCode).toBe(
      401,
    );
    for (const cookie of [customer.cookie, trEn.cookie]) {
      const response = await t.app.inject({
        method: "POST",
        url,
        headers: { cookie },
        payload: { translatorId: trEn.translatorId },
      });
      expect(response.statusCode).toBe(403);
      expect((await get(t, `/api/admin/orders/${order.id}/delivery`, cookie)).statusCode).toBe(403);
    }
  });
});
