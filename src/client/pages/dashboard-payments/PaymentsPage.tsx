import { CreditCard } from "lucide-react";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";

export function PaymentsPage() {
  return (
    <div>
      <PageHeader title="Payment History" />
      <EmptyState
        icon={CreditCard}
        title="No payments yet"
        description="Payments for your orders will appear here."
      />
    </div>
  );
}
