/** A row of GET /api/admin/outbox: an e-mail the platform sent (SMTP) or kept (local outbox). */
export type OutboxEmail = {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** 'outbox' (kept locally, no SMTP configured), 'sent' (accepted by SMTP) or 'failed'. */
  status: "outbox" | "sent" | "failed";
  transport: "smtp" | "outbox";
  error: string | null;
  messageId: string | null;
  createdAt: string;
  sentAt: string | null;
};
