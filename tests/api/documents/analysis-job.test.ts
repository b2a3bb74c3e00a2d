import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/server/config";
import { documents } from "../../../src/server/db/schema/documents";
import { ANALYSIS_LEASE_MS } from "../../../src/server/documents/analysis-lease";
import { createDocumentAnalyser, type DocumentAnalyser } from "../../../src/server/documents/analysis-pool";
import { findUnreadDocuments, readPendingDocument } from "../../../src/server/documents/read-pending-documents";
import { newStorageKey } from "../../../src/server/storage/storage-key";
import { errorText } from "../../../src/shared/error-codes";
import {
  DOCUMENT_NOT_READ_MESSAGE,
  UNREADABLE_DOCUMENT_MESSAGE,
  type DocumentDto,
} from "../../../src/shared/schemas/documents";
import { buildPdf, createOrderFor, uploadDocument } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";

// Decision 021: an uploaded document is stored first and read after, by the request while it waits and by the
// document.analyze job for whatever is left (a killed process, a long OCR, a transient failure).

/** The real pool, with a gate the test opens: reading starts only once released. */
function heldAnalyser() {
  const real = createDocumentAnalyser({ threads: 1 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const analyser: DocumentAnalyser = {
    analyse: async (...args) => {
      await held;
      return real.analyse(...args);
    },
    handBackAfter: (graceMs) => real.handBackAfter(graceMs),
    idle: () => real.idle(),
    close: () => real.close(),
  };
  return { analyser, release: () => release() };
}

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function documentsOf(t: TestApp, cookie: string, orderId: number): Promise<DocumentDto[]> {
  return (await t.app.inject({ method: "GET", url: `/api/documents/order/${orderId}`, headers: { cookie } })).json();
}

async function waitForDocument(
  t: TestApp,
  cookie: string,
  orderId: number,
  done: (document: DocumentDto) => boolean,
): Promise<DocumentDto> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [document] = await documentsOf(t, cookie, orderId);
    if (document && done(document)) return document;
    if (Date.now() > deadline) throw new Error(`document did not settle: ${JSON.stringify(document)}`);
    await sleep(100);
  }
}

const payIntent = (t: TestApp, cookie: string, orderId: number) =>
  t.app.inject({ method: "POST", url: "/api/create-payment-intent", headers: { cookie }, payload: { orderId } });

describe("an upload answered before its words are counted", () => {
  const held = heldAnalyser();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      documentAnalyser: held.analyser,
      config: { jobs: loadConfig({ NODE_ENV: "test", UPLOAD_ANALYSIS_WAIT_MS: "0" }).jobs },
    });
  });
  afterAll(async () => {
    await t.close();
    await held.analyser.close();
  });

  it("says the words are being counted, refuses checkout with 409 meanwhile, then prices the order by the real count", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie, { wordCount: 100 });
    const upload = await uploadDocument(t, cookie, order.id, { name: "lease.txt", bytes: Buffer.from(words(800)) });
    expect(upload.statusCode).toBe(201);
    expect(upload.json().document).toMatchObject({
      originalFilename: "lease.txt",
      analysisStatus: "pending",
      analysisError: null,
      wordCount: 0,
    });

    const early = await payIntent(t, cookie, order.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: errorText("DOCUMENTS_BEING_READ"), code: "DOCUMENTS_BEING_READ" });

    held.release();
    const counted = await waitForDocument(t, cookie, order.id, (document) => document.analysisStatus === "done");
    expect(counted).toMatchObject({ wordCount: 800, wordCountSource: "text", analysisError: null });
    const detail = (await t.app.inject({ method: "GET", url: `/api/orders/${order.id}`, headers: { cookie } })).json();
    expect(detail.wordCount).toBe(800);
    expect(detail.totalPrice).toBe(120); // 800 words × $0.15, certified
    const intent = await payIntent(t, cookie, order.id);
    expect(intent.statusCode).toBe(200);
    expect(intent.json().amountCents).toBe(12_000);
  }, 90_000);

  it("marks a file found unreadable after the answer as failed; checkout explains until it is removed", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie, { wordCount: 100 });
    const broken = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2048, 7)]);
    const upload = await uploadDocument(t, cookie, order.id, { name: "broken.pdf", bytes: broken });
    expect(upload.statusCode).toBe(201);

    const failed = await waitForDocument(t, cookie, order.id, (document) => document.analysisStatus !== "pending");
    expect(failed).toMatchObject({ analysisStatus: "failed", analysisError: UNREADABLE_DOCUMENT_MESSAGE });
    const refused = await payIntent(t, cookie, order.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DOCUMENT_NOT_READ_MESSAGE);

    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/documents/${failed.id}`, headers: { cookie } })).statusCode,
    ).toBe(200);
    expect(
      (await uploadDocument(t, cookie, order.id, { name: "fixed.pdf", bytes: await buildPdf([[words(200)]]) }))
        .statusCode,
    ).toBe(201);
    await waitForDocument(t, cookie, order.id, (document) => document.analysisStatus === "done");
    expect((await payIntent(t, cookie, order.id)).statusCode).toBe(200);
  }, 90_000);
});

describe("documents a killed process left unread", () => {
  let t: TestApp;
  const analyser = createDocumentAnalyser({ threads: 1 });
  beforeAll(async () => {
    t = await createTestApp({ documentAnalyser: analyser });
  });
  afterAll(async () => {
    await t.close();
    await analyser.close();
  });

  /** A pending document as an upload leaves it when its process dies before reading it. */
  async function storedButUnread(orderId: number, options: { startedAt?: Date; createdAt?: Date } = {}) {
    const key = newStorageKey("documents");
    await t.storage.put(key, Buffer.from(words(300)), "text/plain");
    const [document] = await t.db
      .insert(documents)
      .values({
        orderId,
        originalFilename: "left-behind.txt",
        s3Key: key,
        fileType: "text/plain",
        fileSize: 100,
        analysisStatus: "pending",
        analysisStartedAt: options.startedAt ?? null,
        analysisAttempts: options.startedAt ? 1 : 0,
        createdAt: options.createdAt ?? new Date(Date.now() - 60_000),
      })
      .returning();
    return document!;
  }

  it("are found by the sweep and read by the job: the count and the order's price arrive, and reading twice changes nothing", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie, { wordCount: 100 });
    const orphan = await storedButUnread(order.id);
    const justUploaded = await storedButUnread(order.id, { createdAt: new Date() });
    const beingRead = await storedButUnread(order.id, { startedAt: new Date() });
    const staleReader = await storedButUnread(order.id, {
      startedAt: new Date(Date.now() - ANALYSIS_LEASE_MS - 1_000),
    });

    const unread = await findUnreadDocuments(t.db);
    expect(unread).toContain(orphan.id);
    expect(unread).toContain(staleReader.id);
    // Its request is still reading it, or another process holds a fresh lease.
    expect(unread).not.toContain(justUploaded.id);
    expect(unread).not.toContain(beingRead.id);

    const deps = { db: t.db, storage: t.storage, analyser, provider: t.payments, log: t.app.log };
    await readPendingDocument(deps, orphan.id);
    await readPendingDocument(deps, orphan.id);
    const [read] = await t.db.select().from(documents).where(eq(documents.id, orphan.id));
    expect(read).toMatchObject({
      analysisStatus: "done",
      wordCount: 300,
      analysisAttempts: 1,
      analysisStartedAt: null,
    });
    // A fresh lease is someone else's: the job leaves it alone.
    await readPendingDocument(deps, beingRead.id);
    expect((await t.db.select().from(documents).where(eq(documents.id, beingRead.id)))[0]!.analysisStatus).toBe(
      "pending",
    );

    await readPendingDocument(deps, staleReader.id);
    const detail = (await t.app.inject({ method: "GET", url: `/api/orders/${order.id}`, headers: { cookie } })).json();
    expect(
      detail.documents
        .filter((document: DocumentDto) => document.analysisStatus === "done")
        .map((document: DocumentDto) => document.wordCount),
    ).toEqual([300, 300]);
    expect(await findUnreadDocuments(t.db)).not.toContain(orphan.id);
  }, 60_000);

  it("hands a killed reader's document to another within minutes, while a long reading keeps its lease by heartbeat", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie, { wordCount: 100 });
    // Its reader stopped renewing the lease two and a half minutes ago: killed.
    const killed = await storedButUnread(order.id, { startedAt: new Date(Date.now() - 150_000) });
    expect(await findUnreadDocuments(t.db)).toContain(killed.id);

    const held = heldAnalyser();
    const slow = await storedButUnread(order.id);
    const reading = readPendingDocument(
      {
        db: t.db,
        storage: t.storage,
        analyser: held.analyser,
        provider: t.payments,
        log: t.app.log,
        leaseHeartbeatMs: 50,
      },
      slow.id,
    );
    try {
      const leased = async () =>
        (await t.db.select().from(documents).where(eq(documents.id, slow.id)))[0]!.analysisStartedAt;
      while (!(await leased())) await sleep(20);
      // Minutes pass with the OCR still running: each heartbeat renews the lease, so no sweep takes it over.
      await t.db
        .update(documents)
        .set({ analysisStartedAt: new Date(Date.now() - ANALYSIS_LEASE_MS - 60_000) })
        .where(eq(documents.id, slow.id));
      while ((await leased())!.getTime() < Date.now() - ANALYSIS_LEASE_MS) await sleep(20);
      expect(await findUnreadDocuments(t.db)).not.toContain(slow.id);
    } finally {
      held.release();
      await reading;
      await held.analyser.close();
    }
    expect((await t.db.select().from(documents).where(eq(documents.id, slow.id)))[0]).toMatchObject({
      analysisStatus: "done",
      wordCount: 300,
    });
  }, 60_000);

  it("gives up on a document whose file is gone after the last attempt, and says it could not be read", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie, { wordCount: 100 });
    const lost = await storedButUnread(order.id);
    await t.db
      .update(documents)
      .set({ s3Key: newStorageKey("documents"), analysisAttempts: 4 })
      .where(eq(documents.id, lost.id));
    const deps = { db: t.db, storage: t.storage, analyser, provider: t.payments, log: t.app.log };
    await expect(readPendingDocument(deps, lost.id)).rejects.toThrow("Stored file not found");
    const [document] = await documentsOf(t, cookie, order.id);
    expect(document).toMatchObject({ analysisStatus: "failed", analysisError: UNREADABLE_DOCUMENT_MESSAGE });
  });
});
