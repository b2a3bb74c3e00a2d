import { desc, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema/mail";
import type { MailMessage, Mailer, SentMail } from "./mailer";

type MailerLogger = { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };

export type CreateMailerOptions = {
  db: Database;
  /** The From header of every message, e.g. "Bosphorus Translate <no-reply@...>". */
  from: string;
  /** Looked up per message so an admin's change of the sender settings applies at once; falls back to `from`. */
  resolveFrom?: () => Promise<string | undefined>;
  /** Unset: messages are only kept in the outbox table (development). */
  smtpUrl?: string;
  /** Print outbox-only messages so a developer can read them (e.g. a verification code) in the console. */
  echoToConsole?: boolean;
  logger?: MailerLogger;
};

type OutboxRow = typeof mailOutbox.$inferSelect;

const DEFAULT_LIST_LIMIT = 100;

export function createMailer(options: CreateMailerOptions): Mailer {
  const { db, logger } = options;
  const senderFor = async () => (await options.resolveFrom?.()) || options.from;
  // Bounded timeouts: nodemailer's defaults (minutes) would let a stalled mail server hold a customer's request.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    : undefined;

  async function deliver(row: OutboxRow, message: MailMessage, smtp: NonNullable<typeof transport>): Promise<OutboxRow> {
    try {
      const info = await smtp.sendMail({ from: row.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      logger?.info({ mailId: row.id, to: row.to, messageId: info.messageId }, "Mail sent");
      return updateRow(db, row.id, { status: "sent", messageId: info.messageId, sentAt: new Date() });
    } catch (error) {
      // A mail server being down must not fail the user's action (sign-up, order...); the row keeps the reason.
      const reason = error instanceof Error ? error.message : String(error);
      logger?.warn({ mailId: row.id, to: row.to, error: reason }, "Mail delivery failed");
      return updateRow(db, row.id, { status: "failed", error: reason });
    }
  }

  return {
    async send(message) {
      // Written before delivery so that even a crash mid-send leaves a trace; SMTP rows stay 'outbox' until delivered.
      const from = await senderFor();
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          from,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          status: "outbox",
          transport: transport ? "smtp" : "outbox",
        })
        .returning();
      if (transport) return toSentMail(await deliver(row, message, transport));
      if (options.echoToConsole) printToConsole(row);
      return toSentMail(row);
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
}

async function updateRow(db: Database, id: number, changes: Partial<OutboxRow>): Promise<OutboxRow> {
  const [row] = await db.update(mailOutbox).set(changes).where(eq(mailOutbox.id, id)).returning();
  return row;
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
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}

function printToConsole(row: OutboxRow): void {
  const rule = "─".repeat(60);
  console.log(
    [`${rule}`, `E-mail #${row.id} kept in the outbox (SMTP_URL is not set)`, `To:      ${row.to}`, `Subject: ${row.subject}`, "", row.text, rule].join("\n"),
  );
}
