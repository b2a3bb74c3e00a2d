import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { dataExports } from "../db/schema/account-data";

/**
 * Account deletion's eraser for data exports (src/server/account-deletion/account-erasers.ts): the ZIPs still stored
 * (ready, or not yet cleaned up) are returned for deletion and the requests forgotten; a link already e-mailed dies
 * with its row. An export in preparation finds its row gone and deletes what it stored (prepare-data-exports.ts).
 */
export async function eraseDataExports(tx: Executor, subject: { userId: number }): Promise<string[]> {
  const rows = await tx
    .delete(dataExports)
    .where(eq(dataExports.userId, subject.userId))
    .returning({ key: dataExports.storageKey });
  return rows.map((row) => row.key).filter((key): key is string => Boolean(key));
}
