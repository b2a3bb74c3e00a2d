import { eq, sql } from "drizzle-orm";
import { jobWorkRefusal } from "../../shared/assignment";
import { coded } from "../../shared/error-codes";
import type { XliffImportResultDto } from "../../shared/schemas/xliff";
import type { Database } from "../db/client";
import { documentSegments } from "../db/schema/workbench";
import { badRequest, english } from "../http/app-error";
import { readXliff, XliffReadError, type XliffUnit } from "./xliff-format";
import { loadXliffDocument } from "./xliff-document";

type Options = { db: Database; userId: number; jobId: number; documentId: number; xml: string };
type SegmentRow = Awaited<ReturnType<typeof loadXliffDocument>>["segments"][number];

/** A quoted text in a refusal stays short: the first 80 characters. */
const clip = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/**
 * Refuses a file that is not exactly this document's segments: every unit id a segment id, every segment
 * present, every source the stored source. The first difference is the reason; nothing is written.
 */
function assertMatches(units: XliffUnit[], segments: SegmentRow[]): Map<number, XliffUnit> {
  const byId = new Map(segments.map((segment) => [String(segment.id), segment]));
  const matched = new Map<number, XliffUnit>();
  for (const unit of units) {
    const segment = byId.get(unit.id);
    if (!segment || matched.has(segment.id)) throw badRequest(coded("XLIFF_UNKNOWN_UNIT", { id: unit.id }));
    if (unit.source !== segment.source)
      throw badRequest(
        coded("XLIFF_SOURCE_CHANGED", { id: unit.id, file: clip(unit.source), stored: clip(segment.source) }),
      );
    matched.set(segment.id, unit);
  }
  const missing = segments.find((segment) => !matched.has(segment.id));
  if (missing) throw badRequest(coded("XLIFF_MISSING_UNIT", { id: String(missing.id) }));
  return matched;
}

/**
 * Imports a translator's XLIFF file into the document's targets, in one transaction: a segment is written
 * (revision + 1) only when its target or status changes; final/translated units become confirmed, others drafts.
 */
export async function importDocumentXliff({
  db,
  userId,
  jobId,
  documentId,
  xml,
}: Options): Promise<XliffImportResultDto> {
  let read: Awaited<ReturnType<typeof readXliff>>;
  try {
    read = await readXliff(xml);
  } catch (error) {
    if (error instanceof XliffReadError) throw badRequest(coded("XLIFF_UNREADABLE", { reason: error.message }));
    throw error;
  }
  return db.transaction(async (tx) => {
    const { job, order, segments } = await loadXliffDocument({ db: tx, userId, jobId, documentId, forUpdate: true });
    const refusal = jobWorkRefusal({ status: job.status, ended: false, orderStatus: order.status });
    if (refusal) throw badRequest(english(refusal));
    if (segments.length === 0) throw badRequest("XLIFF_NO_SEGMENTS");
    const units = assertMatches(read.units, segments);
    let updated = 0;
    let confirmed = 0;
    for (const segment of segments) {
      const unit = units.get(segment.id)!;
      const status = unit.final ? "confirmed" : "draft";
      if (status === "confirmed") confirmed += 1;
      if (unit.target === segment.target && status === segment.status) continue;
      const textChanged = unit.target !== segment.target;
      await tx
        .update(documentSegments)
        .set({
          target: unit.target,
          status,
          // Text from the translator's own tool is their manual work; an unchanged text keeps its origin.
          ...(textChanged ? { origin: "manual" as const, matchScore: null } : {}),
          revision: sql`${documentSegments.revision} + 1`,
          updatedBy: userId,
          jobId,
          confirmedAt: status === "confirmed" ? (segment.confirmedAt ?? new Date()) : null,
          updatedAt: new Date(),
        })
        .where(eq(documentSegments.id, segment.id));
      updated += 1;
    }
    return {
      documentId,
      version: read.version,
      updated,
      unchanged: segments.length - updated,
      progress: { total: segments.length, confirmed },
    };
  });
}
