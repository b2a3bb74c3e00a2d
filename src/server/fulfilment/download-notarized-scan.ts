import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { orderFulfilmentEvents } from "../db/schema/fulfilment";
import { notFound } from "../http/app-error";
import { getOrderOrThrow, type OrderScope } from "../orders/get-order-or-throw";
import { StorageNotFoundError, type FileStorage } from "../storage/file-storage";

/** The notarized scan of an order in scope (the owner's own; any for a verified admin); otherwise "Notarized scan not found". */
export async function downloadNotarizedScan(options: OrderScope & { db: Executor; storage: FileStorage; orderId: number }) {
  await getOrderOrThrow(options).catch(() => {
    throw notFound("Notarized scan");
  });
  const [row] = await options.db
    .select({ event: orderFulfilmentEvents })
    .from(orderFulfilmentEvents)
    .where(and(eq(orderFulfilmentEvents.orderId, options.orderId), eq(orderFulfilmentEvents.step, "notarized")))
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
