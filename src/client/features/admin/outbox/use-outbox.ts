import { useQuery } from "@tanstack/react-query";
import type { OutboxEmail } from "@shared/schemas/mail";
import { ADMIN_OUTBOX_KEY } from "@/features/admin/admin-queries";

export type { OutboxEmail };

/** The newest 100 e-mails, newest first. */
export function useOutbox() {
  // A log: opening the page always fetches the latest rows.
  return useQuery<OutboxEmail[], Error>({ queryKey: [ADMIN_OUTBOX_KEY], refetchOnMount: "always" });
}
