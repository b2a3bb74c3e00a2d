import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { orderFulfilmentEvents } from "../db/schema/fulfilment";
import { orders } from "../db/schema/orders";
import { notFound } from "../http/app-error";
import { StorageNotFoundError, type FileStorage } from "../storage/file-storage";

/** The notarized scan of an order: its owner's or, for an admin (`userId` null), any order's. */
export async function downloadNotarizedScan(options: { db: Executor; storage: FileStorage; orderId: number; userId: number | null }) {
  const owner = options.userId === null ? undefined : eq(orders.userId, options.userId);
  const [row] = await options.db
    .select({ event: orderFulfilmentEvents })
    .from(orderFulfilmentEvents)
    .innerJoin(orders, eq(orders.id, orderFulfilmentEvents.orderId))
    .where(and(eq(orderFulfilmentEvents.orderId, options.orderId), eq(orderFulfilmentEvents.step, "notarized"), owner))
    .limit(1);
  if (!row?.event.fileKey) throw notFound("Notarized scan");
  const bytes = await options.storage.get(row.event.fileKey).catch((error: unknown) => {
    if (error instanceof StorageNotFoundError) throw notFound("Notarized scan");
    throw error;
  });
  const name = row.event.fileName ?? "notarized-scan.pdf";
  const contentType = name.endsWith(".png") ? "image/png" : /\.jpe?g$/.test(name) ? "image/jpeg" : "application/pdf";
  return { bytes, contentType, fileName: name };
}
