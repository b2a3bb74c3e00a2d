import { eq } from "drizzle-orm";
import type { ContactMessageStatus } from "../../shared/schemas/contact-inbox";
import type { Database } from "../db/client";
import { contactMessages } from "../db/schema/marketing";
import { getContactMessage, loadContactMessage } from "./get-contact-message";

/**
 * PATCH /api/admin/contact-messages/:id: "closed" files it away; "open" brings it back as answered when it was
 * answered, else as new. Closing twice changes nothing.
 */
export async function setContactMessageStatus(options: { db: Database; messageId: number; status: "open" | "closed" }) {
  const { db, messageId, status } = options;
  await db.transaction(async (tx) => {
    const { message } = await loadContactMessage(tx, messageId, true);
    const next: ContactMessageStatus = status === "closed" ? "closed" : message.answeredAt ? "answered" : "new";
    if (next === message.status) return;
    const now = new Date();
    await tx
      .update(contactMessages)
      .set({ status: next, handled: next !== "new", closedAt: next === "closed" ? now : null, updatedAt: now })
      .where(eq(contactMessages.id, messageId));
  });
  return getContactMessage(db, messageId);
}
