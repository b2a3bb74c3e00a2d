import { Readable } from "node:stream";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { coded } from "../../shared/error-codes";
import { MAX_ORDER_DOCUMENT_BYTES, MAX_ORDER_DOCUMENT_MB } from "../../shared/file-types";
import { MAX_ATTACHMENTS_PER_MESSAGE } from "../../shared/order-thread";
import { AppError, badRequest, english } from "../http/app-error";
import { NUL_CHARACTER_MESSAGE } from "../http/reject-nul-characters";
import type { FileStorage } from "../storage/file-storage";
import { newStorageKey } from "../storage/storage-key";
import { attachmentInspector, checkAttachmentName } from "./check-attachment";

/** A message's file as stored: checked while it streamed, not yet on any message. */
export type StoredAttachment = { key: string; fileName: string; fileType: string; size: number };
export type MessageUpload = { text: unknown; files: StoredAttachment[] };
/** Called before each file and as its bytes come with the message's attachment bytes so far; throws to refuse them. */
export type AttachmentBudget = (messageBytes: number) => void;

/**
 * The body of POST /api/orders/:id/messages: JSON `{ text }`, or multipart with a `text` field and up to three files.
 * Each file streams to storage as it arrives (issue 37: never held whole in memory), checked on the way
 * (check-attachment.ts: name and type first, at most 10 MB, content, the budget of the quotas); a refused file stops
 * its storing, and every file this request stored is removed again when anything fails.
 */
export async function readMessageUpload(
  request: FastifyRequest,
  deps: { storage: FileStorage; log: FastifyBaseLogger; budget: AttachmentBudget },
): Promise<MessageUpload> {
  if (!request.isMultipart()) return { text: (request.body as { text?: unknown } | undefined)?.text, files: [] };
  const { storage, budget } = deps;
  let text: unknown;
  const files: StoredAttachment[] = [];
  let messageBytes = 0;
  let storing: string | null = null;
  try {
    for await (const part of request.parts({ limits: { files: MAX_ATTACHMENTS_PER_MESSAGE + 1 } })) {
      if (part.type === "field") {
        // Form fields skip the app's NUL check (it reads parsed JSON): PostgreSQL text cannot hold one.
        if (typeof part.value === "string" && part.value.includes("\u0000"))
          throw badRequest(english(NUL_CHARACTER_MESSAGE));
        if (part.fieldname === "text") text = part.value;
        continue;
      }
      // A form whose file input was left empty still sends a part, with no name and no bytes.
      if (!part.filename) {
        let bytes = 0;
        for await (const chunk of part.file) bytes += (chunk as Buffer).length;
        if (bytes === 0) continue;
      }
      if (files.length >= MAX_ATTACHMENTS_PER_MESSAGE) throw badRequest("THREAD_TOO_MANY_FILES");
      const name = checkAttachmentName(part.filename);
      budget(messageBytes);
      const inspector = attachmentInspector(name.extension);
      const before = messageBytes;
      const stream = part.file as AsyncIterable<Buffer>;
      async function* checked(): AsyncGenerator<Buffer> {
        for await (const chunk of stream) {
          inspector.push(chunk);
          if (inspector.size > MAX_ORDER_DOCUMENT_BYTES)
            throw new AppError(413, coded("FILE_TOO_LARGE", { mb: MAX_ORDER_DOCUMENT_MB }));
          budget(before + inspector.size);
          yield chunk;
        }
        // Thrown before the stream ends: the storage keeps nothing of a file that fails here.
        inspector.finish();
      }
      const key = newStorageKey("messages");
      storing = key;
      await storage.put(key, Readable.from(checked()), name.fileType);
      storing = null;
      files.push({ key, fileName: name.fileName, fileType: name.fileType, size: inspector.size });
      messageBytes = before + inspector.size;
    }
  } catch (error) {
    await removeStored(deps, [...files.map((file) => file.key), ...(storing ? [storing] : [])]);
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError(413, coded("FILE_TOO_LARGE", { mb: MAX_ORDER_DOCUMENT_MB }));
    if (code === "FST_FILES_LIMIT") throw badRequest("THREAD_TOO_MANY_FILES");
    throw error;
  }
  return { text, files };
}

/** Removes files a message will not keep; a failure is logged (the hourly storage sweep finds what is left). */
export async function removeStored(
  deps: { storage: FileStorage; log: FastifyBaseLogger },
  keys: string[],
): Promise<void> {
  for (const key of keys) {
    await deps.storage
      .delete(key)
      .catch((error: unknown) =>
        deps.log.error({ err: error, key }, "could not remove the file of a message that was not saved"),
      );
  }
}
