import type { ReactNode } from "react";
import { DELIVERY_RANGE_LABELS } from "@shared/delivery";
import { formatUsLongDate } from "@shared/format";
import type { OrderDto } from "@shared/schemas/orders";
import { DIRECTION_LABELS, formatWords, SERVICE_NAMES } from "@/features/orders/order-labels";
import { cn } from "@/lib/utils";

type OrderFactsProps = {
  order: OrderDto;
  /** Replaces the word count's value, e.g. to say it is still the quote's estimate. */
  wordsNote?: ReactNode;
  /** Values right-aligned at every width (narrow side panels). */
  compact?: boolean;
  className?: string;
};

/** Service, direction, words, rush, physical delivery (with the address) and the delivery estimate of an order. */
export function OrderFacts({ order, wordsNote, compact = false, className }: OrderFactsProps) {
  const rows: [string, ReactNode][] = [
    ["Service", `${SERVICE_NAMES[order.serviceType]} (${DELIVERY_RANGE_LABELS[order.serviceType]})`],
    ["Direction", DIRECTION_LABELS[order.translationDirection]],
    ["Words", wordsNote ?? formatWords(order.wordCount)],
    ["Rush delivery", order.isRush ? "Yes (24 hours)" : "No"],
    ["Physical delivery", order.isPhysicalDelivery ? <ShippingAddress order={order} /> : "No"],
  ];
  if (order.estimatedDeliveryDate) rows.push(["Estimated delivery", formatUsLongDate(order.estimatedDeliveryDate)]);
  return (
    <dl className={cn("grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm", className)}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className={cn("min-w-0 text-right font-medium", !compact && "sm:text-left")}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ShippingAddress({ order }: { order: OrderDto }) {
  const address = order.shippingAddress;
  if (!address) return <>Yes</>;
  return (
    <address className="not-italic">
      Yes, to {address.fullName}
      <br />
      {address.line1}
      {address.line2 && (
        <>
          <br />
          {address.line2}
        </>
      )}
      <br />
      {address.city}, {address.state} {address.postalCode}
    </address>
  );
}
