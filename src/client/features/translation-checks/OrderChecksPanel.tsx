import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";
import { useOrderChecks } from "./checks-queries";
import { FindingItem } from "./FindingItem";
import { ReportSummary } from "./ReportSummary";

/** The admin's view (English, like the other admin screens) before completing the order: per document the errors, warnings, overrides and their reasons. */
export function OrderChecksPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation("checks", { lng: "en" });
  const { data, isLoading } = useOrderChecks(orderId);
  return (
    <DetailCard title={t("adminTitle")}>
      {isLoading || !data ? (
        <Spinner label={t("running")} />
      ) : (
        <div className="divide-y">
          {data.documents.map((doc) => (
            <section
              key={doc.documentId}
              data-testid={`admin-checks-${doc.documentId}`}
              className="space-y-2 py-4 first:pt-0 last:pb-0"
            >
              <h3 className="break-all font-medium">{doc.documentName}</h3>
              {doc.report ? (
                <ReportSummary report={doc.report} lng="en" />
              ) : (
                <p className="text-sm">{t("noReportAdmin")}</p>
              )}
              {doc.report && doc.report.findings.length > 0 && (
                <ul className="divide-y">
                  {doc.report.findings.map((finding) => (
                    <FindingItem
                      key={finding.id}
                      finding={finding}
                      subject={doc.report!.subject}
                      lng="en"
                      anchor={`admin-check-${doc.documentId}-${finding.segmentId ?? "document"}`}
                    />
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
    </DetailCard>
  );
}
