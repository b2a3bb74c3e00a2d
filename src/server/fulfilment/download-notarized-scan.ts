import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { orderFulfilmentEvents } from "../db/schema/fulfilment";
import { notFound, english } from "../http/app-error";
import { getOrderOrThrow, type OrderScope } from "../orders/get-order-or-throw";
import { StorageNotFoundError, type FileStorage } from "../storage/file-storage";
import { verifiedStart } from "../storage/encrypted-storage";
import { assertFilesKept } from "../files/purge-order-files";
import type { ServedFile } from "../files/record-file-access";

/** The notarized scan of an order in scope (the owner's own; any for a verified admin); otherwise "Notarized scan not found". */
export async function downloadNotarizedScan(
  options: OrderScope & { db: Executor; storage: FileStorage; orderId: number },
) {
  await getOrderOrThrow(options).catch(() => {
    throw notFound(english("Notarized scan not found"));
  });
  const [row] = await options.db
    .select({ event: orderFulfilmentEvents })
    .from(orderFulfilmentEvents)
    .where(and(eq(orderFulfilmentEvents.orderId, options.orderId), eq(orderFulfilmentEvents.step, "notarized")))
    .limit(1);
  if (!row?.event.fileKey) throw notFound(english("Notarized scan not found"));
  await assertFilesKept(options.db, options.orderId);
  const stream = await options.storage.getStream(row.event.fileKey).catch((error: unknown) => {
    if (error instanceof StorageNotFoundError) throw notFound(english("Notarized scan not found"));
    throw error;
  });
  const name = row.event.fileName ?? "notarized-scan.pdf";
  const contentType = name.endsWith(".png") ? "image/png" : /\.jpe?g$/.test(name) ? "image/jpeg" : "application/pdf";
  const served: ServedFile = { orderId: options.orderId, kind: "notarized_scan", fileId: row.event.id, fileName: name };
  return { file: { stream: await verifiedStart(stream), contentType, fileName: name }, served };
}
