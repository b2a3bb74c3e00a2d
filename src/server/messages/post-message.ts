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
import {
  attachmentQuotaRefusal,
  lockAttachmentQuota,
  readAttachmentQuotas,
  readAttachmentUsage,
} from "./attachment-quota";
import { noticeOtherMembers, lockThread } from "./notify-thread-members";
import { type AttachmentBudget, type MessageUpload, removeStored } from "./read-message-upload";
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
  /** Reads the body, streaming its files to storage within the budget (read-message-upload.ts). */
  readUpload: (budget: AttachmentBudget) => Promise<MessageUpload>;
  now?: () => Date;
};

/**
 * Writes a message to the order's thread (docs/order-messages.md): text up to 5,000 characters and/or up to three
 * files checked like order documents. Who may write is checked before the body is read; the files then stream to
 * storage under generated keys within the attachment quotas (per order and per account per 24 hours, Settings →
 * Security), and the message, its files and the other members' notices are one transaction (the thread and the
 * sender's quota locked, so notices never race and parallel posts never pass a quota together); a failed transaction
 * removes the stored files again. The writer's side has read everything up to its own message.
 */
export async function postMessage(options: PostMessageOptions): Promise<OrderMessageDto> {
  const { db, storage, mailer, log, viewer, orderId } = options;
  const now = options.now ?? (() => new Date());
  const access = await getThreadAccessOrThrow({ db, viewer, orderId });
  const refusal = threadPostingRefusal(
    { orderStatus: access.order.status, closedAt: await loadClosedAt(db, access.order) },
    now(),
  );
  if (refusal) throw badRequest(english(refusal));
  const [deletedAt, quotas, usage] = await Promise.all([
    filesDeletedAt(db, orderId),
    readAttachmentQuotas(db),
    readAttachmentUsage(db, { orderId, userId: viewer.userId, now: now() }),
  ]);
  // Refused as the bytes come, before more of them are stored; checked again, on committed bytes, under the locks.
  const budget: AttachmentBudget = (messageBytes) => {
    if (deletedAt) throw filesGone();
    const over = attachmentQuotaRefusal(quotas, usage, messageBytes);
    if (over) throw over;
  };
  const upload = await options.readUpload(budget);
  const files = upload.files;
  try {
    const { text } = parseInput(postMessageSchema, { text: upload.text ?? undefined });
    if (text === "" && files.length === 0) throw badRequest("THREAD_EMPTY");
    const adding = files.reduce((total, file) => total + file.size, 0);
    const mail: number[] = [];
    const dto = await db.transaction(async (tx) => {
      await lockThread(tx, orderId);
      if (files.length > 0) {
        // A purge takes the order's row before it lists the files: holding the row, either it has begun (refused
        // here) or it waits and then lists these files too. Without this a file could outlive the purge, unreachable.
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("share");
        if (await filesDeletedAt(tx, orderId)) throw filesGone();
        await lockAttachmentQuota(tx, viewer.userId);
        const over = attachmentQuotaRefusal(
          await readAttachmentQuotas(tx),
          await readAttachmentUsage(tx, { orderId, userId: viewer.userId, now: now() }),
          adding,
        );
        if (over) throw over;
      }
      const at = now();
      const [message] = await tx
        .insert(orderMessages)
        .values({
          orderId,
          senderId: viewer.userId,
          senderParty: access.party,
          senderKey: access.memberKey,
          senderName: access.viewerName,
          body: text,
          createdAt: at,
        })
        .returning();
      const attachments = files.length
        ? await tx
            .insert(orderMessageAttachments)
            .values(
              files.map((file) => ({
                messageId: message!.id,
                orderId,
                fileName: file.fileName,
                storageKey: file.key,
                fileType: file.fileType,
                fileSize: file.size,
              })),
            )
            .returning()
        : [];
      await advanceReadPointer(tx, {
        orderId,
        memberKey: access.memberKey,
        userId: access.party === "agency" ? null : viewer.userId,
        messageId: message!.id,
      });
      mail.push(
        ...(await noticeOtherMembers(tx, {
          mailer,
          order: access.order,
          writerKey: access.memberKey,
          publicUrl: options.publicUrl,
          now: at,
        })),
      );
      return toMessageDto(message!, attachments, access.memberKey);
    });
    await mailer.dispatch(mail);
    return dto;
  } catch (error) {
    await removeStored(
      { storage, log },
      files.map((file) => file.key),
    );
    throw error;
  }
}

/** 409: the order's files are gone, so a message on it may still say something but carry no file. */
const filesGone = () => new AppError(409, "THREAD_FILES_DELETED");
