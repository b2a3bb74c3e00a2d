import { CreditCard } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { PaymentHistoryList } from "@/features/checkout/PaymentHistoryList";
import { usePayments } from "@/features/checkout/use-payments";

/** /dashboard/payments: Payment History with receipts. */
export function PaymentsPage() {
  const payments = usePayments();
  return (
    <div>
      <PageHeader title="Payment History" description="Your card payments, including declined attempts, with printable receipts." />
      {payments.isLoading ? (
        <Spinner label="Loading your payments..." />
      ) : payments.isError ? (
        <p role="alert" className="text-destructive">
          Error loading payments
        </p>
      ) : payments.data?.length ? (
        <PaymentHistoryList payments={payments.data} />
      ) : (
        <EmptyState icon={CreditCard} title="No payments yet" description="Payments for your orders will appear here." />
      )}
    </div>
  );
}
