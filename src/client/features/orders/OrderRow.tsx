import { Link } from "wouter";
import { formatUsd } from "@shared/format";
import { OrderAction } from "@/features/orders/OrderAction";
import { DIRECTION_LABELS, formatShortDate, formatWords, SERVICE_NAMES } from "@/features/orders/order-labels";
import { StatusBadge } from "@/features/orders/StatusBadge";
import type { Order } from "@/features/orders/types";
import { customerStatusLabel } from "@shared/draft-review";

/** One order in a list: number (links to its details), service, direction, words, date, total, status and next step. */
export function OrderRow({ order, hasDocuments }: { order: Order; hasDocuments?: boolean }) {
  return (
    <li data-testid="order-row" data-order-id={order.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium">
          <Link href={`/dashboard/orders/${order.id}`} className="hover:text-primary hover:underline">
            Order #{order.id}
          </Link>
          <span className="ml-2 text-muted-foreground">{SERVICE_NAMES[order.serviceType]}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {DIRECTION_LABELS[order.translationDirection]} · {formatWords(order.wordCount)} · {formatShortDate(order.createdAt)} ·{" "}
          <span className="font-medium text-foreground">{formatUsd(order.totalPrice)}</span>
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <StatusBadge status={customerStatusLabel(order.status, order.reviewStatus ?? null)} />
        <OrderAction order={order} hasDocuments={hasDocuments} />
      </div>
    </li>
  );
}
