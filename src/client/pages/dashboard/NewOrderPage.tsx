import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/common/PageHeader";
import { NewOrderForm } from "@/features/orders/new-order/NewOrderForm";

/** /dashboard/orders/new: the order form; the quote from the landing calculator pre-fills it. */
export function NewOrderPage() {
  const { t } = useTranslation("ordering");
  return (
    <div>
      <PageHeader title={t("newOrder.title")} description={t("newOrder.description")} />
      <NewOrderForm />
    </div>
  );
}
