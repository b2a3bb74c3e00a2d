import type { SegmentDto } from "../../shared/schemas/workbench";
import type { documentSegments } from "../db/schema/workbench";

export type SegmentRow = typeof documentSegments.$inferSelect;

export function serializeSegment(row: SegmentRow): SegmentDto {
  return {
    id: row.id,
    documentId: row.documentId,
    position: row.position,
    kind: row.kind,
    row: row.row,
    col: row.col,
    source: row.source,
    target: row.target,
    status: row.status,
    origin: row.origin,
    matchScore: row.matchScore,
    box: row.box ?? null,
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
  };
}
