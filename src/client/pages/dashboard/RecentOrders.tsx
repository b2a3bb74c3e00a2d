import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { OrderRow } from "@/features/orders/OrderRow";
import type { Order } from "@/features/orders/types";

type RecentOrdersProps = { orders: Order[]; hasDocuments: (orderId: number) => boolean | undefined };

/** The newest orders (the API lists newest first) with a link to all of them. */
export function RecentOrders({ orders, hasDocuments }: RecentOrdersProps) {
  const { t } = useTranslation("dashboard");
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between space-y-0">
        <CardTitle>
          <h2>{t("recent.title")}</h2>
        </CardTitle>
        <Button asChild variant="link" className="h-auto p-0">
          <Link href="/dashboard/orders">{t("recent.viewAll")}</Link>
        </Button>
      </CardHeader>
      <CardContent className="p-0">
        <ul className="divide-y border-t">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} hasDocuments={hasDocuments(order.id)} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
