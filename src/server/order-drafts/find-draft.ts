import { and, asc, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../db/client";
import { orderDraftFiles, orderDrafts } from "../db/schema/order-drafts";
import { draftTokenHash, readDraftToken } from "./draft-cookie";

export type DraftRow = typeof orderDrafts.$inferSelect;
export type DraftFileRow = typeof orderDraftFiles.$inferSelect;
export type LoadedDraft = { draft: DraftRow; files: DraftFileRow[] };

/**
 * The draft of this request: the browser's (its cookie) unless it belongs to another account, else the newest
 * draft tied to the signed-in account (the e-mailed link opened on a phone lands on the same draft). Expired
 * drafts are not found, whatever the sweep has not removed yet.
 */
export async function findDraft(
  db: Executor,
  request: FastifyRequest,
  options: { forUpdate?: boolean } = {},
): Promise<DraftRow | null> {
  const userId = request.session?.user.id ?? null;
  const token = readDraftToken(request);
  const live = gt(orderDrafts.expiresAt, new Date());
  if (token) {
    const query = db
      .select()
      .from(orderDrafts)
      .where(
        and(
          eq(orderDrafts.tokenHash, draftTokenHash(token)),
          live,
          userId === null ? isNull(orderDrafts.userId) : or(isNull(orderDrafts.userId), eq(orderDrafts.userId, userId)),
        ),
      )
      .limit(1);
    const [mine] = options.forUpdate ? await query.for("update") : await query;
    if (mine) return mine;
  }
  if (userId === null) return null;
  const query = db
    .select()
    .from(orderDrafts)
    .where(and(eq(orderDrafts.userId, userId), live))
    .orderBy(desc(orderDrafts.updatedAt), desc(orderDrafts.id))
    .limit(1);
  const [tied] = options.forUpdate ? await query.for("update") : await query;
  return tied ?? null;
}

export async function loadDraftFiles(db: Executor, draftId: number): Promise<DraftFileRow[]> {
  return db.select().from(orderDraftFiles).where(eq(orderDraftFiles.draftId, draftId)).orderBy(asc(orderDraftFiles.id));
}
