import { and, count, desc, eq, gt, inArray } from "drizzle-orm";
import {
  DATA_EXPORT_MESSAGES,
  DATA_EXPORTS_PER_DAY,
  type DataExportRequested,
  type DataExportState,
} from "../../shared/schemas/account-data";
import type { Database, Executor } from "../db/client";
import { dataExports } from "../db/schema/account-data";
import { conflict, tooManyRequests, english } from "../http/app-error";
import { toDataExportDto } from "./serialize-data-export";

/** GET /api/user/data-export: the newest request and how it stands. */
export async function getDataExportState(db: Executor, userId: number): Promise<DataExportState> {
  const [latest] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.id))
    .limit(1);
  return { latest: latest ? toDataExportDto(latest) : null };
}

/**
 * POST /api/user/data-export: records the request for the data-export.prepare job (the route also wakes it). One at a
 * time per account (409 while one is being prepared), three a day (429). A ready export not downloaded yet is
 * replaced: its link stops working and the sweep deletes its file.
 */
export async function requestDataExport({
  db,
  userId,
  now = new Date(),
}: {
  db: Database;
  userId: number;
  now?: Date;
}): Promise<DataExportRequested> {
  await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ["pending", "preparing"])))
      .limit(1);
    if (open) throw conflict("DATA_EXPORT_ALREADY_PREPARING");
    const [today] = await tx
      .select({ total: count() })
      .from(dataExports)
      .where(
        and(eq(dataExports.userId, userId), gt(dataExports.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000))),
      );
    if (Number(today?.total ?? 0) >= DATA_EXPORTS_PER_DAY)
      throw tooManyRequests(english(DATA_EXPORT_MESSAGES.dailyLimit));
    await tx
      .update(dataExports)
      .set({ status: "expired" })
      .where(and(eq(dataExports.userId, userId), eq(dataExports.status, "ready")));
    // The partial unique index (one open export per account) stops a second request racing this one.
    await tx.insert(dataExports).values({ userId, createdAt: now });
  });
  return { message: DATA_EXPORT_MESSAGES.requested, ...(await getDataExportState(db, userId)) };
}
