import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { createMailer } from "./create-mailer";

const FROM = "Bosphorus Translate <no-reply@bosphorustranslate.com>";

type ReceivedMail = { rcptTo: string[]; raw: string };

/** A real SMTP server on a free local port; returns its URL and what it received. */
async function startSmtpServer(extra: Partial<SMTPServerOptions> = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ rcptTo: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
    ...extra,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { server, received, url: `smtp://127.0.0.1:${port}` };
}

let handle: DatabaseHandle;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  handle = await openDatabase({});
  await handle.migrate();
});

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await handle.close();
});

describe("createMailer without SMTP (outbox)", () => {
  it("stores each message, lists newest first and filters by recipient", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const mailer = createMailer({ db: handle.db, from: FROM, echoToConsole: true });

    const first = await mailer.send({ to: "alice@example.com", subject: "Verify your e-mail", text: "Your code is 482913." });
    await mailer.send({ to: "bob@example.com", subject: "Order received", text: "Thanks, Bob." });
    const third = await mailer.send({ to: "Alice@Example.com", subject: "Order ready", text: "Your translation is ready." });

    expect(first).toMatchObject({ to: "alice@example.com", from: FROM, status: "outbox", transport: "outbox", html: null, error: null, messageId: null, sentAt: null });
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
  it("delivers to the SMTP server and marks the row sent", async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => new Promise((resolve) => smtp.server.close(() => resolve())));
    const mailer = createMailer({ db: handle.db, from: FROM, smtpUrl: smtp.url });
    cleanups.push(() => mailer.close());

    const sent = await mailer.send({ to: "carol@example.com", subject: "Your quote is ready", text: "The total is $49.00." });

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].rcptTo).toEqual(["carol@example.com"]);
    expect(smtp.received[0].raw).toMatch(/^Subject: Your quote is ready\r?$/m);
    expect(smtp.received[0].raw).toContain("The total is $49.00.");
    expect(sent).toMatchObject({ status: "sent", transport: "smtp", error: null });
    expect(sent.messageId).toMatch(/^<.+@.+>$/);
    expect(sent.sentAt).toBeInstanceOf(Date);
    const [stored] = await mailer.listOutbox({ to: "carol@example.com" });
    expect(stored).toEqual(sent);
  });

  it("records a rejected recipient as failed without throwing", async () => {
    const smtp = await startSmtpServer({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("No such user here"), { responseCode: 550 }));
      },
    });
    cleanups.push(() => new Promise((resolve) => smtp.server.close(() => resolve())));
    const warn = vi.fn();
    const mailer = createMailer({ db: handle.db, from: FROM, smtpUrl: smtp.url, logger: { info: vi.fn(), warn } });
    cleanups.push(() => mailer.close());

    const failed = await mailer.send({ to: "nobody@example.com", subject: "Hello", text: "Hi." });

    expect(failed).toMatchObject({ status: "failed", transport: "smtp", messageId: null, sentAt: null });
    expect(failed.error).toContain("550 No such user here");
    expect(smtp.received).toHaveLength(0);
    expect(warn).toHaveBeenCalledOnce();
  });
});
