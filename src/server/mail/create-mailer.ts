import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { mailDeliveries } from "../observability/metrics";
import type { Database, Executor } from "../db/client";
import { mailOutbox } from "../db/schema/mail";
import type { JobQueue } from "../queue/job-queue";
import { MAIL_SEND_LEASE_MS, nextMailAttempt } from "./mail-retry";
import { NOTICE_PRIORITY, mailPriority } from "./mail-priority";
import type { MailMessage, Mailer, SentMail } from "./mailer";

type MailerLogger = { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };

export type CreateMailerOptions = {
  db: Database;
  /** The From header of every message, e.g. "Bosphorus Translate <no-reply@...>". */
  from: string;
  /**
   * Looked up per message (with the message's own transaction: an embedded database has one connection) so an
   * admin's change of the sender settings applies at once; falls back to `from`.
   */
  resolveFrom?: (executor: Executor) => Promise<string | undefined>;
  /** Unset: messages are only kept in the outbox table (development). */
  smtpUrl?: string;
  /** Required with smtpUrl: deliveries run as "mail.deliver" jobs. */
  queue?: JobQueue;
  /** First wait after a failed attempt; doubles each time (mail-retry.ts). */
  retryBaseDelayMs?: number;
  /** Print outbox-only messages so a developer can read them (e.g. a verification code) in the console. */
  echoToConsole?: boolean;
  logger?: MailerLogger;
  now?: () => Date;
};

type OutboxRow = typeof mailOutbox.$inferSelect;

const DEFAULT_LIST_LIMIT = 100;

export function createMailer(options: CreateMailerOptions): Mailer {
  const { db, logger, queue } = options;
  const now = options.now ?? (() => new Date());
  const retryBaseDelayMs = options.retryBaseDelayMs ?? 60_000;
  const senderFor = async (executor: Executor) => (await options.resolveFrom?.(executor)) || options.from;
  if (options.smtpUrl && !queue) throw new Error("SMTP delivery needs the job queue");
  // Bounded timeouts: nodemailer's defaults (minutes) would hold an attempt past its lease.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : undefined;

  // One waiting job per e-mail (its key): a dispatch, a retry and any number of sweeps never stack up jobs.
  async function enqueue(mailId: number, priority: number, startAfter?: Date) {
    await queue!.send("mail.deliver", { mailId }, { startAfter, priority, singletonKey: `mail:${mailId}` });
  }

  async function insertRow(executor: Executor, message: MailMessage): Promise<OutboxRow> {
    const from = await senderFor(executor);
    const [row] = await executor
      .insert(mailOutbox)
      .values({
        to: message.to,
        from,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        replyTo: message.replyTo ?? null,
        status: transport ? "queued" : "outbox",
        transport: transport ? "smtp" : "outbox",
        priority: mailPriority(message),
      })
      .returning();
    return row!;
  }

  const mailer: Mailer = {
    async queue(tx, message) {
      return (await insertRow(tx, message)).id;
    },

    async dispatch(mailIds) {
      if (mailIds.length === 0) return;
      if (transport) {
        // The rows are durable already: if queueing fails, the sweep queues them within minutes.
        const rows = await db
          .select({ id: mailOutbox.id, priority: mailOutbox.priority })
          .from(mailOutbox)
          .where(inArray(mailOutbox.id, mailIds))
          .catch(() => []);
        const priorities = new Map(rows.map((row) => [row.id, row.priority]));
        for (const mailId of mailIds) {
          await enqueue(mailId, priorities.get(mailId) ?? NOTICE_PRIORITY).catch((error: unknown) =>
            logger?.warn({ mailId, error: String(error) }, "Queueing mail delivery failed"),
          );
        }
      } else if (options.echoToConsole) {
        const rows = await db
          .select()
          .from(mailOutbox)
          .where(inArray(mailOutbox.id, mailIds))
          .orderBy(mailOutbox.id)
          .catch(() => []);
        rows.forEach(printToConsole);
      }
    },

    async send(message) {
      const row = await insertRow(db, message);
      await mailer.dispatch([row.id]);
      return toSentMail(row);
    },

    async deliverQueued(mailId) {
      if (!transport) return "not due";
      const at = now();
      // Claim the attempt: only a queued, due row; the lease keeps another instance off it while SMTP talks.
      const [row] = await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + MAIL_SEND_LEASE_MS) })
        .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, "queued"), lte(mailOutbox.nextAttemptAt, at)))
        .returning();
      // No follow-up job: if this process dies mid-attempt, the queue retries this job once it expires (pg-boss) or
      // at start (embedded), and the sweep queues the e-mail again once its lease is over a minute.
      if (!row) return "not due";
      try {
        const info = await transport.sendMail({
          from: row.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          replyTo: row.replyTo ?? undefined,
        });
        logger?.info({ mailId: row.id, to: row.to, messageId: info.messageId, attempts: row.attempts }, "Mail sent");
        await db
          .update(mailOutbox)
          .set({ status: "sent", messageId: info.messageId, sentAt: now(), error: null })
          .where(eq(mailOutbox.id, row.id));
        mailDeliveries.inc({ outcome: "sent" });
        return "sent";
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const next = nextMailAttempt({
          attempts: row.attempts,
          queuedAt: row.createdAt,
          now: now(),
          baseDelayMs: retryBaseDelayMs,
        });
        logger?.warn(
          { mailId: row.id, to: row.to, error: reason, attempts: row.attempts, giveUp: next === "give up" },
          "Mail delivery failed",
        );
        if (next === "give up") {
          await db.update(mailOutbox).set({ status: "failed", error: reason }).where(eq(mailOutbox.id, row.id));
          mailDeliveries.inc({ outcome: "failed" });
          return "failed";
        }
        await db
          .update(mailOutbox)
          .set({ error: reason, nextAttemptAt: next.retryAt })
          .where(eq(mailOutbox.id, row.id));
        await enqueue(row.id, row.priority, next.retryAt);
        mailDeliveries.inc({ outcome: "retry" });
        return "retry";
      }
    },

    async retryFailed(mailId) {
      if (!transport) return false;
      // One more attempt now (more, with backoff, while the e-mail is under 24 hours old); the error stays until one succeeds.
      const [row] = await db
        .update(mailOutbox)
        .set({ status: "queued", nextAttemptAt: now() })
        .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, "failed")))
        .returning({ id: mailOutbox.id });
      if (!row) return false;
      await mailer.dispatch([row.id]);
      return true;
    },

    async sweepQueued() {
      if (!transport) return 0;
      // Overdue by a minute: its job is gone or stuck behind a backlog; a key still waiting makes the send a no-op.
      const overdue = await db
        .select({ id: mailOutbox.id, priority: mailOutbox.priority })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, "queued"), lte(mailOutbox.nextAttemptAt, new Date(now().getTime() - 60_000))))
        .limit(500);
      for (const { id, priority } of overdue) await enqueue(id, priority);
      return overdue.length;
    },

    async listOutbox({ limit = DEFAULT_LIST_LIMIT, to } = {}) {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(to ? eq(sql`lower(${mailOutbox.to})`, to.toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
      return rows.map(toSentMail);
    },

    async close() {
      transport?.close();
    },
  };
  return mailer;
}

function toSentMail(row: OutboxRow): SentMail {
  return {
    id: row.id,
    to: row.to,
    from: row.from,
    subject: row.subject,
    text: row.text,
    html: row.html,
    status: row.status as SentMail["status"],
    transport: row.transport as SentMail["transport"],
    error: row.error,
    messageId: row.messageId,
    attempts: row.attempts,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}

function printToConsole(row: OutboxRow): void {
  const rule = "─".repeat(60);
  console.log(
    [
      `${rule}`,
      `E-mail #${row.id} kept in the outbox (SMTP_URL is not set)`,
      `To:      ${row.to}`,
      `Subject: ${row.subject}`,
      "",
      row.text,
      rule,
    ].join("\n"),
  );
}
