import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/common/PageHeader";
import { VerifiedEmailGate } from "@/features/account/VerifiedEmailGate";
import { NewOrderForm } from "@/features/orders/new-order/NewOrderForm";

/** /dashboard/orders/new: the order form (once the e-mail is verified); the quote from the landing calculator pre-fills it. */
export function NewOrderPage() {
  const { t } = useTranslation("ordering");
  return (
    <div>
      <PageHeader title={t("newOrder.title")} description={t("newOrder.description")} />
      <VerifiedEmailGate>
        <NewOrderForm />
      </VerifiedEmailGate>
    </div>
  );
}
