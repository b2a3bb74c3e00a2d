import type { ReactNode } from "react";
import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { FileQuestion } from "lucide-react";
import type { OrderDetailDto } from "@shared/schemas/order-detail";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { useOrder } from "@/features/orders/use-orders";
import { ApiError } from "@/lib/api";

type OrderGateProps = { orderId: string; children: (order: OrderDetailDto) => ReactNode };

/** Loads one order and renders its page, or the loading, not-found or error state. */
export function OrderGate({ orderId, children }: OrderGateProps) {
  const { t } = useTranslation("orders");
  const query = useOrder(orderId);
  if (query.isLoading) return <Spinner label={t("gate.loading")} />;
  if (query.error || !query.data) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <EmptyState
        icon={FileQuestion}
        title={missing ? t("gate.notFound") : t("gate.loadError")}
        description={missing ? t("gate.notFoundText") : t("gate.tryLater")}
        action={
          <Button asChild variant="outline">
            <Link href="/dashboard/orders">{t("gate.backToOrders")}</Link>
          </Button>
        }
      />
    );
  }
  return <>{children(query.data)}</>;
}
