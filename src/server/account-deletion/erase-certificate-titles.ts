import { eq, sql } from "drizzle-orm";
import { TITLE_DASH } from "../../shared/deliverable";
import type { Executor } from "../db/client";
import { certificates } from "../db/schema/certificates";
import { orders } from "../db/schema/orders";

/**
 * Account deletion's eraser for certificates: the rows stay (their public verification answers for documents already
 * handed to an officer), but their titles lose the person ("Birth Certificate — Ayşe Yılmaz" → "Birth Certificate").
 */
export async function eraseCertificateTitles(tx: Executor, subject: { userId: number }): Promise<string[]> {
  await tx
    .update(certificates)
    .set({ documentTitle: sql`split_part(${certificates.documentTitle}, ${TITLE_DASH}, 1)` })
    .where(
      sql`${certificates.orderId} in (${tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, subject.userId))})`,
    );
  return [];
}
