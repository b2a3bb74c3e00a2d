import type { AdminOrderDetail } from "@shared/schemas/admin";
import { Spinner } from "@/components/ui/spinner";
import { DeliveryCard } from "@/features/admin/order-detail/DeliveryCard";
import { TranslatorJobCard } from "@/features/admin/order-detail/TranslatorJobCard";
import { useOrderDelivery } from "@/features/admin/order-detail/use-order-delivery";

/** The production side of the order detail: who translates it, and what will be delivered. */
export function OrderDeliveryPanels({ order, slot }: { order: AdminOrderDetail; slot: "main" | "side" }) {
  const { data: delivery, isLoading, error } = useOrderDelivery(order.id);
  if (isLoading) return slot === "side" ? <Spinner label="Loading translator..." /> : null;
  if (!delivery)
    return slot === "side" && error ? (
      <p className="text-sm text-destructive">Could not load the translation job.</p>
    ) : null;
  return slot === "side" ? (
    <TranslatorJobCard delivery={delivery} direction={order.translationDirection} />
  ) : (
    <DeliveryCard delivery={delivery} status={order.status} />
  );
}
