import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/common/EmptyState";
import { OrderRow } from "@/features/orders/OrderRow";
import type { Order } from "@/features/orders/types";

type OrderListProps = { orders: Order[]; emptyTitle: string; hasDocuments: (orderId: number) => boolean | undefined };

/** One tab's orders, or its empty message. */
export function OrderList({ orders, emptyTitle, hasDocuments }: OrderListProps) {
  const { t } = useTranslation("orders");
  if (orders.length === 0) {
    return (
      <EmptyState
        title={emptyTitle}
        description={t("list.emptyText")}
        action={
          <Button asChild variant="outline">
            <Link href="/dashboard/orders/new">{t("list.newOrder")}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <Card>
      <ul className="divide-y">
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} hasDocuments={hasDocuments(order.id)} />
        ))}
      </ul>
    </Card>
  );
}
