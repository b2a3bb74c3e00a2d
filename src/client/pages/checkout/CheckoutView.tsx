import { useState } from "react";
import { Link } from "wouter";
import { CircleCheck, Upload } from "lucide-react";
import type { OrderDetailDto } from "@shared/schemas/orders";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/common/EmptyState";
import { CheckoutPaymentCard } from "@/features/checkout/CheckoutPaymentCard";
import { CheckoutSummary } from "@/features/checkout/CheckoutSummary";

/** Checkout for a loaded order: only a pending order with documents can be paid (the server says the same). */
export function CheckoutView({ order }: { order: OrderDetailDto }) {
  // Decided once: after paying, the refreshed order is no longer pending, but the success state stays.
  const [payable] = useState(order.status === "pending" && order.documents.length > 0);

  if (order.status !== "pending" && !payable) {
    return (
      <EmptyState
        icon={CircleCheck}
        title="This order cannot be paid"
        description={`Order #${order.id} is ${order.status}. Only pending orders are paid at checkout.`}
        action={
          <Button asChild variant="outline">
            <Link href={`/dashboard/orders/${order.id}`}>View Details</Link>
          </Button>
        }
      />
    );
  }
  if (!payable) {
    return (
      <EmptyState
        icon={Upload}
        title="Please upload at least one document before paying"
        description="The final price depends on the words in your documents."
        action={
          <Button asChild>
            <Link href={`/dashboard/upload/${order.id}`}>Upload Documents</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <CheckoutSummary order={order} />
      <CheckoutPaymentCard orderId={order.id} />
    </div>
  );
}
