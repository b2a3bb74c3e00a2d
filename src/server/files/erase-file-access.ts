import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { fileAccessLog, orderFileRetention } from "../db/schema/files";
import { customerOrderIds } from "../orders/customer-order-ids";

/**
 * Account deletion's eraser for the record of who opened the customer's files and what their purges listed
 * (src/server/account-deletion/account-erasers.ts). The access log stays (who on the agency's side opened which file
 * when is the agency's own accountability), but the names the customer gave the files ("Nüfus Ayşe Yılmaz.pdf")
 * become "document-12.pdf" / "file-7.png", like the documents' own rows, and the customer's own downloads lose the
 * address they came from. A purge's list of files keeps kinds, ids and keys, without names.
 */
export async function eraseFileAccess(tx: Executor, subject: { userId: number }): Promise<string[]> {
  const orderIds = () => customerOrderIds(tx, subject.userId);
  await tx
    .update(fileAccessLog)
    .set({
      fileName: sql`case when ${fileAccessLog.fileKind} = 'document' then 'document-' else 'file-' end || ${fileAccessLog.fileId} || coalesce(substring(${fileAccessLog.fileName} from '\\.[A-Za-z0-9]{1,5}$'), '')`,
    })
    .where(inArray(fileAccessLog.orderId, orderIds()));
  await tx.update(fileAccessLog).set({ ipAddress: null }).where(eq(fileAccessLog.userId, subject.userId));
  await tx
    .update(orderFileRetention)
    .set({
      purgedFiles: sql`(select coalesce(jsonb_agg(jsonb_set(file, '{name}', to_jsonb((file->>'kind') || '-' || (file->>'id')))), '[]'::jsonb) from jsonb_array_elements(${orderFileRetention.purgedFiles}) as file)`,
    })
    .where(and(inArray(orderFileRetention.orderId, orderIds()), isNotNull(orderFileRetention.purgedFiles)));
  return [];
}
