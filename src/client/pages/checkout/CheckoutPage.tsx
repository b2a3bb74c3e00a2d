import { useParams } from "wouter";
import { PageHeader } from "@/components/common/PageHeader";
import { OrderGate } from "@/features/orders/OrderGate";
import { CheckoutView } from "./CheckoutView";

/** /checkout/:orderId: pay for a pending order (spec 2.6). */
export function CheckoutPage() {
  const { orderId } = useParams<{ orderId: string }>();
  return (
    <div>
      <PageHeader title="Checkout" description={`Pay for order #${orderId} to start the translation.`} />
      <OrderGate orderId={orderId}>{(order) => <CheckoutView order={order} />}</OrderGate>
    </div>
  );
}
