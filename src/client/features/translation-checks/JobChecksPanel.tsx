import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentChecksDto } from "@shared/schemas/translation-checks";
import { OVERRIDE_REASON_MIN } from "@shared/schemas/translation-checks";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";
import { apiMessage } from "@/lib/api";
import { useTranslateMessage } from "@/lib/translate-message";
import { segmentLink, useJobChecks, useOverrideFinding, useRunChecks } from "./checks-queries";
import { FindingItem } from "./FindingItem";
import { ReportSummary } from "./ReportSummary";

/** The translator's "Checks" card on the job page: per document its findings, a re-run button and the overrides. */
export function JobChecksPanel({ jobId, canWork }: { jobId: number; canWork: boolean }) {
  const { t } = useTranslation("checks");
  const { data, isLoading } = useJobChecks(jobId);
  return (
    <DetailCard title={t("title")}>
      <p className="mb-4 text-sm text-muted-foreground">{t("intro")}</p>
      {isLoading || !data ? (
        <Spinner label={t("running")} />
      ) : (
        <div className="divide-y">
          {data.documents.map((doc) => (
            <DocumentChecks key={doc.documentId} jobId={jobId} doc={doc} canWork={canWork} />
          ))}
        </div>
      )}
    </DetailCard>
  );
}

function DocumentChecks({ jobId, doc, canWork }: { jobId: number; doc: DocumentChecksDto; canWork: boolean }) {
  const { t } = useTranslation("checks");
  const translate = useTranslateMessage();
  const run = useRunChecks(jobId);
  const report = doc.report;
  return (
    <section data-testid={`checks-${doc.documentId}`} className="space-y-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h3 className="break-all font-medium">{doc.documentName}</h3>
        {canWork && (
          <Button
            size="sm"
            variant="outline"
            disabled={run.isPending}
            onClick={() => run.mutate({ documentId: doc.documentId })}
          >
            {run.isPending ? t("running") : t("run")}
          </Button>
        )}
      </div>
      {run.error && (
        <p role="alert" className="text-sm text-destructive">
          {translate(apiMessage(run.error, t("runFailed")))}
        </p>
      )}
      <ReportSummary report={report} />
      {report && report.findings.length > 0 && (
        <ul className="divide-y">
          {report.findings.map((finding) => (
            <FindingItem
              key={finding.id}
              finding={finding}
              subject={report.subject}
              anchor={`check-${doc.documentId}-${finding.segmentId ?? "document"}`}
            >
              {report.subject === "segments" && finding.segmentId && (
                <a className="text-sm underline" href={segmentLink(jobId, doc.documentId, finding.segmentId)}>
                  {t("openSegment")}
                </a>
              )}
              {canWork && finding.severity === "error" && !report.stale && (
                <OverrideForm jobId={jobId} documentId={doc.documentId} findingId={finding.id} />
              )}
            </FindingItem>
          ))}
        </ul>
      )}
    </section>
  );
}

function OverrideForm({ jobId, documentId, findingId }: { jobId: number; documentId: number; findingId: string }) {
  const { t } = useTranslation("checks");
  const translate = useTranslateMessage();
  const override = useOverrideFinding(jobId);
  const [reason, setReason] = useState("");
  const inputId = `override-${documentId}-${findingId.length}-${findingId.slice(-24).replace(/\W/g, "")}`;
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        override.mutate({ documentId, findingId, reason }, { onSuccess: () => setReason("") });
      }}
    >
      <Label htmlFor={inputId}>{t("overrideLabel")}</Label>
      <Textarea
        id={inputId}
        rows={2}
        value={reason}
        placeholder={t("overridePlaceholder")}
        onChange={(event) => setReason(event.target.value)}
      />
      {override.error && (
        <p role="alert" className="text-sm text-destructive">
          {translate(apiMessage(override.error, t("overrideFailed")))}
        </p>
      )}
      <Button type="submit" size="sm" disabled={override.isPending || reason.trim().length < OVERRIDE_REASON_MIN}>
        {override.isPending ? t("overriding") : t("override")}
      </Button>
    </form>
  );
}
