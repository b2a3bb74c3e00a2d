import { Link } from "wouter";
import { format } from "date-fns";
import { Button } from "@/components/ui/button";
import { StatusBadge } from "@/features/orders/StatusBadge";
import type { Order } from "@/features/orders/types";

const directions: Record<string, string> = { "en-tr": "English → Turkish", "tr-en": "Turkish → English" };

/** The customer's next step for an order (spec 2.6). */
function OrderAction({ order }: { order: Order }) {
  if (order.status === "pending")
    return (
      <Button asChild size="sm">
        <Link href={`/checkout/${order.id}`}>Complete Payment</Link>
      </Button>
    );
  if (order.status === "completed")
    return (
      <Button asChild size="sm" variant="secondary">
        <Link href={`/dashboard/download/${order.id}`}>Download Files</Link>
      </Button>
    );
  return (
    <Button asChild size="sm" variant="outline">
      <Link href={`/dashboard/orders/${order.id}`}>View Details</Link>
    </Button>
  );
}

export function OrderRow({ order }: { order: Order }) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium">
          Order #{order.id} <span className="ml-2 capitalize text-muted-foreground">{order.serviceType}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {directions[order.translationDirection] ?? order.translationDirection} · {order.wordCount} words ·{" "}
          {format(new Date(order.createdAt), "MMM d, yyyy")} · ${Number(order.totalPrice).toFixed(2)}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <StatusBadge status={order.status} />
        <OrderAction order={order} />
      </div>
    </li>
  );
}
