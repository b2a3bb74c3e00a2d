import { count, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { DOCUMENT_TYPE_IDS, type DocumentTypeId } from "../../shared/catalog";
import { TOO_MANY_DOCUMENTS_MESSAGE } from "../../shared/schemas/documents";
import { MAX_ORDER_ITEMS } from "../../shared/schemas/quote";
import type { Database } from "../db/client";
import { orderDraftFiles, orderDrafts } from "../db/schema/order-drafts";
import { checkOrderDocumentUpload } from "../documents/check-order-document-upload";
import type { UploadedFile } from "../documents/read-document-upload";
import { badRequest, english } from "../http/app-error";
import type { FileStorage } from "../storage/file-storage";
import { newStorageKey } from "../storage/storage-key";
import { loadDraftFiles, type LoadedDraft } from "./find-draft";
import { draftExpiry, openDraftForWrite } from "./save-draft";

type AddDraftFileOptions = {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  context: Parameters<typeof openDraftForWrite>[1];
  file: UploadedFile | null;
  /** The calculator's document row the file is for (it must have no file yet); else a new document. */
  itemIndex?: number;
  documentType?: string;
};

/**
 * Stores a visitor's file in their draft (docs/ordering.md, "Files first"): the same checks as an order's
 * documents (type by name and content, size, pixel caps), stored encrypted under a documents key, recorded as
 * "reading" with its document row in one transaction. The words are counted after the answer (read-draft-files.ts).
 */
export async function addDraftFile(options: AddDraftFileOptions): Promise<LoadedDraft> {
  const { db, storage, log, context, file } = options;
  if (!file) throw badRequest("NO_FILE");
  const { name, fileType } = checkOrderDocumentUpload(file);
  const documentType: DocumentTypeId = (DOCUMENT_TYPE_IDS as readonly string[]).includes(options.documentType ?? "")
    ? (options.documentType as DocumentTypeId)
    : "other";

  const key = newStorageKey("documents");
  await storage.put(key, file.bytes, fileType);
  try {
    return await db.transaction(async (tx) => {
      const draft = await openDraftForWrite(tx, context);
      const [{ files }] = await tx
        .select({ files: count() })
        .from(orderDraftFiles)
        .where(eq(orderDraftFiles.draftId, draft.id));
      if (files >= MAX_ORDER_ITEMS) throw badRequest(english(TOO_MANY_DOCUMENTS_MESSAGE));
      const [added] = await tx
        .insert(orderDraftFiles)
        .values({ draftId: draft.id, originalFilename: name, fileType, fileSize: file.bytes.length, storageKey: key })
        .returning();
      const items = [...draft.options.items];
      const target = options.itemIndex === undefined ? undefined : items[options.itemIndex];
      if (target && !target.fileId) items[options.itemIndex!] = { ...target, fileId: added!.id, wordCount: null };
      else {
        if (items.length >= MAX_ORDER_ITEMS) throw badRequest(english(TOO_MANY_DOCUMENTS_MESSAGE));
        items.push({ documentType, wordCount: null, notarization: false, extraCopies: 0, fileId: added!.id });
      }
      const [saved] = await tx
        .update(orderDrafts)
        .set({ options: { ...draft.options, items }, updatedAt: new Date(), expiresAt: draftExpiry() })
        .where(eq(orderDrafts.id, draft.id))
        .returning();
      return { draft: saved!, files: await loadDraftFiles(tx, draft.id) };
    });
  } catch (error) {
    await storage
      .delete(key)
      .catch((cleanupError: unknown) => log.error({ err: cleanupError, key }, "could not remove a refused draft file"));
    throw error;
  }
}
