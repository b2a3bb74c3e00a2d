import type { OrderMessageDto } from "../../shared/schemas/order-messages";
import type { Executor } from "../db/client";
import { anyOf } from "../db/any-of";
import { orderMessageAttachments, type orderMessages } from "../db/schema/messages";
import { asc } from "drizzle-orm";

export type MessageRow = typeof orderMessages.$inferSelect;
export type AttachmentRow = typeof orderMessageAttachments.$inferSelect;

/** The attachments of the given messages (a page's ids, one array parameter), by message id. */
export async function loadAttachments(
  db: Executor,
  messageIds: readonly number[],
): Promise<Map<number, AttachmentRow[]>> {
  const byMessage = new Map<number, AttachmentRow[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(orderMessageAttachments)
    .where(anyOf(orderMessageAttachments.messageId, messageIds))
    .orderBy(asc(orderMessageAttachments.id));
  for (const row of rows) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row]);
  return byMessage;
}

/** A message as the thread answers it; the storage keys stay on the server (files download through a route). */
export function toMessageDto(
  message: MessageRow,
  attachments: readonly AttachmentRow[],
  viewerKey: string,
): OrderMessageDto {
  return {
    id: message.id,
    orderId: message.orderId,
    author: { party: message.senderParty, name: message.senderName },
    own: message.senderKey === viewerKey,
    text: message.body,
    createdAt: message.createdAt.toISOString(),
    attachments: attachments.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      fileType: file.fileType,
      fileSize: file.fileSize,
    })),
  };
}
