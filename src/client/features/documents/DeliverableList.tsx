import { useTranslation } from "react-i18next";
import { Award, Download, FileCheck2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useOrderFormat } from "@/features/orders/use-order-format";
import type { DeliverableFileDto } from "@shared/schemas/deliverables";
import { deliverableDownloadUrl } from "./use-deliverables";

/**
 * Each document's certified PDF (or its translation and certificate), named for the document, with a download
 * button each; for a completed certified order, the whole order as a ZIP or one merged PDF.
 */
export function DeliverableList({
  files,
  wholeOrder,
}: {
  files: DeliverableFileDto[];
  wholeOrder?: { orderId: number } | null;
}) {
  const { t } = useTranslation("downloads");
  const f = useOrderFormat();
  return (
    <Card>
      {wholeOrder && (
        <div className="flex flex-wrap items-center gap-2 border-b p-4" data-testid="whole-order-downloads">
          <p className="mr-auto font-medium">{t("wholeOrder")}</p>
          <Button asChild size="sm" variant="outline">
            <a href={`/api/orders/${wholeOrder.orderId}/deliverables/zip`} download>
              <Download aria-hidden="true" />
              {t("downloadZip")}
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={`/api/orders/${wholeOrder.orderId}/deliverables/merged.pdf`} download>
              <Download aria-hidden="true" />
              {t("downloadMerged")}
            </a>
          </Button>
        </div>
      )}
      <ul className="divide-y">
        {files.map((file) => (
          <li
            key={`${file.kind}-${file.id}`}
            data-testid="deliverable"
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
          >
            <div className="flex min-w-0 flex-1 items-start gap-3">
              {file.kind === "certificate" ? (
                <Award aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-crimson" />
              ) : (
                <FileCheck2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              )}
              <div className="min-w-0">
                <p className="break-all font-medium">{file.fileName}</p>
                <p className="text-sm text-muted-foreground">
                  {file.combined
                    ? t("certifiedPdf", { count: file.pageCount ?? 0 })
                    : `${file.kind === "certificate" ? t("certificateFor") : t("translationOf")} ${file.title}`}
                  {file.completedAt && t("delivered", { date: f.dateTime(file.completedAt) })}
                </p>
              </div>
            </div>
            <Button asChild size="sm" className="self-start sm:self-auto">
              <a href={deliverableDownloadUrl(file)} download aria-label={t("downloadName", { name: file.fileName })}>
                <Download aria-hidden="true" />
                {t("download")}
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
