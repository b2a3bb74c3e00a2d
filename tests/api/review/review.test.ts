import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../src/server/db/schema/orders";
import { revisionRequests } from "../../../src/server/db/schema/review";
import { translatorJobs } from "../../../src/server/db/schema/translators";
import { approveOverdueDrafts } from "../../../src/server/review/approve-overdue-drafts";
import { REVIEW_MESSAGES } from "../../../src/shared/draft-review";
import type { OrderDetailDto } from "../../../src/shared/schemas/order-detail";
import { REVIEW_NOTES } from "../../../src/shared/timeline";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import {
  approvedTranslator,
  completeJob,
  deliverOrder,
  get,
  jobDetail,
  paidOrder,
  setOrderStatus,
  translatedPdf,
  uploadTranslation,
  type SignedInTranslator,
} from "../jobs/fixtures";

let t: TestApp;
let admin: string;
let owner: { cookie: string; user: { email: string } };
let stranger: { cookie: string };
let translator: SignedInTranslator;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  owner = await t.registerCustomer({ firstName: "Elif" });
  stranger = await t.registerCustomer({ firstName: "Other" });
  translator = await approvedTranslator(t, admin, { fullName: "Zeynep Arslan" });
});
afterAll(async () => t.close());
const deps = () => ({ db: t.db, storage: t.storage, mailer: t.mailer, publicUrl: t.config.publicUrl });

const approve = (orderId: number, cookie?: string) =>
  t.app.inject({ method: "POST", url: `/api/orders/${orderId}/review/approve`, headers: cookie ? { cookie } : {} });
const requestRevision = (orderId: number, cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: `/api/orders/${orderId}/review/revisions`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const detail = async (orderId: number) => (await get(t, `/api/orders/${orderId}`, owner.cookie)).json<OrderDetailDto>();

async function deliveredOrder() {
  const order = await paidOrder(t, owner.cookie);
  const delivered = await deliverOrder(t, admin, translator, order.id, { approve: false });
  return { orderId: order.id, ...delivered };
}

describe("the translator delivers a draft", () => {
  it("shows it to the owner for review and e-mails them", async () => {
    const { orderId, documentIds } = await deliveredOrder();
    const order = await detail(orderId);
    expect(order).toMatchObject({ status: "processing", reviewStatus: "awaiting_review", reviewApprovedAt: null });
    expect(new Date(order.autoApprovalAt!).getTime() - new Date(order.draftDeliveredAt!).getTime()).toBe(
      5 * 24 * 3600 * 1000,
    );
    expect(order.drafts).toEqual([
      {
        documentId: documentIds[0],
        originalFilename: "contract.pdf",
        // Named for what it is (no document type or passport names on this order): never the uploaded file.
        title: "Other Document",
        versions: [expect.objectContaining({ version: 1 })],
      },
    ]);
    expect(order.timeline.map((event) => event.kind)).toEqual(["created", "paid", "assigned", "draft_delivered"]);

    const [mail] = await t.mailer.listOutbox({ to: owner.user.email, limit: 1 });
    expect(mail!.subject).toBe("Your translation is ready for review");
    expect(mail!.text).toContain(`/dashboard/orders/${orderId}`);

    const download = await get(
      t,
      `/api/deliverables/translations/${order.drafts[0]!.versions[0]!.id}/download`,
      owner.cookie,
    );
    expect(download.statusCode).toBe(200);
    expect(
      (await get(t, `/api/deliverables/translations/${order.drafts[0]!.versions[0]!.id}/download`, stranger.cookie))
        .statusCode,
    ).toBe(404);
    const listed = (await get(t, `/api/orders/${orderId}/deliverables`, owner.cookie)).json<{
      files: { kind: string }[];
    }>().files;
    expect(listed.map((file) => file.kind)).toEqual(["translation"]);
  });

  it("cannot be completed by the admin before the customer approves", async () => {
    const { orderId } = await deliveredOrder();
    const refused = await setOrderStatus(t, admin, orderId, "completed");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(REVIEW_MESSAGES.notApproved);
    expect((await get(t, `/api/admin/orders/${orderId}/delivery`, admin)).json().completionRefusal).toBe(
      REVIEW_MESSAGES.notApproved,
    );
  });
});

describe("POST /api/orders/:id/review/approve", () => {
  it("approves the owner's draft once, which completes the order with its certificates and tells customer and translator", async () => {
    const { orderId } = await deliveredOrder();
    const response = await approve(orderId, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderDetailDto>()).toMatchObject({
      status: "completed",
      reviewStatus: "approved",
      reviewApprovedAutomatically: false,
    });
    const history = response.json<OrderDetailDto>().history;
    expect(history.at(-2)!.note).toBe(REVIEW_NOTES.approved);
    expect(history.at(-1)).toMatchObject({
      fromStatus: "processing",
      toStatus: "completed",
      note: "Completed after the customer approved the draft. 1 certificate of translation accuracy issued",
    });
    const [customerMail] = await t.mailer.listOutbox({ to: owner.user.email, limit: 1 });
    expect(customerMail!.subject).toBe(`Your order #${orderId} is complete`);
    expect(customerMail!.text).toContain(`/dashboard/download/${orderId}`);
    const [translatorMail] = await t.mailer.listOutbox({ to: translator.email, limit: 1 });
    expect(translatorMail!.subject).toBe(`Translation approved: order #${orderId}`);

    const again = await approve(orderId, owner.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(REVIEW_MESSAGES.alreadyApproved);

    // Nothing left for the admin: the same status is a no-op.
    expect((await setOrderStatus(t, admin, orderId, "completed")).statusCode).toBe(200);
    const kinds = (await detail(orderId)).timeline.map((event) => event.kind);
    expect(kinds).toEqual(["created", "paid", "assigned", "draft_delivered", "approved", "certified", "completed"]);
  });

  it("answers 404 for someone else's order, 401 signed out, 400 before any delivery", async () => {
    const { orderId } = await deliveredOrder();
    const foreign = await approve(orderId, stranger.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Order not found");
    expect((await approve(orderId)).statusCode).toBe(401);
    expect((await approve(999999, owner.cookie)).statusCode).toBe(404);
    const undelivered = await paidOrder(t, owner.cookie);
    const early = await approve(undelivered.id, owner.cookie);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(REVIEW_MESSAGES.notAwaitingReview);
    expect((await detail(orderId)).reviewStatus).toBe("awaiting_review");
  });
});

describe("POST /api/orders/:id/review/revisions", () => {
  it("reopens the job for the same translator, e-mails the comments, and a new version goes back to review", async () => {
    const { orderId, jobId, documentIds } = await deliveredOrder();
    const response = await requestRevision(orderId, owner.cookie, {
      revisions: [{ documentId: documentIds[0], comment: "Please spell the name as Şahin" }],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<OrderDetailDto>();
    expect(body.reviewStatus).toBe("revision_requested");
    expect(body.revisionRequests).toEqual([
      expect.objectContaining({ documentId: documentIds[0], jobId, comment: "Please spell the name as Şahin" }),
    ]);
    const [job] = await t.db.select().from(translatorJobs).where(eq(translatorJobs.id, jobId));
    expect(job).toMatchObject({ status: "In Progress", completedAt: null });
    const [mail] = await t.mailer.listOutbox({ to: translator.email, limit: 1 });
    expect(mail!.subject).toBe(`Revision requested: order #${orderId}`);
    expect(mail!.text).toContain("The customer wrote about contract.pdf:\n> Please spell the name as Şahin");
    expect(mail!.text).toContain(`/translator/jobs/${jobId}`);
    expect((await jobDetail(t, translator.cookie, jobId)).status).toBe("In Progress");
    expect((await get(t, `/api/translator/jobs/${jobId}`, translator.cookie)).json().revisionRequests).toEqual([
      expect.objectContaining({ documentId: documentIds[0], comment: "Please spell the name as Şahin" }),
    ]);

    // A version uploaded but not yet delivered is not shown to the customer.
    expect(
      (await uploadTranslation(t, translator.cookie, jobId, documentIds[0]!, await translatedPdf("Sahin"))).statusCode,
    ).toBe(201);
    expect((await detail(orderId)).drafts[0]!.versions.map((version) => version.version)).toEqual([1]);
    expect((await completeJob(t, translator.cookie, jobId)).statusCode).toBe(200);
    const redelivered = await detail(orderId);
    expect(redelivered.reviewStatus).toBe("awaiting_review");
    expect(redelivered.drafts[0]!.versions.map((version) => version.version)).toEqual([2, 1]);
    expect(redelivered.timeline.map((event) => event.kind)).toEqual([
      "created",
      "paid",
      "assigned",
      "draft_delivered",
      "revision_requested",
      "draft_delivered",
    ]);
    expect(redelivered.timeline[4]!.detail).toBe("contract.pdf: Please spell the name as Şahin");
  });

  it("checks the comments, the documents, the state and the owner", async () => {
    const { orderId, documentIds } = await deliveredOrder();
    const none = await requestRevision(orderId, owner.cookie, { revisions: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(REVIEW_MESSAGES.revisionRequired);
    const empty = await requestRevision(orderId, owner.cookie, {
      revisions: [{ documentId: documentIds[0], comment: " " }],
    });
    expect(empty.json().message).toBe(REVIEW_MESSAGES.commentRequired);
    const long = await requestRevision(orderId, owner.cookie, {
      revisions: [{ documentId: documentIds[0], comment: "x".repeat(2001) }],
    });
    expect(long.json().message).toBe(REVIEW_MESSAGES.commentTooLong);
    const otherDocument = await requestRevision(orderId, owner.cookie, {
      revisions: [{ documentId: 999999, comment: "Fix" }],
    });
    expect(otherDocument.statusCode).toBe(400);
    expect(otherDocument.json().message).toBe(REVIEW_MESSAGES.unknownDocument);
    const foreign = await requestRevision(orderId, stranger.cookie, {
      revisions: [{ documentId: documentIds[0], comment: "Fix" }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(await t.db.select().from(revisionRequests).where(eq(revisionRequests.orderId, orderId))).toEqual([]);

    expect((await approve(orderId, owner.cookie)).statusCode).toBe(200);
    const late = await requestRevision(orderId, owner.cookie, {
      revisions: [{ documentId: documentIds[0], comment: "Fix" }],
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(REVIEW_MESSAGES.alreadyApproved);
  });
});

describe("automatic approval after 5 days", () => {
  it("approves an overdue draft once, in the review.auto-approve job, idempotently; reading the order changes nothing", async () => {
    const { orderId } = await deliveredOrder();
    const fresh = await approveOverdueDrafts({ ...deps(), orderIds: [orderId] });
    expect(fresh).toEqual([]);
    await t.db
      .update(orders)
      .set({ draftDeliveredAt: new Date(Date.now() - 5 * 24 * 3600 * 1000 - 1000) })
      .where(eq(orders.id, orderId));

    // No writes in GET: the customer's list, the order and the admin's delivery view leave the overdue draft alone.
    expect((await get(t, "/api/orders", owner.cookie)).statusCode).toBe(200);
    expect((await get(t, `/api/admin/orders/${orderId}/delivery`, admin)).statusCode).toBe(200);
    const unread = await detail(orderId);
    expect(unread).toMatchObject({ status: "processing", reviewStatus: "awaiting_review", reviewApprovedAt: null });
    expect(new Date(unread.autoApprovalAt!).getTime()).toBeLessThan(Date.now());

    // The job's use case (register-jobs.ts runs it every AUTO_APPROVAL_EVERY_MINUTES) approves and completes it.
    expect(await approveOverdueDrafts(deps())).toContain(orderId);
    const order = await detail(orderId);
    expect(order).toMatchObject({ status: "completed", reviewStatus: "approved", reviewApprovedAutomatically: true });
    expect(order.timeline.at(-3)).toMatchObject({ kind: "approved", label: "Draft approved automatically" });
    expect(order.timeline.at(-1)).toMatchObject({ kind: "completed" });
    expect(order.history.at(-1)).toMatchObject({
      toStatus: "completed",
      note: "Completed automatically after the draft was approved. 1 certificate of translation accuracy issued",
    });
    expect(await approveOverdueDrafts({ ...deps(), now: new Date(Date.now() + 1000) })).not.toContain(orderId);
    const notes = order.history.filter((entry) => entry.note === REVIEW_NOTES.autoApproved);
    expect(notes).toHaveLength(1);
    expect((await setOrderStatus(t, admin, orderId, "completed")).statusCode).toBe(200);
  });

  it("is applied by the admin's completion and by the timer's use case", async () => {
    const { orderId } = await deliveredOrder();
    const later = new Date(Date.now() + 5 * 24 * 3600 * 1000 + 1000);
    expect(await approveOverdueDrafts({ ...deps(), now: later })).toContain(orderId);
    expect((await detail(orderId)).reviewStatus).toBe("approved");

    const second = await deliveredOrder();
    await t.db
      .update(orders)
      .set({ draftDeliveredAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(orders.id, second.orderId));
    expect((await setOrderStatus(t, admin, second.orderId, "completed")).statusCode).toBe(200);
  });
});
