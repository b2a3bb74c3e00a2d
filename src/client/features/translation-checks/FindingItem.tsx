import type { ReactNode } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { CheckFindingDto, CheckReportDto } from "@shared/schemas/translation-checks";
import { Badge } from "@/components/ui/badge";

/** Where a finding sits: a segment of the editor, a line of the uploaded file, or the whole document. */
export function findingPlace(
  t: TFunction<"checks">,
  subject: CheckReportDto["subject"],
  segmentId: string | null,
  position?: number,
): string {
  if (segmentId === null) return t("wholeDocument");
  if (subject === "segments") return t("segment", { segment: String(position ?? segmentId) });
  return segmentId.startsWith("t")
    ? t("translationLine", { line: segmentId.slice(1) })
    : t("line", { line: segmentId });
}

type Props = {
  finding: CheckFindingDto;
  subject: CheckReportDto["subject"];
  /** The segment's number in the document (1-based), for the editor's segments. */
  position?: number;
  anchor: string;
  /** A link to the segment, an override form: what the translator's panel adds. */
  children?: ReactNode;
  /** "en" on the admin's English-only screens. */
  lng?: "en";
};

/** One finding in the current language, by its code: severity, place, the segment's texts, the override if any. */
export function FindingItem({ finding, subject, position, anchor, children, lng }: Props) {
  const { t, i18n } = useTranslation("checks", { lng });
  const params = Object.fromEntries(Object.entries(finding.params).map(([key, value]) => [key, String(value)]));
  return (
    <li id={anchor} data-testid="check-finding" data-code={finding.code} className="space-y-2 py-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={finding.severity === "error" ? (finding.override ? "gray" : "red") : "amber"}>
          {t(finding.severity)}
        </Badge>
        <span className="text-muted-foreground">{findingPlace(t, subject, finding.segmentId, position)}</span>
      </div>
      <p className="text-sm font-medium">
        {t(`findings.${finding.code}`, { ...params, interpolation: { escapeValue: false } })}
      </p>
      {(finding.source || finding.target) && (
        <dl className="grid gap-1 rounded-md bg-muted/60 p-2 text-xs sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">{t("source")}</dt>
            <dd lang={subject === "segments" ? undefined : "tr"}>{finding.source}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("target")}</dt>
            <dd>{finding.target}</dd>
          </div>
        </dl>
      )}
      {finding.override && (
        <p data-testid="check-override" className="text-sm">
          {t("overridden", {
            by: finding.override.by,
            date: new Date(finding.override.at).toLocaleString(i18n.language),
            reason: finding.override.reason,
            interpolation: { escapeValue: false },
          })}
        </p>
      )}
      {children}
    </li>
  );
}
