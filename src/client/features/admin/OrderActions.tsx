import { Link } from "wouter";
import type { AdminOrder } from "@shared/schemas/admin";
import { Button } from "@/components/ui/button";
import { OrderStatusSelect } from "@/features/admin/OrderStatusSelect";
import { adminMoves, nextStep, useUpdateOrderStatus } from "@/features/admin/use-order-status";

/**
 * The list's actions: the forward step when the transition table allows it now (else View Details), and the
 * status control offering only the allowed moves. Cancelling and forced moves happen on the detail page, with
 * a confirmation.
 */
export function OrderActions({ order }: { order: AdminOrder }) {
  const update = useUpdateOrderStatus();
  const step = nextStep(order);
  const allowed = adminMoves(order)
    .filter((move) => move.refusal === null && move.to !== "cancelled")
    .map((move) => move.to);
  const busy = update.isPending;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <OrderStatusSelect
        value={order.status}
        options={allowed}
        label={`Status of order #${order.id}`}
        disabled={busy}
        onChange={(status) => status !== order.status && update.mutate({ orderId: order.id, status })}
      />
      {step && step.refusal === null ? (
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
