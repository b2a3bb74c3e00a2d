import { Link, useParams } from "wouter";
import { useTranslation } from "react-i18next";
import { ArrowLeft } from "lucide-react";
import { OrderGate } from "@/features/orders/OrderGate";
import { OrderDetailsView } from "./OrderDetailsView";

/** /dashboard/orders/:id: everything about one order. */
export function OrderDetailsPage() {
  const { t } = useTranslation("orders");
  const { id } = useParams<{ id: string }>();
  return (
    <div>
      <Link
        href="/dashboard/orders"
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-primary"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("details.yourOrders")}
      </Link>
      <OrderGate orderId={id}>{(order) => <OrderDetailsView order={order} />}</OrderGate>
    </div>
  );
}
