import type { Viewer } from "../auth/viewer";
import type { Database } from "../db/client";
import { advanceReadPointer, readStateOf } from "./read-state";
import { getThreadAccessOrThrow } from "./thread-access";

/**
 * POST /api/orders/:id/messages/read: the viewer's side has read the thread up to `lastMessageId` (the screen sends
 * the newest message it showed). Only ever forward; for the agency, one admin reading marks it read for all.
 */
export async function markThreadRead(options: {
  db: Database;
  viewer: Viewer;
  orderId: number;
  lastMessageId: number;
}) {
  const { db, viewer, orderId, lastMessageId } = options;
  const access = await getThreadAccessOrThrow({ db, viewer, orderId });
  await advanceReadPointer(db, {
    orderId,
    memberKey: access.memberKey,
    userId: access.party === "agency" ? null : viewer.userId,
    messageId: lastMessageId,
  });
  return readStateOf(db, orderId, access.memberKey);
}
