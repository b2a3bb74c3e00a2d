import { desc, eq } from "drizzle-orm";
import { finding, type Finding } from "../../shared/translation-checks/codes";
import { alignDocument, runChecks } from "../../shared/translation-checks/index";
import { checkSegmentCounts } from "../../shared/translation-checks/check-length";
import { findingKey } from "../../shared/translation-checks/overrides";
import type { CheckContext, Segment } from "../../shared/translation-checks/types";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { translationCheckReports } from "../db/schema/translation-checks";
import { StorageNotFoundError, type FileStorage } from "../storage/file-storage";
import { loadCheckContext } from "./check-context";
import { loadCheckTarget, type CheckTarget } from "./check-target";
import type { TermSource } from "./check-terms";
import { readStoredDocumentText } from "../documents/document-text-reader";

export type CheckReportRow = typeof translationCheckReports.$inferSelect;
type DocumentRow = typeof documents.$inferSelect;
type OrderFacts = { id: number; translationDirection: CheckContext["direction"] };

type Options = { db: Executor; storage: FileStorage; document: DocumentRow; order: OrderFacts; loadTerms: TermSource };

/** The document's newest report (its report), or null. */
export async function latestReport(db: Executor, documentId: number): Promise<CheckReportRow | null> {
  const [row] = await db
    .select()
    .from(translationCheckReports)
    .where(eq(translationCheckReports.documentId, documentId))
    .orderBy(desc(translationCheckReports.id))
    .limit(1);
  return row ?? null;
}

/**
 * Runs the checks on what the document has now (check-target.ts) unless its report is already about exactly that:
 * idempotent, so the upload's job, the translator's "Run checks" and the completion can all call it. A new report
 * keeps the overrides whose error is still found; the others were fixed or changed and block again if they recur.
 * Null when the document has nothing to check.
 */
export async function checkDocument({ db, storage, document, order, loadTerms }: Options) {
  const context = await loadCheckContext(db, order, loadTerms);
  const target = await loadCheckTarget(db, document.id, context);
  if (!target) return null;
  const fresh = await latestReport(db, document.id);
  if (fresh?.fingerprint === target.fingerprint) return attachToNewestVersion(db, fresh, target);
  // Reading and checking happen outside the row lock: a slow PDF never holds the document.
  const { findings, segments } = await findingsOf(storage, document, target, context);
  return db.transaction(async (tx) => {
    await tx.select({ id: documents.id }).from(documents).where(eq(documents.id, document.id)).for("update");
    const previous = await latestReport(tx, document.id);
    if (previous?.fingerprint === target.fingerprint) return attachToNewestVersion(tx, previous, target);
    const current = new Set(findings.filter((found) => found.severity === "error").map(findingKey));
    const withFindings = new Set(findings.map((found) => found.segmentId));
    const segmentTexts = Object.fromEntries(
      segments
        .filter((segment) => withFindings.has(segment.id))
        .map((segment) => [segment.id, [segment.source, segment.target] as [string, string]]),
    );
    const [row] = await tx
      .insert(translationCheckReports)
      .values({
        documentId: document.id,
        translationId: target.translation?.id ?? null,
        subject: target.subject,
        fingerprint: target.fingerprint,
        findings,
        segmentTexts,
        overrides: (previous?.overrides ?? []).filter((override) => current.has(override.findingId)),
        errors: findings.filter((found) => found.severity === "error").length,
        warnings: findings.filter((found) => found.severity === "warning").length,
      })
      .returning();
    return row!;
  });
}

/** A report of unchanged segments goes with the version rendered from them since (the deliverable's PDF). */
async function attachToNewestVersion(db: Executor, report: CheckReportRow, target: CheckTarget) {
  const translationId = target.translation?.id ?? null;
  if (report.translationId === translationId) return report;
  const [row] = await db
    .update(translationCheckReports)
    .set({ translationId, updatedAt: new Date() })
    .where(eq(translationCheckReports.id, report.id))
    .returning();
  return row!;
}

async function findingsOf(
  storage: FileStorage,
  document: DocumentRow,
  target: CheckTarget,
  context: CheckContext,
): Promise<{ findings: Finding[]; segments: Segment[] }> {
  if (target.subject === "segments")
    return { findings: runChecks(target.segments, context), segments: target.segments };
  const [sourceText, translationText] = await Promise.all([
    storedText(storage, document.s3Key, document.originalFilename),
    storedText(storage, target.translation.translatedFileKey!, target.translation.fileName ?? ""),
  ]);
  // A scan or a photo (or a file gone) has no text to align: one warning, never an error (nothing was found wrong).
  if (sourceText === null || translationText === null)
    return { findings: [finding(null, "NOT_CHECKED_NO_TEXT")], segments: [] };
  const aligned = alignDocument(sourceText, translationText, context.direction);
  const findings = [
    ...checkSegmentCounts(aligned.sourceLines, aligned.targetLines),
    ...runChecks(aligned.segments, context),
  ];
  return { findings, segments: aligned.segments };
}

/** A stored file's text; null when it has none, or when the file is no longer stored (files of a closed order). */
async function storedText(storage: FileStorage, key: string, fileName: string): Promise<string | null> {
  try {
    return await readStoredDocumentText(fileName, await storage.get(key));
  } catch (error) {
    if (error instanceof StorageNotFoundError) return null;
    throw error;
  }
}
