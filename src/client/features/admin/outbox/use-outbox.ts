import { useQuery } from "@tanstack/react-query";
import { ADMIN_OUTBOX_KEY } from "@/features/admin/admin-queries";

/**
 * A row of GET /api/admin/outbox (src/server/mail/mailer.ts SentMail, dates as JSON strings).
 * Declared here because the client never imports server code.
 */
export type OutboxEmail = {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  status: "outbox" | "sent" | "failed";
  transport: "smtp" | "outbox";
  error: string | null;
  messageId: string | null;
  createdAt: string;
  sentAt: string | null;
};

/** The newest 100 e-mails, newest first. */
export function useOutbox() {
  // A log: opening the page always fetches the latest rows.
  return useQuery<OutboxEmail[], Error>({ queryKey: [ADMIN_OUTBOX_KEY], refetchOnMount: "always" });
}
