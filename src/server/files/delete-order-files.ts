import type { OrderFilesDto } from "../../shared/schemas/files";
import type { Database } from "../db/client";
import { AppError } from "../http/app-error";
import { assertOrderAllows } from "../orders/assert-order-allows";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import type { FileStorage } from "../storage/file-storage";
import { getOrderFiles } from "./get-order-files";
import { finishPurge, markPurgeIntent } from "./purge-order-files";

/**
 * The customer deletes their order's files (documents, every translation version, the certificates' stored copies,
 * the notarized scan) once the order is completed or cancelled: intent and history note under the order's row
 * lock, then the objects, then done (purge-order-files.ts; a crash is finished by the next files.retention run).
 */
export async function deleteOrderFiles(options: {
  db: Database;
  storage: FileStorage;
  orderId: number;
  userId: number;
}): Promise<OrderFilesDto> {
  const { db, orderId, userId } = options;
  await db.transaction(async (tx) => {
    const order = await getOrderOrThrow({ db: tx, orderId, userId, forUpdate: true });
    assertOrderAllows(order, "delete_files");
    const started = await markPurgeIntent(tx, { orderId, reason: "customer", requestedBy: userId });
    if (!started) throw new AppError(409, "FILES_ALREADY_DELETED");
  });
  await finishPurge({ db, storage: options.storage, orderId });
  return getOrderFiles({ db, orderId, userId });
}
