import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { CustomerDocumentList } from "@/features/documents/CustomerDocumentList";
import { useCustomerDocuments } from "@/features/documents/use-customer-documents";

/** /dashboard/uploads: My Documents across all orders. */
export function DocumentsPage() {
  const { t } = useTranslation("dashboard");
  const { documents, isLoading, isError } = useCustomerDocuments();
  return (
    <div>
      <PageHeader title={t("documents.title")} description={t("documents.description")} />
      {isLoading ? (
        <Spinner label={t("documents.loading")} />
      ) : isError ? (
        <p role="alert" className="text-destructive">
          {t("documents.loadError")}
        </p>
      ) : documents.length ? (
        <CustomerDocumentList documents={documents} />
      ) : (
        <EmptyState
          icon={FileText}
          title={t("documents.emptyTitle")}
          description={t("documents.emptyText")}
          action={
            <Button asChild variant="outline">
              <Link href="/dashboard/orders/new">{t("documents.newOrder")}</Link>
            </Button>
          }
        />
      )}
    </div>
  );
}
