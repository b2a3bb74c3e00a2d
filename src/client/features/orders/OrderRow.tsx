import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { formatCents } from "@shared/money";
import { OrderAction } from "@/features/orders/OrderAction";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { StatusBadge } from "@/features/orders/StatusBadge";
import type { Order } from "@/features/orders/types";
import { customerStatusLabel } from "@shared/draft-review";
import { UnreadBadge } from "@/features/messages/UnreadBadge";

/** One order in a list: number (links to its details), service, direction, words, date, total, status and next step. */
export function OrderRow({ order, hasDocuments }: { order: Order; hasDocuments?: boolean }) {
  const { t } = useTranslation("orders");
  const f = useOrderFormat();
  return (
    <li
      data-testid="order-row"
      data-order-id={order.id}
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="font-medium">
          <Link href={`/dashboard/orders/${order.id}`} className="hover:text-primary hover:underline">
            {t("orderNumber", { id: order.id })}
          </Link>
          <span className="ml-2 text-muted-foreground">{f.service(order.serviceType)}</span>
          <UnreadBadge
            orderId={order.id}
            href={`/dashboard/orders/${order.id}#messages`}
            className="ml-2 align-middle"
          />
        </p>
        <p className="text-sm text-muted-foreground">
          {f.direction(order.translationDirection)} · {f.words(order.wordCount)} · {f.shortDate(order.createdAt)} ·{" "}
          <span className="font-medium text-foreground">{formatCents(order.totalCents)}</span>
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <StatusBadge status={customerStatusLabel(order.status, order.reviewStatus ?? null)} />
        <OrderAction order={order} hasDocuments={hasDocuments} />
      </div>
    </li>
  );
}
