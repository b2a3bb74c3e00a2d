import { eq } from "drizzle-orm";
import { jobWorkRefusal } from "../../shared/assignment";
import { findingKey } from "../../shared/translation-checks/overrides";
import type { Database } from "../db/client";
import { documents } from "../db/schema/documents";
import { translationCheckReports } from "../db/schema/translation-checks";
import { badRequest, english, notFound } from "../http/app-error";
import { getTranslatorJobOrThrow } from "../jobs/get-translator-job-or-throw";
import { latestReport } from "./check-document";
import { jobDocumentOrThrow } from "./job-document";

type Options = { db: Database; userId: number; jobId: number; documentId: number; findingId: string; reason: string };

/**
 * The translator overrides one error of the document's current report with a reason (docs/translation-checks.md):
 * kept with the report, shown to the admin, carried to the next run while that exact error is still found. A
 * second override of the same error replaces the reason. Warnings need none: they never block.
 */
export async function overrideFinding({ db, userId, jobId, documentId, findingId, reason }: Options) {
  return db.transaction(async (tx) => {
    const { job, order, translator } = await getTranslatorJobOrThrow({ db: tx, jobId, userId, forUpdate: true });
    const refusal = jobWorkRefusal({ status: job.status, ended: false, orderStatus: order.status });
    if (refusal) throw badRequest(english(refusal));
    await jobDocumentOrThrow(tx, order.id, documentId);
    await tx.select({ id: documents.id }).from(documents).where(eq(documents.id, documentId)).for("update");
    const report = await latestReport(tx, documentId);
    const found = report?.findings.find((item) => item.severity === "error" && findingKey(item) === findingId);
    if (!report || !found) throw notFound("CHECK_FINDING_NOT_FOUND");
    const override = {
      findingId,
      segmentId: found.segmentId,
      code: found.code,
      params: found.params,
      reason,
      userId,
      by: translator.fullName,
      at: new Date().toISOString(),
    };
    await tx
      .update(translationCheckReports)
      .set({
        overrides: [...report.overrides.filter((item) => item.findingId !== findingId), override],
        updatedAt: new Date(),
      })
      .where(eq(translationCheckReports.id, report.id));
  });
}
