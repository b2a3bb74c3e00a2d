import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import type { Order } from "@/features/orders/types";

/**
 * The customer's next step for an order (spec 2.6): pending → Complete Payment (to the upload page while
 * the order has no documents, since paying needs one), completed → Download Files, otherwise View Details.
 */
export function OrderAction({ order, hasDocuments = true }: { order: Order; hasDocuments?: boolean }) {
  if (order.status === "pending")
    return (
      <Button asChild size="sm">
        <Link href={hasDocuments ? `/checkout/${order.id}` : `/dashboard/upload/${order.id}`}>Complete Payment</Link>
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
