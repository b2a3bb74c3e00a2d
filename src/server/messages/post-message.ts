import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { threadPostingRefusal } from "../../shared/order-thread";
import { postMessageSchema, type OrderMessageDto } from "../../shared/schemas/order-messages";
import type { Viewer } from "../auth/viewer";
import type { Database } from "../db/client";
import { orderMessageAttachments, orderMessages } from "../db/schema/messages";
import { orders } from "../db/schema/orders";
import { filesDeletedAt } from "../files/purge-order-files";
import { AppError, badRequest, english } from "../http/app-error";
import { parseInput } from "../http/parse";
import type { Mailer } from "../mail/mailer";
import type { FileStorage } from "../storage/file-storage";
import { newStorageKey } from "../storage/storage-key";
import { checkAttachment } from "./check-attachment";
import { noticeOtherMembers, lockThread } from "./notify-thread-members";
import type { MessageUpload } from "./read-message-upload";
import { advanceReadPointer } from "./read-state";
import { toMessageDto } from "./serialize-message";
import { getThreadAccessOrThrow, loadClosedAt } from "./thread-access";

type PostMessageOptions = {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  viewer: Viewer;
  orderId: number;
  upload: MessageUpload;
  now?: () => Date;
};

/**
 * Writes a message to the order's thread (docs/order-messages.md): text up to 5,000 characters and/or up to three
 * files checked like order documents. The files are stored first under generated keys, then the message, its
 * files and the other members' notices are one transaction (the thread locked, so notices never race); a failed
 * transaction removes the stored files again. The writer's side has read everything up to its own message.
 */
export async function postMessage(options: PostMessageOptions): Promise<OrderMessageDto> {
  const { db, storage, mailer, log, viewer, orderId, upload } = options;
  const now = options.now ?? (() => new Date());
  const { text } = parseInput(postMessageSchema, { text: upload.text ?? undefined });
  const access = await getThreadAccessOrThrow({ db, viewer, orderId });
  const refusal = threadPostingRefusal({ orderStatus: access.order.status, closedAt: await loadClosedAt(db, access.order) }, now());
  if (refusal) throw badRequest(english(refusal));
  const files = upload.files.map(checkAttachment);
  if (text === "" && files.length === 0) throw badRequest("THREAD_EMPTY");
  if (files.length > 0 && (await filesDeletedAt(db, orderId))) throw filesGone();

  const stored: { key: string; file: (typeof files)[number] }[] = [];
  try {
    for (const file of files) {
      const key = newStorageKey("messages");
      await storage.put(key, file.bytes, file.fileType);
      stored.push({ key, file });
    }
    const mail: number[] = [];
    const dto = await db.transaction(async (tx) => {
      await lockThread(tx, orderId);
      if (stored.length > 0) {
        // A purge takes the order's row before it lists the files: holding the row, either it has begun (refused
        // here) or it waits and then lists these files too. Without this a file could outlive the purge, unreachable.
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("share");
        if (await filesDeletedAt(tx, orderId)) throw filesGone();
      }
      const at = now();
      const [message] = await tx
        .insert(orderMessages)
        .values({ orderId, senderId: viewer.userId, senderParty: access.party, senderKey: access.memberKey, senderName: access.viewerName, body: text, createdAt: at })
        .returning();
      const attachments = stored.length
        ? await tx
            .insert(orderMessageAttachments)
            .values(
              stored.map(({ key, file }) => ({
                messageId: message!.id,
                orderId,
                fileName: file.fileName,
                storageKey: key,
                fileType: file.fileType,
                fileSize: file.bytes.length,
              })),
            )
            .returning()
        : [];
      await advanceReadPointer(tx, { orderId, memberKey: access.memberKey, userId: access.party === "agency" ? null : viewer.userId, messageId: message!.id });
      mail.push(...(await noticeOtherMembers(tx, { mailer, order: access.order, writerKey: access.memberKey, publicUrl: options.publicUrl, now: at })));
      return toMessageDto(message!, attachments, access.memberKey);
    });
    await mailer.dispatch(mail);
    return dto;
  } catch (error) {
    for (const { key } of stored) {
      await storage.delete(key).catch((cleanupError: unknown) => log.error({ err: cleanupError, key }, "could not remove the file of a message that was not saved"));
    }
    throw error;
  }
}

/** 409: the order's files are gone, so a message on it may still say something but carry no file. */
const filesGone = () => new AppError(409, "THREAD_FILES_DELETED");
