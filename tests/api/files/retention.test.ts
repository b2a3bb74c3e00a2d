import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../../../src/server/db/schema/documents";
import { orderFileRetention } from "../../../src/server/db/schema/files";
import { orders } from "../../../src/server/db/schema/orders";
import { keyRecordKey } from "../../../src/server/storage/data-key-records";
import { finishPurge, markPurgeIntent } from "../../../src/server/files/purge-order-files";
import { runFileRetention } from "../../../src/server/files/run-file-retention";
import { FILE_HISTORY_NOTES, FILE_MESSAGES } from "../../../src/shared/file-retention";
import type { AdminOrderDetail } from "../../../src/shared/schemas/admin";
import type { OrderFilesDto } from "../../../src/shared/schemas/files";
import type { TranslatorJobDetailDto } from "../../../src/shared/schemas/jobs";
import type { OrderDetailDto } from "../../../src/shared/schemas/order-detail";
import type { CustomerOrderList } from "../../../src/shared/schemas/orders";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { approvedTranslator, get, paidOrder, type SignedInTranslator } from "../jobs/fixtures";
import { completedOrderWithFiles, downloadUrls, type FilledOrder } from "./fixtures";

// Issue 27, item 4 (docs/decisions/029-customer-files.md): files of closed orders are deleted N days after closing,
// after a 7-day notice; the customer may delete them sooner; a purge a crash interrupted is finished by the next run.

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: string;
let translator: SignedInTranslator;
let customer: { cookie: string; user: { id: number; email: string; username: string } };
let other: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  translator = await approvedTranslator(t, admin, { fullName: "Zeynep Arslan" });
  customer = await t.registerCustomer({ firstName: "Elif" });
  other = await t.registerCustomer();
  // The customer reads in Turkish: the notice is written in Turkish.
  await t.app.inject({
    method: "PUT",
    url: "/api/user/language",
    headers: { cookie: customer.cookie },
    payload: { language: "tr" },
  });
}, 180_000);
afterAll(async () => t.close());

const run = (at: Date) =>
  runFileRetention({ db: t.db, storage: t.storage, mailer: t.mailer, publicUrl: t.config.publicUrl, now: () => at });
const filesOf = async (orderId: number, cookie = customer.cookie) =>
  (await get(t, `/api/orders/${orderId}/files`, cookie)).json<OrderFilesDto>();
const noticesTo = async (orderId: number) =>
  (await t.mailer.listOutbox({ to: customer.user.email, limit: 100 })).filter((mail) =>
    mail.subject.startsWith(`#${orderId} numaralı siparişinizin dosyaları`),
  );

async function expectAllGone(order: FilledOrder) {
  for (const key of order.keys) {
    expect(await t.storageBackend.exists(key), key).toBe(false);
    expect(await t.storageBackend.exists(keyRecordKey(key)), `key record of ${key}`).toBe(false);
  }
}

async function expectDownloadsGone(order: FilledOrder) {
  const urls = downloadUrls(order);
  for (const [url, cookie] of [
    [urls.document, customer.cookie],
    [urls.translation, customer.cookie],
    [urls.certificate, customer.cookie],
    [urls.notarized, customer.cookie],
    [urls.adminNotarized, admin],
    [urls.document, admin],
    [urls.translatorDocument, translator.cookie],
    [urls.messageAttachment, customer.cookie],
    [urls.messageAttachment, admin],
  ] as const) {
    const response = await get(t, url, cookie);
    expect(response.statusCode, url).toBe(410);
    expect(response.json()).toMatchObject({
      code: "FILE_DELETED",
      message: expect.stringMatching(new RegExp(`^${FILE_MESSAGES.deleted} on [A-Z][a-z]+ \\d{1,2}, \\d{4}\\.$`)),
    });
  }
}

describe("the retention period", { timeout: 120_000 }, () => {
  it("e-mails the 7-day notice once, in the customer's language, then deletes every file of the order; verification still answers", async () => {
    const order = await completedOrderWithFiles(t, admin, translator, customer.cookie);
    const start = Date.now();
    const planned = await filesOf(order.orderId);
    expect(planned).toMatchObject({ retentionDays: 90, deletedAt: null, canDelete: true, fileCount: 5 });
    expect(new Date(planned.plannedDeletionAt!).getTime()).toBeGreaterThanOrEqual(start + 90 * DAY - 60_000);

    expect((await run(new Date(start + 82 * DAY))).noticed).not.toContain(order.orderId);
    expect(await noticesTo(order.orderId)).toHaveLength(0);

    expect((await run(new Date(start + 83 * DAY + 60_000))).noticed).toContain(order.orderId);
    expect((await run(new Date(start + 84 * DAY))).noticed).not.toContain(order.orderId);
    const notices = await noticesTo(order.orderId);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toMatch(/tarihinde silinecek$/);
    expect(notices[0]!.text).toContain(`${t.config.publicUrl}/dashboard/download/${order.orderId}`);
    expect(notices[0]!.text).toContain("Merhaba Elif");
    expect((await filesOf(order.orderId)).noticeSentAt).not.toBeNull();

    // Not a day early.
    expect((await run(new Date(start + 89 * DAY))).purged).not.toContain(order.orderId);
    for (const key of order.keys) expect(await t.storageBackend.exists(key)).toBe(true);

    expect((await run(new Date(start + 90 * DAY + 60 * 60 * 1000))).purged).toContain(order.orderId);
    await expectAllGone(order);
    const deleted = await filesOf(order.orderId);
    expect(deleted).toMatchObject({
      deletionReason: "retention",
      canDelete: false,
      fileCount: 0,
      plannedDeletionAt: null,
    });
    expect(deleted.deletedFiles.map((file) => file.kind).sort()).toEqual([
      "certificate",
      "document",
      "message_attachment",
      "notarized_scan",
      "translation",
    ]);
    await expectDownloadsGone(order);

    // What was deleted and when: the customer's timeline, the admin's history.
    const detail = (await get(t, `/api/orders/${order.orderId}`, customer.cookie)).json<OrderDetailDto>();
    expect(detail.timeline?.at(-1)).toMatchObject({
      kind: "files_deleted",
      label: "Files deleted after the retention period",
      detail: "1 source document, 1 translation, 1 certificate copy, 1 notarized scan, 1 message attachment",
      at: deleted.deletedAt,
    });
    const adminDetail = (await get(t, `/api/admin/orders/${order.orderId}`, admin)).json<AdminOrderDetail>();
    expect(adminDetail.history.at(-1)).toMatchObject({
      note: FILE_HISTORY_NOTES.retention,
      changedBy: null,
      toStatus: "completed",
      fromStatus: "completed",
    });

    // The certificate's row stays: its public verification page answers as before.
    expect((await get(t, `/api/verify/${order.verificationCode}`)).statusCode).toBe(200);
    // A later run changes nothing.
    expect(await run(new Date(start + 100 * DAY))).toEqual({ resumed: [], noticed: [], purged: [] });
  });

  it("finishes a purge a crash interrupted after some objects were deleted", async () => {
    const order = await completedOrderWithFiles(t, admin, translator, customer.cookie);
    // The crash: intent recorded, one object deleted, then nothing.
    await t.db.transaction((tx) =>
      markPurgeIntent(tx, { orderId: order.orderId, reason: "retention", requestedBy: null }),
    );
    await t.storage.delete(order.keys[0]!);
    expect(await t.storageBackend.exists(order.keys[1]!)).toBe(true);
    // Downloads already answer "deleted" (the intent is the moment of deletion).
    await expectDownloadsGone(order);

    const rerun = await run(new Date());
    expect(rerun.resumed).toEqual([order.orderId]);
    await expectAllGone(order);
    const [row] = await t.db.select().from(orderFileRetention).where(eq(orderFileRetention.orderId, order.orderId));
    expect(row!.purgeCompletedAt).not.toBeNull();
    // Repeating the deletion of objects already gone is fine, and a further run has nothing left to finish.
    await finishPurge({ db: t.db, storage: t.storage, orderId: order.orderId });
    expect((await run(new Date())).resumed).toEqual([]);
    const history = (await get(t, `/api/admin/orders/${order.orderId}`, admin)).json<AdminOrderDetail>().history;
    expect(history.filter((entry) => entry.note === FILE_HISTORY_NOTES.retention)).toHaveLength(1);
  });

  it("works through more due orders than one query reads, a batch at a time, each order once", async () => {
    // Years of closed orders due on an installation's first run: five orders closed long ago, read two at a time.
    const longAgo = new Date(Date.now() - 400 * DAY);
    const ids: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const [order] = await t.db
        .insert(orders)
        .values({
          userId: customer.user.id,
          status: "completed",
          serviceType: "certified",
          translationDirection: "tr-en",
          wordCount: 100,
          totalCents: 2500,
          createdAt: longAgo,
          updatedAt: longAgo,
        })
        .returning({ id: orders.id });
      await t.db.insert(documents).values({
        orderId: order!.id,
        originalFilename: `old-${index}.pdf`,
        s3Key: `documents/old-${index}-${order!.id}`,
        fileType: "application/pdf",
        fileSize: 1000,
      });
      ids.push(order!.id);
    }
    const batched = (at: Date) =>
      runFileRetention({
        db: t.db,
        storage: t.storage,
        mailer: t.mailer,
        publicUrl: t.config.publicUrl,
        now: () => at,
        batchSize: 2,
      });
    const first = await batched(new Date());
    expect(first.noticed.filter((id) => ids.includes(id))).toEqual(ids);
    for (const id of ids) expect(await noticesTo(id)).toHaveLength(1);
    expect((await batched(new Date())).noticed.filter((id) => ids.includes(id))).toEqual([]);
    // A week later, each deleted once.
    const later = await batched(new Date(Date.now() + 8 * DAY));
    expect(later.purged.filter((id) => ids.includes(id))).toEqual(ids);
    expect((await batched(new Date(Date.now() + 9 * DAY))).purged).toEqual([]);
  });
});

describe("the customer deletes an order's files", { timeout: 120_000 }, () => {
  it("is refused before the order is completed", async () => {
    const order = await paidOrder(t, customer.cookie);
    const refused = await t.app.inject({
      method: "DELETE",
      url: `/api/orders/${order.id}/files`,
      headers: { cookie: customer.cookie },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(FILE_MESSAGES.notClosed);
    expect(await filesOf(order.id)).toMatchObject({
      deletedAt: null,
      canDelete: false,
      fileCount: 1,
      plannedDeletionAt: null,
    });
  });

  it("deletes every file at once after completion, only for the owner, once; the timeline, the history and the order and job answers say so", async () => {
    const order = await completedOrderWithFiles(t, admin, translator, customer.cookie);
    const del = (cookie: string) =>
      t.app.inject({ method: "DELETE", url: `/api/orders/${order.orderId}/files`, headers: { cookie } });
    expect((await del(other.cookie)).statusCode).toBe(404);
    expect((await del(admin)).statusCode).toBe(404);
    for (const key of order.keys) expect(await t.storageBackend.exists(key)).toBe(true);
    // What the screens offer downloads by (issue 42 item 3): the order in the list and its page, the translator's job.
    const deletedAtShown = async () => ({
      list: (await get(t, "/api/orders?limit=100", customer.cookie))
        .json<CustomerOrderList>()
        .items.find((item) => item.id === order.orderId)?.filesDeletedAt,
      detail: (await get(t, `/api/orders/${order.orderId}`, customer.cookie)).json<OrderDetailDto>().filesDeletedAt,
      job: (await get(t, `/api/translator/jobs/${order.jobId}`, translator.cookie)).json<TranslatorJobDetailDto>()
        .filesDeletedAt,
    });
    expect(await deletedAtShown()).toEqual({ list: null, detail: null, job: null });

    const deleted = await del(customer.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<OrderFilesDto>()).toMatchObject({ deletionReason: "customer", canDelete: false, fileCount: 0 });
    const deletedAt = deleted.json<OrderFilesDto>().deletedAt;
    expect(deletedAt).toEqual(expect.any(String));
    // The customer's first page of orders is cached until a write: the deletion is one.
    expect(await deletedAtShown()).toEqual({ list: deletedAt, detail: deletedAt, job: deletedAt });
    await expectAllGone(order);
    await expectDownloadsGone(order);

    const again = await del(customer.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FILE_MESSAGES.alreadyDeleted);

    const timeline =
      (await get(t, `/api/orders/${order.orderId}`, customer.cookie)).json<OrderDetailDto>().timeline ?? [];
    expect(timeline.filter((event) => event.kind === "files_deleted")).toEqual([
      expect.objectContaining({
        label: "Files deleted at your request",
        detail: "1 source document, 1 translation, 1 certificate copy, 1 notarized scan, 1 message attachment",
      }),
    ]);
    const history = (await get(t, `/api/admin/orders/${order.orderId}`, admin)).json<AdminOrderDetail>().history;
    expect(history.at(-1)).toMatchObject({
      note: FILE_HISTORY_NOTES.customer,
      changedBy: customer.user.id,
      changedByUsername: customer.user.username,
    });
    // The retention run has nothing more to do for it.
    const later = await run(new Date(Date.now() + 200 * DAY));
    expect(later.noticed).not.toContain(order.orderId);
    expect(later.purged).not.toContain(order.orderId);
  });
});
