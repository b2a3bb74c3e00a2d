import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { Download, FileText } from "lucide-react";
import type { CustomerDocumentDto } from "@shared/schemas/documents";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { StatusBadge } from "@/features/orders/StatusBadge";
import { DocumentWords } from "./DocumentWords";

/** My Documents: every uploaded file with its order (and that order's status) and a download link. */
export function CustomerDocumentList({ documents }: { documents: CustomerDocumentDto[] }) {
  const { t } = useTranslation("dashboard");
  const f = useOrderFormat();
  return (
    <Card>
      <ul className="divide-y">
        {documents.map((document) => (
          <li
            key={document.id}
            data-testid="customer-document"
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
          >
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div className="min-w-0">
                <p className="break-all font-medium">{document.originalFilename}</p>
                <p className="text-sm text-muted-foreground">
                  {f.fileSize(document.fileSize)} · <DocumentWords document={document} /> ·{" "}
                  {t("documents.uploaded", { date: f.shortDate(document.createdAt) })}
                </p>
              </div>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3 pl-8 sm:justify-end sm:pl-0">
              <Link
                href={`/dashboard/orders/${document.orderId}`}
                className="whitespace-nowrap text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {t("documents.order", { id: document.orderId })}
              </Link>
              <StatusBadge status={document.orderStatus} />
              <Button asChild variant="outline" size="sm">
                <a
                  href={`/api/documents/${document.id}/download`}
                  download
                  aria-label={t("documents.downloadName", { name: document.originalFilename })}
                >
                  <Download aria-hidden="true" />
                  {t("documents.download")}
                </a>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
