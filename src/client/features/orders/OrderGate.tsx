import type { ReactNode } from "react";
import { Link } from "wouter";
import { FileQuestion } from "lucide-react";
import type { OrderDetailDto } from "@shared/schemas/orders";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { useOrder } from "@/features/orders/use-orders";
import { ApiError } from "@/lib/api";

type OrderGateProps = { orderId: string; children: (order: OrderDetailDto) => ReactNode };

/** Loads one order and renders its page, or the loading, not-found or error state. */
export function OrderGate({ orderId, children }: OrderGateProps) {
  const query = useOrder(orderId);
  if (query.isLoading) return <Spinner label="Loading your order..." />;
  if (query.error || !query.data) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <EmptyState
        icon={FileQuestion}
        title={missing ? "Order not found" : "Error loading order"}
        description={missing ? "This order does not exist or belongs to another account." : "Please try again in a moment."}
        action={
          <Button asChild variant="outline">
            <Link href="/dashboard/orders">Return to Orders</Link>
          </Button>
        }
      />
    );
  }
  return <>{children(query.data)}</>;
}
