import { useTranslation } from "react-i18next";
import type { CheckReportDto } from "@shared/schemas/translation-checks";

/** A report's counts, when and on what it ran, and whether it is out of date. */
export function ReportSummary({ report, lng }: { report: CheckReportDto | null; lng?: "en" }) {
  const { t, i18n } = useTranslation("checks", { lng });
  if (!report) return <p className="text-sm text-muted-foreground">{t("notChecked")}</p>;
  const counts = {
    errors: String(report.errors),
    warnings: String(report.warnings),
    blocking: String(report.blocking),
  };
  return (
    <div className="space-y-1 text-sm">
      <p data-testid="checks-summary" className={report.blocking > 0 ? "font-medium text-destructive" : "font-medium"}>
        {report.findings.length === 0 ? t("noProblems") : t("summary", counts)}
      </p>
      <p className="text-xs text-muted-foreground">
        {t("checkedOn", { date: new Date(report.createdAt).toLocaleString(i18n.language) })} ·{" "}
        {t(report.subject === "segments" ? "subjectSegments" : "subjectUpload")}
        {report.translationVersion !== null && <> · {t("version", { version: String(report.translationVersion) })}</>}
      </p>
      {report.stale && (
        <p role="status" className="text-sm text-amber-800">
          {t("stale")}
        </p>
      )}
    </div>
  );
}
