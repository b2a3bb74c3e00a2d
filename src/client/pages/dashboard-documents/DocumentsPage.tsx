import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { CustomerDocumentList } from "@/features/documents/CustomerDocumentList";
import { useCustomerDocuments } from "@/features/documents/use-customer-documents";
import { CustomerListPager } from "@/features/lists/CustomerListPager";
import { usePagedView } from "@/hooks/use-paged-view";

/** /dashboard/uploads: My Documents across all orders, a page at a time (the page in the URL). */
export function DocumentsPage() {
  const { t } = useTranslation("dashboard");
  const { t: tLists } = useTranslation("lists");
  const view = usePagedView([] as const);
  const { data, isLoading, isError, isFetching } = useCustomerDocuments({ limit: view.limit, cursor: view.cursor });
  const documents = data?.items ?? [];
  return (
    <div>
      <PageHeader title={t("documents.title")} description={t("documents.description")} />
      {isLoading ? (
        <Spinner label={t("documents.loading")} />
      ) : isError ? (
        <p role="alert" className="text-destructive">
          {t("documents.loadError")}{" "}
          {view.cursor && (
            <button type="button" className="underline" onClick={() => view.goTo(null)}>
              {tLists("documents.backToFirst")}
            </button>
          )}
        </p>
      ) : documents.length ? (
        <div className={isFetching ? "opacity-70 transition-opacity" : undefined}>
          <CustomerDocumentList documents={documents} />
        </div>
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
      {data && data.total > 0 && <CustomerListPager list="documents" page={data} view={view} busy={isFetching} />}
    </div>
  );
}
