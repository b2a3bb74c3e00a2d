import type { DataExportDto } from "../../shared/schemas/account-data";
import type { dataExports } from "../db/schema/account-data";

export type DataExportRow = typeof dataExports.$inferSelect;

/** An export as Account Settings shows it. A ready link past its time reads "expired" before the sweep records it (no writes in GET). */
export function toDataExportDto(row: DataExportRow, now = new Date()): DataExportDto {
  const expired = row.status === "ready" && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    status: expired ? "expired" : row.status,
    requestedAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadedAt: row.downloadedAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
  };
}
