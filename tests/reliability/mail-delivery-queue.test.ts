import type { AddressInfo } from "node:net";
import { inArray } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueVerificationCode } from "../../src/server/admin/issue-verification-code";
import type { DatabaseHandle } from "../../src/server/db/client";
import { mailOutbox } from "../../src/server/db/schema/mail";
import { users } from "../../src/server/db/schema/users";
import { createMailer } from "../../src/server/mail/create-mailer";
import type { Mailer } from "../../src/server/mail/mailer";
import type { JobQueue } from "../../src/server/queue/job-queue";
import { MAIL_BATCH_SIZE, MAIL_WORKERS } from "../../src/server/queue/register-jobs";
import { openTestDatabase } from "../support/test-database";
import { createTestQueue } from "../support/test-queue";

// E-mail delivery under load (issue 38): one waiting job per e-mail whatever the retries and sweeps, and codes ahead
// of notices. Runs on both queues: the embedded runner (PGlite) and pg-boss (npm run test:pg).
const FROM = "Bosphorus Translate <no-reply@bosphorustranslate.com>";
const quiet = { info: () => {}, warn: () => {} };

let handle: DatabaseHandle & { url?: string };
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await handle.close();
});

/** A local SMTP server that takes `delayMs` per message (a slow provider) and records the recipients in arrival order. */
async function startSmtpServer(delayMs: number) {
  const arrivals: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () =>
        setTimeout(() => {
          arrivals.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        }, delayMs),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve(undefined))));
  return { arrivals, url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
}

/** A queue that works mail.deliver as the server does (register-jobs.ts: batches, workers), for `mailer`. */
async function startMailWorker(mailer: () => Mailer): Promise<JobQueue> {
  const queue = createTestQueue(handle);
  queue.define("mail.deliver", {
    handler: async (data) => void (await mailer().deliverQueued(Number(data.mailId))),
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    batchSize: MAIL_BATCH_SIZE,
    workers: MAIL_WORKERS,
  });
  await queue.start();
  cleanups.push(() => queue.stop(5_000));
  return queue;
}

async function waitUntil(done: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function mailJobs(queue: JobQueue) {
  const row = (await queue.summary()).find((summary) => summary.job === "mail.deliver");
  return { waiting: row?.waiting ?? 0, active: row?.active ?? 0 };
}

describe(`mail delivery queue (${process.env.DATABASE_URL ? "pg-boss on PostgreSQL" : "embedded runner on PGlite"})`, () => {
  it("delivers an admin's sign-in code queued after 200 notices ahead of them, each e-mail once", async () => {
    const smtp = await startSmtpServer(20);
    // The notices and the code are queued by one instance while no worker runs (a backlog); then a worker starts.
    const producerQueue = createTestQueue(handle);
    await producerQueue.start();
    cleanups.push(() => producerQueue.stop(5_000));
    const producer = createMailer({
      db: handle.db,
      from: FROM,
      smtpUrl: smtp.url,
      queue: producerQueue,
      logger: quiet,
    });
    cleanups.push(() => producer.close());
    for (let n = 1; n <= 200; n += 1)
      await producer.send({
        to: `customer${n}@example.com`,
        subject: `Payment received for order #${n}`,
        text: "Thank you.",
      });
    const [admin] = await handle.db
      .insert(users)
      .values({ email: "ops-admin@example.com", username: "ops-admin", password: "unused" })
      .returning();
    await issueVerificationCode({ db: handle.db, mailer: producer, user: admin!, resend: false });
    expect((await mailJobs(producerQueue)).waiting).toBe(201);

    let worker: Mailer | undefined;
    const workerQueue = await startMailWorker(() => worker!);
    worker = createMailer({ db: handle.db, from: FROM, smtpUrl: smtp.url, queue: producerQueue, logger: quiet });
    cleanups.push(() => worker!.close());
    await waitUntil(() => smtp.arrivals.length >= 201);

    // In the first batches fetched, not behind the 200 notices queued before it.
    expect(smtp.arrivals.indexOf("ops-admin@example.com")).toBeLessThan(MAIL_BATCH_SIZE * MAIL_WORKERS);
    expect(new Set(smtp.arrivals).size).toBe(201);
    await waitUntil(async () => (await mailJobs(producerQueue)).active === 0);
    expect(smtp.arrivals).toHaveLength(201);
    expect(await mailJobs(producerQueue)).toEqual({ waiting: 0, active: 0 });
    await workerQueue.stop(5_000);
  }, 120_000);

  it("keeps one waiting job per e-mail through failed attempts, repeated dispatches and sweeps", async () => {
    // A port nothing listens on: every attempt fails and is retried a minute later.
    const closed = await startSmtpServer(0);
    await cleanups.pop()!();
    let mailer: Mailer | undefined;
    const queue = await startMailWorker(() => mailer!);
    mailer = createMailer({ db: handle.db, from: FROM, smtpUrl: closed.url, queue, logger: quiet });
    cleanups.push(() => mailer!.close());

    const ids: number[] = [];
    for (let n = 1; n <= 5; n += 1)
      ids.push((await mailer.send({ to: `down${n}@example.com`, subject: `Order #${n} update`, text: "Shipped." })).id);
    const rows = () => handle.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    await waitUntil(
      async () =>
        (await rows()).every((row) => row.attempts === 1 && row.error !== null) && (await mailJobs(queue)).active === 0,
    );
    // Each failed attempt left exactly its retry job: no follow-up job per attempt besides it.
    expect(await mailJobs(queue)).toEqual({ waiting: 5, active: 0 });

    // Overdue as after a slow spell: every sweep finds them all, and queues nothing more; nor does a repeated dispatch.
    await handle.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 2 * 60_000) })
      .where(inArray(mailOutbox.id, ids));
    for (let sweep = 0; sweep < 3; sweep += 1) expect(await mailer.sweepQueued()).toBe(5);
    await mailer.dispatch(ids);
    expect(await mailJobs(queue)).toEqual({ waiting: 5, active: 0 });
    expect((await rows()).map((row) => row.status)).toEqual(["queued", "queued", "queued", "queued", "queued"]);
  }, 90_000);
});
