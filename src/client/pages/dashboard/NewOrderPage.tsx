import { PageHeader } from "@/components/common/PageHeader";
import { NewOrderForm } from "@/features/orders/new-order/NewOrderForm";

/** /dashboard/orders/new: the order form; the quote from the landing calculator pre-fills it. */
export function NewOrderPage() {
  return (
    <div>
      <PageHeader title="New Translation Order" description="Choose your service and options. You upload your documents in the next step." />
      <NewOrderForm />
    </div>
  );
}
