import { useParams } from "wouter";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/common/PageHeader";
import { VerifiedEmailGate } from "@/features/account/VerifiedEmailGate";
import { OrderGate } from "@/features/orders/OrderGate";
import { CheckoutView } from "./CheckoutView";

/** /checkout/:orderId: pay for a pending order (docs/customer-ui.md). */
export function CheckoutPage() {
  const { t } = useTranslation("checkout");
  const { orderId } = useParams<{ orderId: string }>();
  return (
    <div>
      <PageHeader title={t("page.title")} description={t("page.description", { id: orderId })} />
      <VerifiedEmailGate>
        <OrderGate orderId={orderId}>{(order) => <CheckoutView order={order} />}</OrderGate>
      </VerifiedEmailGate>
    </div>
  );
}
