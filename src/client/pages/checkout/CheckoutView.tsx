import { useState } from "react";
import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { CircleCheck, Upload } from "lucide-react";
import type { OrderDetailDto } from "@shared/schemas/order-detail";
import { orderAllows, orderStateOf } from "@shared/order-capabilities";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/common/EmptyState";
import { CheckoutPaymentCard } from "@/features/checkout/CheckoutPaymentCard";
import { CheckoutSummary } from "@/features/checkout/CheckoutSummary";

/** Checkout for a loaded order: only an order the capability table lets pay, with documents, is paid (the server says the same). */
export function CheckoutView({ order }: { order: OrderDetailDto }) {
  // Decided once: after paying, the refreshed order is no longer pending, but the success state stays.
  const { t } = useTranslation("checkout");
  const { t: to } = useTranslation("orders");
  const payableNow = orderAllows(orderStateOf(order), "pay");
  const [payable] = useState(payableNow && order.documents.length > 0);

  if (!payableNow && !payable) {
    return (
      <EmptyState
        icon={CircleCheck}
        title={t("page.cannotPayTitle")}
        description={t("page.cannotPayText", { id: order.id, status: to(`status.${order.status}`) })}
        action={
          <Button asChild variant="outline">
            <Link href={`/dashboard/orders/${order.id}`}>{t("page.viewDetails")}</Link>
          </Button>
        }
      />
    );
  }
  if (!payable) {
    return (
      <EmptyState
        icon={Upload}
        title={t("page.uploadFirstTitle")}
        description={t("page.uploadFirstText")}
        action={
          <Button asChild>
            <Link href={`/dashboard/upload/${order.id}`}>{t("page.uploadDocuments")}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <CheckoutSummary order={order} />
      <CheckoutPaymentCard orderId={order.id} />
    </div>
  );
}
