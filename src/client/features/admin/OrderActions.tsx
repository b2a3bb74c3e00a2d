import { Link } from "wouter";
import type { AdminOrder } from "@shared/schemas/admin";
import { Button } from "@/components/ui/button";
import { OrderStatusSelect } from "@/features/admin/OrderStatusSelect";
import { nextStep, useUpdateOrderStatus } from "@/features/admin/use-order-status";

/**
 * Spec 2.7 admin actions: pending → Start Processing, processing → Mark Completed, otherwise View Details;
 * plus the status control that can set any value.
 */
export function OrderActions({ order }: { order: AdminOrder }) {
  const update = useUpdateOrderStatus();
  const step = nextStep(order.status);
  const busy = update.isPending;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <OrderStatusSelect
        value={order.status}
        label={`Status of order #${order.id}`}
        disabled={busy}
        onChange={(status) => status !== order.status && update.mutate({ orderId: order.id, status })}
      />
      {step ? (
        <Button size="sm" disabled={busy} onClick={() => update.mutate({ orderId: order.id, status: step.to })}>
          {step.label}
        </Button>
      ) : (
        <Button asChild size="sm" variant="outline">
          <Link href={`/admin/orders/${order.id}`}>View Details</Link>
        </Button>
      )}
    </div>
  );
}
