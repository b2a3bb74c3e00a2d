import { useTranslation } from "react-i18next";
import { CreditCard } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { PaymentHistoryList } from "@/features/checkout/PaymentHistoryList";
import { usePayments } from "@/features/checkout/use-payments";

/** /dashboard/payments: Payment History with receipts. */
export function PaymentsPage() {
  const { t } = useTranslation("checkout");
  const payments = usePayments();
  return (
    <div>
      <PageHeader title={t("history.title")} description={t("history.description")} />
      {payments.isLoading ? (
        <Spinner label={t("history.loading")} />
      ) : payments.isError ? (
        <p role="alert" className="text-destructive">
          {t("history.loadError")}
        </p>
      ) : payments.data?.length ? (
        <PaymentHistoryList payments={payments.data} />
      ) : (
        <EmptyState icon={CreditCard} title={t("history.emptyTitle")} description={t("history.emptyText")} />
      )}
    </div>
  );
}
