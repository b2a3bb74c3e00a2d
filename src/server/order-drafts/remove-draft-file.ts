import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { orderDraftFiles, orderDrafts } from "../db/schema/order-drafts";
import { notFound } from "../http/app-error";
import type { FileStorage } from "../storage/file-storage";
import { findDraft, loadDraftFiles, type LoadedDraft } from "./find-draft";
import { draftExpiry } from "./save-draft";

/** DELETE /api/order-draft/files/:fileId: the file and its document leave the draft; the stored bytes are deleted. */
export async function removeDraftFile(
  { db, storage, log }: { db: Database; storage: FileStorage; log: FastifyBaseLogger },
  request: Parameters<typeof findDraft>[1],
  fileId: number,
): Promise<LoadedDraft> {
  const { loaded, key } = await db.transaction(async (tx) => {
    const draft = await findDraft(tx, request, { forUpdate: true });
    if (!draft || draft.orderId !== null) throw notFound("DRAFT_NOT_FOUND");
    const [removed] = await tx
      .delete(orderDraftFiles)
      .where(and(eq(orderDraftFiles.id, fileId), eq(orderDraftFiles.draftId, draft.id)))
      .returning();
    if (!removed) throw notFound("DRAFT_FILE_NOT_FOUND");
    const items = draft.options.items.filter((item) => item.fileId !== fileId);
    const [saved] = await tx
      .update(orderDrafts)
      .set({ options: { ...draft.options, items }, updatedAt: new Date(), expiresAt: draftExpiry() })
      .where(eq(orderDrafts.id, draft.id))
      .returning();
    return { loaded: { draft: saved!, files: await loadDraftFiles(tx, draft.id) }, key: removed.storageKey };
  });
  await storage
    .delete(key)
    .catch((error: unknown) =>
      log.error({ err: error, key }, "could not delete a removed draft file; the storage sweep will"),
    );
  return loaded;
}
