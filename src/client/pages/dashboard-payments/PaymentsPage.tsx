import { useTranslation } from "react-i18next";
import { CreditCard } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { PaymentHistoryList } from "@/features/checkout/PaymentHistoryList";
import { usePayments } from "@/features/checkout/use-payments";
import { CustomerListPager } from "@/features/lists/CustomerListPager";
import { usePagedView } from "@/hooks/use-paged-view";

/** /dashboard/payments: Payment History with receipts, a page at a time (the page in the URL). */
export function PaymentsPage() {
  const { t } = useTranslation("checkout");
  const { t: tLists } = useTranslation("lists");
  const view = usePagedView([] as const);
  const payments = usePayments({ limit: view.limit, cursor: view.cursor });
  const data = payments.data;
  return (
    <div>
      <PageHeader title={t("history.title")} description={t("history.description")} />
      {payments.isLoading ? (
        <Spinner label={t("history.loading")} />
      ) : payments.isError ? (
        <p role="alert" className="text-destructive">
          {t("history.loadError")}{" "}
          {view.cursor && (
            <button type="button" className="underline" onClick={() => view.goTo(null)}>
              {tLists("payments.backToFirst")}
            </button>
          )}
        </p>
      ) : data?.items.length ? (
        <div className={payments.isFetching ? "opacity-70 transition-opacity" : undefined}>
          <PaymentHistoryList payments={data.items} />
        </div>
      ) : (
        <EmptyState icon={CreditCard} title={t("history.emptyTitle")} description={t("history.emptyText")} />
      )}
      {data && data.total > 0 && (
        <CustomerListPager list="payments" page={data} view={view} busy={payments.isFetching} />
      )}
    </div>
  );
}
