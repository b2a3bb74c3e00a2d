import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataExportLink, DataExportRequested, DataExportState } from "../../../src/shared/schemas/account-data";
import type { AdminOrderDeliveryDto } from "../../../src/shared/schemas/jobs";
import type { OrderDetailDto } from "../../../src/shared/schemas/order-detail";
import { cleanUpDataExports } from "../../../src/server/data-export/clean-up-data-exports";
import { prepareDataExports } from "../../../src/server/data-export/prepare-data-exports";
import { dataExports } from "../../../src/server/db/schema/account-data";
import { documents } from "../../../src/server/db/schema/documents";
import { settleWorkAfterAnswers } from "../../../src/server/http/after-answer";
import { POLICY_VERSION } from "../../../src/shared/legal-policy";
import { registerAccountDataJobs } from "../../../src/server/queue/account-data-jobs";
import { createEmbeddedQueue } from "../../../src/server/queue/embedded-queue";
import type { JobQueue } from "../../../src/server/queue/job-queue";
import { PNG_BYTES } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { orderWithDocument } from "../deliveries/fixtures";
import {
  approvedTranslator,
  deliverOrder,
  get,
  paidOrder,
  setOrderStatus,
  type SignedInTranslator,
} from "../jobs/fixtures";
import { postWithFiles, say } from "../messages/fixtures";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

let t: TestApp;
let admin: string;
let queue: JobQueue;
let translator: SignedInTranslator;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  translator = await approvedTranslator(t, admin);
  // The real job queue on this database, running only the account-data jobs (as start-server.ts registers them).
  queue = createEmbeddedQueue({ db: t.db, log: quiet, pollIntervalMs: 50 });
  registerAccountDataJobs(queue, {
    db: t.db,
    storage: t.storage,
    mailer: t.mailer,
    publicUrl: t.config.publicUrl,
    log: quiet,
    tmpDir: t.dataDir,
  });
  await queue.start();
}, 120_000);
afterAll(async () => {
  await queue?.stop(5_000);
  await t.close();
});

const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, ...(payload ? { payload } : {}) });
const requestExport = (cookie: string) => post("/api/user/data-export", cookie);
const state = async (cookie: string) => (await get(t, "/api/user/data-export", cookie)).json<DataExportState>();

/** Waits (as the customer waits for the e-mail) until the export e-mail to `email` arrives; its link's token. */
async function exportLink(email: string, count = 1): Promise<{ url: URL; text: string }> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const mails = (await t.mailer.listOutbox({ to: email })).filter(
      (mail) => /data/i.test(mail.subject) || /verileriniz/.test(mail.subject),
    );
    if (mails.length >= count) {
      const text = mails[0]!.text;
      return { url: new URL(text.match(/(http\S+\/data-export\?token=\S+)/)![1]!), text };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no data export e-mail for ${email}`);
}

const formDownload = (cookie: string, token: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/user/data-export/download",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ token }).toString(),
  });

describe("Download my data", () => {
  it("prepares a ZIP through the job queue, e-mails a single-use link that only its owner can use, and deletes the file once downloaded", async () => {
    const customer = await t.registerCustomer({ firstName: "Ayşe", lastName: "Yılmaz" });
    const other = await t.registerCustomer();
    const order = await paidOrder(t, customer.cookie);
    await deliverOrder(t, admin, translator, order.id);
    expect((await setOrderStatus(t, admin, order.id, "completed")).statusCode).toBe(200);
    const certificate = (await get(t, `/api/admin/orders/${order.id}/delivery`, admin)).json<AdminOrderDeliveryDto>()
      .certificates[0]!;
    expect(
      (await post(`/api/admin/orders/${order.id}/refunds`, admin, { amount: 5, reason: "Goodwill" })).statusCode,
    ).toBe(201);
    // An order still pending, with a Turkish file name.
    const pending = await orderWithDocument(t, customer.cookie, "Nüfus Kaydı.png");
    // A conversation on the pending order: the customer's question with a scan, and the agency's answer.
    const question = await postWithFiles(t, customer.cookie, pending.orderId, "Is the stamp on page 2 readable?", [
      { name: "Mühür.png", bytes: PNG_BYTES, type: "image/png" },
    ]);
    expect(question.statusCode, question.body).toBe(201);
    const attachment = question.json<{ attachments: { id: number }[] }>().attachments[0]!;
    await say(t, admin, pending.orderId, "Yes, we can read it.");

    expect(await state(customer.cookie)).toEqual({ latest: null });
    const requested = await requestExport(customer.cookie);
    expect(requested.statusCode).toBe(202);
    expect(requested.json<DataExportRequested>()).toMatchObject({
      message: "We are preparing your data. We will e-mail you a link to download it, usually within a few minutes.",
      latest: { status: "pending", readyAt: null, expiresAt: null, downloadedAt: null, sizeBytes: null },
    });
    const twice = await requestExport(customer.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      "Your data is already being prepared. We will e-mail you a link when it is ready.",
    );

    // The schedule's job, sent now instead of at the next minute.
    await queue.send("data-export.prepare", {});
    const { url, text } = await exportLink(customer.user.email);
    expect(url.pathname).toBe("/data-export");
    expect(text).toContain("Hello Ayşe,");
    expect(text).toMatch(/one ZIP file \(\d+,?\d*\.\d MB\)/);
    const token = url.searchParams.get("token")!;
    const ready = (await state(customer.cookie)).latest!;
    expect(ready.status).toBe("ready");
    expect(new Date(ready.expiresAt!).getTime() - new Date(ready.readyAt!).getTime()).toBe(48 * 60 * 60 * 1000);
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    expect(row!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(await t.storage.exists(row!.storageKey!)).toBe(true);

    // Another customer cannot use the link, not even to learn it exists.
    for (const url of ["/api/user/data-export/link", "/api/user/data-export/download"]) {
      const refused = await post(url, other.cookie, { token });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(
        "This download link is invalid, has expired or was already used. You can ask for a new one in Account Settings.",
      );
    }
    expect((await get(t, "/api/user/data-export", other.cookie)).json<DataExportState>()).toEqual({ latest: null });

    const link = await post("/api/user/data-export/link", customer.cookie, { token });
    expect(link.statusCode).toBe(200);
    expect(link.json<DataExportLink>()).toEqual({
      fileName: `bosphorus-translate-data-${customer.user.username}-${ready.readyAt!.slice(0, 10)}.zip`,
      sizeBytes: ready.sizeBytes,
      expiresAt: ready.expiresAt,
    });

    // The page's form post downloads it.
    const download = await formDownload(customer.cookie, token);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/zip");
    expect(download.headers["content-disposition"]).toContain(`bosphorus-translate-data-${customer.user.username}`);
    expect(download.headers["cache-control"]).toBe("private, no-store");
    expect(download.rawPayload.length).toBe(ready.sizeBytes);

    const zip = unzipSync(new Uint8Array(download.rawPayload));
    const names = Object.keys(zip).sort();
    const documentRows = await t.db.select().from(documents).where(eq(documents.orderId, order.id));
    expect(names).toEqual(
      [
        "README.txt",
        "manifest.json",
        "messages.json",
        "orders.json",
        "payments.json",
        "profile.json",
        `files/order-${order.id}/documents/${documentRows[0]!.id}-contract.pdf`,
        `files/order-${order.id}/translations/${documentRows[0]!.id}-v1-translated-contract.pdf`,
        `files/order-${order.id}/certificates/${certificate.certificateNumber}-certificate-contract.pdf`,
        `files/order-${pending.orderId}/documents/${pending.documentId}-Nüfus Kaydı.png`,
        `files/order-${pending.orderId}/messages/${attachment.id}-Mühür.png`,
      ].sort(),
    );
    // The stored files, byte for byte.
    expect(
      Buffer.from(zip[`files/order-${order.id}/documents/${documentRows[0]!.id}-contract.pdf`]!).equals(
        await t.storage.get(documentRows[0]!.s3Key),
      ),
    ).toBe(true);

    const json = (name: string) => JSON.parse(strFromU8(zip[name]!));
    expect(json("profile.json")).toMatchObject({
      id: customer.user.id,
      username: customer.user.username,
      email: customer.user.email,
      firstName: "Ayşe",
      lastName: "Yılmaz",
      termsVersion: POLICY_VERSION,
      termsAcceptedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(JSON.stringify(json("profile.json"))).not.toContain("scrypt");
    const exportedOrders = json("orders.json") as OrderDetailDto[];
    expect(exportedOrders.map((o) => [o.id, o.status])).toEqual([
      [order.id, "completed"],
      [pending.orderId, "pending"],
    ]);
    const completed = exportedOrders[0]!;
    expect(completed.lines.length).toBeGreaterThan(0);
    expect(completed.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(Math.round(order.totalPrice * 100));
    expect(completed.timeline.map((event) => event.kind)).toEqual(
      expect.arrayContaining(["created", "paid", "completed", "refunded"]),
    );
    expect(completed.history.map((entry) => entry.toStatus)).toEqual(
      expect.arrayContaining(["processing", "completed"]),
    );
    const money = json("payments.json");
    expect(money.payments).toHaveLength(1);
    expect(money.payments[0]).toMatchObject({ orderId: order.id, status: "paid" });
    expect(money.receipts[0]).toMatchObject({
      orderId: order.id,
      customer: { name: "Ayşe Yılmaz", email: customer.user.email },
    });
    expect(money.refunds).toEqual([expect.objectContaining({ orderId: order.id, amount: 5, reason: "Goodwill" })]);

    const conversation = json("messages.json");
    expect(conversation.threads).toHaveLength(1);
    expect(conversation.threads[0].orderId).toBe(pending.orderId);
    expect(
      conversation.threads[0].messages.map((m: { byCustomer: boolean; text: string }) => [m.byCustomer, m.text]),
    ).toEqual([
      [true, "Is the stamp on page 2 readable?"],
      [false, "Yes, we can read it."],
    ]);
    expect(conversation.threads[0].messages[0].attachments).toEqual([
      expect.objectContaining({
        fileName: "Mühür.png",
        path: `files/order-${pending.orderId}/messages/${attachment.id}-Mühür.png`,
      }),
    ]);
    expect(JSON.stringify(conversation)).not.toContain("storageKey");
    expect(
      Buffer.from(zip[`files/order-${pending.orderId}/messages/${attachment.id}-Mühür.png`]!).equals(PNG_BYTES),
    ).toBe(true);

    const manifest = json("manifest.json");
    expect(manifest.missingFiles).toEqual([]);
    expect(manifest.files).toHaveLength(5);
    for (const file of manifest.files)
      expect(createHash("sha256").update(zip[file.path]!).digest("hex")).toBe(file.sha256);
    const readme = strFromU8(zip["README.txt"]!);
    expect(readme).toContain("Your Bosphorus Translate data");
    expect(readme).toContain(`for the account ${customer.user.username}`);
    for (const name of ["profile.json", "orders.json", "payments.json", "messages.json", "files/", "manifest.json"])
      expect(readme).toContain(`- ${name}:`);

    // Single use: the file is deleted once sent, and the link is spent.
    await settleWorkAfterAnswers();
    expect(await t.storage.exists(row!.storageKey!)).toBe(false);
    const [spent] = await t.db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    expect(spent).toMatchObject({ status: "downloaded", storageKey: null });
    expect((await formDownload(customer.cookie, token)).statusCode).toBe(404);
    expect((await post("/api/user/data-export/link", customer.cookie, { token })).statusCode).toBe(404);
    expect((await state(customer.cookie)).latest).toMatchObject({ status: "downloaded" });
  }, 90_000);

  it("expires the link after 48 hours and deletes the file; a new request replaces an unused one", async () => {
    const customer = await t.registerCustomer();
    expect((await requestExport(customer.cookie)).statusCode).toBe(202);
    await prepareDataExports({
      db: t.db,
      storage: t.storage,
      mailer: t.mailer,
      publicUrl: t.config.publicUrl,
      log: quiet,
      tmpDir: t.dataDir,
    });
    const { url } = await exportLink(customer.user.email);
    const token = url.searchParams.get("token")!;
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.userId, customer.user.id));
    expect(row!.status).toBe("ready");

    // 48 hours later.
    const later = new Date(row!.expiresAt!.getTime() + 1000);
    await t.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, row!.id));
    expect((await post("/api/user/data-export/link", customer.cookie, { token })).statusCode).toBe(404);
    expect((await state(customer.cookie)).latest).toMatchObject({ status: "expired" });
    expect(await t.storage.exists(row!.storageKey!)).toBe(true);
    await cleanUpDataExports({ db: t.db, storage: t.storage, now: later });
    expect(await t.storage.exists(row!.storageKey!)).toBe(false);
    const [expired] = await t.db.select().from(dataExports).where(eq(dataExports.id, row!.id));
    expect(expired).toMatchObject({ status: "expired", storageKey: null });

    // A second export is ready; asking again before downloading it replaces it (its link dies, the sweep deletes its file).
    expect((await requestExport(customer.cookie)).statusCode).toBe(202);
    await prepareDataExports({
      db: t.db,
      storage: t.storage,
      mailer: t.mailer,
      publicUrl: t.config.publicUrl,
      log: quiet,
      tmpDir: t.dataDir,
    });
    const second = await exportLink(customer.user.email, 2);
    const [secondRow] = await t.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, customer.user.id))
      .orderBy(dataExports.id)
      .offset(1);
    expect((await requestExport(customer.cookie)).statusCode).toBe(202);
    expect(
      (await post("/api/user/data-export/link", customer.cookie, { token: second.url.searchParams.get("token")! }))
        .statusCode,
    ).toBe(404);
    await cleanUpDataExports({ db: t.db, storage: t.storage });
    expect(await t.storage.exists(secondRow!.storageKey!)).toBe(false);

    // Three a day.
    await t.db.update(dataExports).set({ status: "failed" }).where(eq(dataExports.userId, customer.user.id));
    const fourth = await requestExport(customer.cookie);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe("You can ask for your data 3 times a day. Please try again tomorrow.");
  });

  it("writes the README and the e-mail in the customer's language, and lists files no longer stored", async () => {
    const customer = await t.registerCustomer();
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: "/api/user/language",
          headers: { cookie: customer.cookie },
          payload: { language: "tr" },
        })
      ).statusCode,
    ).toBe(200);
    const { orderId, documentId } = await orderWithDocument(t, customer.cookie, "Diploma.pdf");
    const [document] = await t.db.select().from(documents).where(eq(documents.id, documentId));
    await t.storage.delete(document!.s3Key);

    expect((await requestExport(customer.cookie)).statusCode).toBe(202);
    await prepareDataExports({
      db: t.db,
      storage: t.storage,
      mailer: t.mailer,
      publicUrl: t.config.publicUrl,
      log: quiet,
      tmpDir: t.dataDir,
    });
    const { url, text } = await exportLink(customer.user.email);
    expect(url.pathname).toBe("/tr/data-export");
    expect(text).toMatch(/tek bir ZIP dosyasında \(\d+,\d MB\)/);
    const download = await formDownload(customer.cookie, url.searchParams.get("token")!);
    expect(download.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(download.rawPayload));
    const readme = strFromU8(zip["README.txt"]!);
    expect(readme).toContain("Bosphorus Translate verileriniz");
    expect(readme).toContain("missingFiles");
    expect(JSON.parse(strFromU8(zip["manifest.json"]!)).missingFiles).toEqual([
      { path: `files/order-${orderId}/documents/${documentId}-Diploma.pdf`, kind: "document", orderId },
    ]);
    expect(Object.keys(zip).filter((name) => name.startsWith("files/"))).toEqual([]);
  });
});
