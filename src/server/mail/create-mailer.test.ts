import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/client";
import type { JobQueue } from "../queue/job-queue";
import { openTestDatabase } from "../../../tests/support/test-database";
import { createTestQueue } from "../../../tests/support/test-queue";
import { eq } from "drizzle-orm";
import { mailOutbox } from "../db/schema/mail";
import { createMailer } from "./create-mailer";

const FROM = "Bosphorus Translate <no-reply@bosphorustranslate.com>";

type ReceivedMail = { rcptTo: string[]; raw: string };

/** A real SMTP server on a free local port; returns its URL and what it received. */
async function startSmtpServer(extra: Partial<SMTPServerOptions> = {}, listenPort = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
    ...extra,
  });
  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { server, received, url: `smtp://127.0.0.1:${port}` };
}

let handle: DatabaseHandle & { url?: string };
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await handle.close();
});

describe("createMailer without SMTP (outbox)", () => {
  it("stores each message, lists newest first and filters by recipient", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const mailer = createMailer({ db: handle.db, from: FROM, echoToConsole: true });

    const first = await mailer.send({
      to: "alice@example.com",
      subject: "Verify your e-mail",
      text: "Your code is 482913.",
    });
    await mailer.send({ to: "bob@example.com", subject: "Order received", text: "Thanks, Bob." });
    const third = await mailer.send({
      to: "Alice@Example.com",
      subject: "Order ready",
      text: "Your translation is ready.",
    });

    expect(first).toMatchObject({
      to: "alice@example.com",
      from: FROM,
      status: "outbox",
      transport: "outbox",
      html: null,
      error: null,
      messageId: null,
      sentAt: null,
      attempts: 0,
    });
    expect(first.createdAt).toBeInstanceOf(Date);
    expect(log.mock.calls[0][0]).toContain("To:      alice@example.com");
    expect(log.mock.calls[0][0]).toContain("Your code is 482913.");
    log.mockRestore();

    const all = await mailer.listOutbox();
    expect(all.map((m) => m.subject)).toEqual(["Order ready", "Order received", "Verify your e-mail"]);

    const alices = await mailer.listOutbox({ to: "ALICE@example.com" });
    expect(alices.map((m) => m.id)).toEqual([third.id, first.id]);
    expect(await mailer.listOutbox({ limit: 1 })).toHaveLength(1);
    await mailer.close();
  });
});

describe("createMailer with SMTP", () => {
  it("queues the e-mail; the mail.deliver job delivers it and marks the row sent", async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => new Promise((resolve) => smtp.server.close(() => resolve())));
    const queue = createTestQueue(handle);
    const mailer = createMailer({ db: handle.db, from: FROM, smtpUrl: smtp.url, queue });
    queue.define("mail.deliver", {
      handler: async (data) => void (await mailer.deliverQueued(Number(data.mailId))),
      retryLimit: 1,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
    });
    await queue.start();

    const queued = await mailer.send({
      to: "carol@example.com",
      subject: "Your quote is ready",
      text: "The total is $49.00.",
    });
    expect(queued).toMatchObject({ status: "queued", transport: "smtp", attempts: 0, sentAt: null });

    const sent = await waitFor(async () =>
      (await mailer.listOutbox({ to: "carol@example.com" })).find((mail) => mail.status === "sent"),
    );
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].rcptTo).toEqual(["carol@example.com"]);
    expect(smtp.received[0].raw).toMatch(/^Subject: Your quote is ready\r?$/m);
    expect(smtp.received[0].raw).toContain("The total is $49.00.");
    expect(sent).toMatchObject({ status: "sent", transport: "smtp", error: null, attempts: 1 });
    expect(sent.messageId).toMatch(/^<.+@.+>$/);
    expect(sent.sentAt).toBeInstanceOf(Date);
    // Stopped here: a running queue would also work the jobs the next tests queue on their own clocks.
    await queue.stop(5_000);
    await mailer.close();
  }, 30_000);

  it("keeps an e-mail queued while the mail server is down, retries with backoff, and delivers once it is up", async () => {
    // A port nothing listens on yet: the mail server is down.
    const probe = await startSmtpServer();
    const port = Number(new URL(probe.url).port);
    await new Promise<void>((resolve) => probe.server.close(() => resolve()));
    let clock = new Date("2026-11-23T10:00:00Z");
    const queue = await startedQueue(); // works no job: this test runs each attempt itself, on its own clock
    const warn = vi.fn();
    const mailer = createMailer({
      db: handle.db,
      from: FROM,
      smtpUrl: probe.url,
      queue,
      now: () => clock,
      logger: { info: vi.fn(), warn },
    });
    cleanups.push(() => mailer.close());
    const { id } = await mailer.send({
      to: "dave@example.com",
      subject: "Your sign-in code",
      text: "Your code is 123456.",
    });
    await handle.db.update(mailOutbox).set({ createdAt: clock, nextAttemptAt: clock }).where(eq(mailOutbox.id, id));

    expect(await mailer.deliverQueued(id)).toBe("retry");
    let [row] = await mailer.listOutbox({ to: "dave@example.com" });
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.error).toContain("ECONNREFUSED");
    expect(warn).toHaveBeenCalledOnce();

    clock = new Date("2026-11-23T10:00:30Z");
    expect(await mailer.deliverQueued(id)).toBe("not due");
    clock = new Date("2026-11-23T10:01:00Z");
    expect(await mailer.deliverQueued(id)).toBe("retry"); // still down: the next wait doubles to 2 minutes
    [row] = await mailer.listOutbox({ to: "dave@example.com" });
    expect(row.attempts).toBe(2);

    const smtp = await startSmtpServer({}, port);
    cleanups.push(() => new Promise((resolve) => smtp.server.close(() => resolve())));
    clock = new Date("2026-11-23T10:02:59Z");
    expect(await mailer.deliverQueued(id)).toBe("not due");
    clock = new Date("2026-11-23T10:03:00Z");
    expect(await mailer.deliverQueued(id)).toBe("sent");
    expect(await mailer.deliverQueued(id)).toBe("not due"); // a repeated job sends nothing twice
    expect(smtp.received).toHaveLength(1);
    [row] = await mailer.listOutbox({ to: "dave@example.com" });
    expect(row).toMatchObject({ status: "sent", attempts: 3, error: null });
  }, 30_000);

  it("gives up 24 hours after queueing: the row says failed with the last error; an admin's retry delivers it", async () => {
    let refuse = true;
    const smtp = await startSmtpServer({
      onRcptTo(_address, _session, callback) {
        if (refuse) callback(Object.assign(new Error("No such user here"), { responseCode: 550 }));
        else callback();
      },
    });
    cleanups.push(() => new Promise((resolve) => smtp.server.close(() => resolve())));
    const queued = new Date("2026-11-23T10:00:00Z");
    let clock = queued;
    const mailer = createMailer({
      db: handle.db,
      from: FROM,
      smtpUrl: smtp.url,
      queue: await startedQueue(),
      now: () => clock,
      logger: { info: vi.fn(), warn: vi.fn() },
    });
    cleanups.push(() => mailer.close());
    const { id } = await mailer.send({ to: "nobody@example.com", subject: "Hello", text: "Hi." });
    await handle.db.update(mailOutbox).set({ createdAt: queued, nextAttemptAt: queued }).where(eq(mailOutbox.id, id));

    expect(await mailer.deliverQueued(id)).toBe("retry");
    clock = new Date(queued.getTime() + 24 * 60 * 60 * 1000);
    await handle.db.update(mailOutbox).set({ nextAttemptAt: clock }).where(eq(mailOutbox.id, id));
    expect(await mailer.deliverQueued(id)).toBe("failed");

    const [failed] = await mailer.listOutbox({ to: "nobody@example.com" });
    expect(failed).toMatchObject({ status: "failed", transport: "smtp", attempts: 2, messageId: null, sentAt: null });
    expect(failed.error).toContain("550 No such user here");
    expect(smtp.received).toHaveLength(0);

    // The mailbox exists now: the admin retries from the outbox; only a failed e-mail can be retried.
    refuse = false;
    expect(await mailer.retryFailed(id)).toBe(true);
    expect(await mailer.retryFailed(id)).toBe(false);
    expect(["sent", "not due"]).toContain(await mailer.deliverQueued(id));
    for (let waited = 0; waited < 10_000 && smtp.received.length === 0; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const [delivered] = await mailer.listOutbox({ to: "nobody@example.com" });
    expect(delivered).toMatchObject({ status: "sent", error: null });
    expect(smtp.received).toHaveLength(1);
  }, 30_000);

  it("the sweep queues again an e-mail whose delivery job was lost", async () => {
    const mailer = createMailer({
      db: handle.db,
      from: FROM,
      smtpUrl: "smtp://127.0.0.1:9",
      queue: await startedQueue(),
      logger: { info: vi.fn(), warn: vi.fn() },
    });
    cleanups.push(() => mailer.close());
    const { id } = await mailer.send({ to: "erin@example.com", subject: "Receipt", text: "Paid." });
    expect(await mailer.sweepQueued()).toBe(0); // just queued: its own job is on its way
    await handle.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(mailOutbox.id, id));
    expect(await mailer.sweepQueued()).toBeGreaterThanOrEqual(1);
  });
});

describe("e-mail written in the business transaction (queue, then dispatch after the commit)", () => {
  it("a business write that fails after queueing leaves no e-mail; a committed one is queued and delivered by the job", async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => new Promise((resolve) => smtp.server.close(() => resolve())));
    const queue = createTestQueue(handle);
    const mailer = createMailer({
      db: handle.db,
      from: FROM,
      smtpUrl: smtp.url,
      queue,
      resolveFrom: async (executor) => {
        // The sender is read with the message's own transaction (one connection on the embedded database).
        await executor.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
        return "Agency <orders@example.com>";
      },
    });
    queue.define("mail.deliver", {
      handler: async (data) => void (await mailer.deliverQueued(Number(data.mailId))),
      retryLimit: 1,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
    });
    await queue.start();
    cleanups.push(() => queue.stop(5_000));

    // Rolled back after the e-mail was queued: no row, nothing to deliver.
    const rolledBack: number[] = [];
    await expect(
      handle.db.transaction(async (tx) => {
        rolledBack.push(
          await mailer.queue(tx, { to: "frank@example.com", subject: "Order #1 cancelled", text: "Cancelled." }),
        );
        throw new Error("the refund was refused");
      }),
    ).rejects.toThrow("the refund was refused");
    expect(rolledBack).toHaveLength(1);
    expect(await mailer.listOutbox({ to: "frank@example.com" })).toEqual([]);

    // Committed: the row is there, queued, before anything is dispatched; dispatch hands it to the mail.deliver job.
    const committed: number[] = [];
    await handle.db.transaction(async (tx) => {
      committed.push(
        await mailer.queue(tx, {
          to: "grace@example.com",
          subject: "Refund of $45.00 for your order #2",
          text: "Refunded.",
        }),
      );
    });
    expect(await mailer.listOutbox({ to: "grace@example.com" })).toEqual([
      expect.objectContaining({
        id: committed[0],
        status: "queued",
        transport: "smtp",
        from: "Agency <orders@example.com>",
        attempts: 0,
      }),
    ]);
    expect(smtp.received).toHaveLength(0);
    await mailer.dispatch(committed);
    const sent = await waitFor(async () =>
      (await mailer.listOutbox({ to: "grace@example.com" })).find((mail) => mail.status === "sent"),
    );
    expect(sent).toMatchObject({ id: committed[0], attempts: 1, error: null });
    // (This queue also works what the earlier tests left queued: only these two addresses matter here.)
    const toGrace = smtp.received.filter((mail) => mail.rcptTo.includes("grace@example.com"));
    expect(toGrace).toHaveLength(1);
    expect(toGrace[0].raw).toMatch(/^Subject: Refund of \$45\.00 for your order #2\r?$/m);
    expect(smtp.received.filter((mail) => mail.rcptTo.includes("frank@example.com"))).toEqual([]);
  }, 30_000);
});

/** A started queue that works no job: what is sent to it waits in the database. */
async function startedQueue(): Promise<JobQueue> {
  const queue = createTestQueue(handle);
  await queue.start();
  cleanups.push(() => queue.stop(1_000));
  return queue;
}

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("timed out waiting");
}
