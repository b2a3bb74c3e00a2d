import type { CheckReportDto } from "../../shared/schemas/translation-checks";
import { blockingFindings, findingKey } from "../../shared/translation-checks/overrides";
import type { CheckReportRow } from "./check-document";

/** The errors of a report still blocking delivery: neither fixed (a new run) nor overridden with a reason. */
export const blockingCount = (report: CheckReportRow) => blockingFindings(report.findings, report.overrides).length;

/** A report as the translator's and the admin's panels show it: each finding with its id, texts and override. */
export function toCheckReportDto(
  report: CheckReportRow,
  options: { stale: boolean; translationVersion: number | null },
): CheckReportDto {
  const overrides = new Map(report.overrides.map((override) => [override.findingId, override]));
  return {
    id: report.id,
    documentId: report.documentId,
    subject: report.subject,
    translationId: report.translationId,
    translationVersion: options.translationVersion,
    stale: options.stale,
    errors: report.errors,
    warnings: report.warnings,
    blocking: blockingCount(report),
    createdAt: report.createdAt.toISOString(),
    findings: report.findings.map((found) => {
      const id = findingKey(found);
      const override = found.severity === "error" ? overrides.get(id) : undefined;
      const [source, target] = (found.segmentId !== null && report.segmentTexts[found.segmentId]) || ["", ""];
      return {
        id,
        segmentId: found.segmentId,
        severity: found.severity,
        code: found.code,
        params: found.params,
        source,
        target,
        override: override ? { reason: override.reason, by: override.by, at: override.at } : null,
      };
    }),
  };
}
