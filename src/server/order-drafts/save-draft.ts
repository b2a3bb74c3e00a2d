import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isRushOrder } from "../../shared/catalog";
import { DRAFT_LIFETIME_HOURS, type SaveOrderDraftData } from "../../shared/schemas/order-draft";
import { QUOTE_DEFAULTS } from "../../shared/pricing";
import type { CookiePolicy } from "../auth/session-cookie";
import type { Database, Executor } from "../db/client";
import { orderDrafts, type DraftOptions } from "../db/schema/order-drafts";
import { badRequest } from "../http/app-error";
import { newDraftToken, draftTokenHash, setDraftCookie } from "./draft-cookie";
import { findDraft, loadDraftFiles, type DraftRow, type LoadedDraft } from "./find-draft";

export const draftExpiry = (from = new Date()) => new Date(from.getTime() + DRAFT_LIFETIME_HOURS * 3_600_000);

/** A draft's first options: the calculator's defaults and no documents yet. */
const FRESH_OPTIONS: DraftOptions = {
  serviceType: QUOTE_DEFAULTS.serviceType,
  translationDirection: QUOTE_DEFAULTS.translationDirection,
  isRush: QUOTE_DEFAULTS.isRush,
  isPhysicalDelivery: QUOTE_DEFAULTS.isPhysicalDelivery,
  items: [],
  shippingAddress: null,
};

type DraftContext = { request: FastifyRequest; reply: FastifyReply; cookiePolicy: CookiePolicy };

/**
 * The request's open draft, locked for this transaction, or a new one (its cookie set on the answer). A draft
 * that already became an order is left as it is: the visitor is starting another. A signed-in visitor's draft is
 * tied to their account here, so the account finds it from any browser.
 */
export async function openDraftForWrite(tx: Executor, context: DraftContext): Promise<DraftRow> {
  const userId = context.request.session?.user.id ?? null;
  const found = await findDraft(tx, context.request, { forUpdate: true });
  if (found && found.orderId === null) {
    if (userId !== null && found.userId === null) {
      const [tied] = await tx.update(orderDrafts).set({ userId }).where(eq(orderDrafts.id, found.id)).returning();
      return tied!;
    }
    return found;
  }
  const token = newDraftToken();
  const expiresAt = draftExpiry();
  const [created] = await tx
    .insert(orderDrafts)
    .values({ tokenHash: draftTokenHash(token), userId, options: FRESH_OPTIONS, expiresAt })
    .returning();
  setDraftCookie(context.request, context.reply, token, expiresAt, context.cookiePolicy);
  return created!;
}

/**
 * Every referenced file belongs to the draft and appears once; a file no document names is kept as an "other"
 * document at the end (a file is never silently dropped: removing one is DELETE .../files/:id).
 */
export function reconcileItems(items: DraftOptions["items"], fileIds: readonly number[]): DraftOptions["items"] {
  const known = new Set(fileIds);
  const seen = new Set<number>();
  const kept = items.map((item) => {
    if (item.fileId === undefined || item.fileId === null) return { ...item, fileId: null };
    if (!known.has(item.fileId) || seen.has(item.fileId)) throw badRequest("DRAFT_FILE_NOT_FOUND");
    seen.add(item.fileId);
    return { ...item, wordCount: null };
  });
  for (const fileId of fileIds)
    if (!seen.has(fileId))
      kept.push({ documentType: "other", wordCount: null, notarization: false, extraCopies: 0, fileId });
  return kept;
}

/** PUT /api/order-draft: the visitor's options and documents as they are now; the draft lives another 24 hours. */
export async function saveDraft(db: Database, context: DraftContext, input: SaveOrderDraftData): Promise<LoadedDraft> {
  return db.transaction(async (tx) => {
    const draft = await openDraftForWrite(tx, context);
    const files = await loadDraftFiles(tx, draft.id);
    const options: DraftOptions = {
      ...input,
      // A plan that includes rush is always a rush order (decision 035), as the order will be.
      isRush: isRushOrder(input.serviceType, input.isRush),
      items: reconcileItems(
        input.items,
        files.map((file) => file.id),
      ),
      shippingAddress: input.shippingAddress ?? null,
    };
    const [saved] = await tx
      .update(orderDrafts)
      .set({ options, updatedAt: new Date(), expiresAt: draftExpiry() })
      .where(eq(orderDrafts.id, draft.id))
      .returning();
    return { draft: saved!, files };
  });
}
