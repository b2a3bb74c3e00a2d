import { FULFILMENT_LABELS } from "@shared/fulfilment";
import type { OrderDetailDto } from "@shared/schemas/orders";
import { formatDateTime } from "@/features/orders/order-labels";

/** Issue 14: the customer's Notarized / Shipped / Delivered steps, the notarized scan and the tracking link. */
export function OrderFulfilment({ order }: { order: OrderDetailDto }) {
  const { steps, events } = order.fulfilment;
  if (steps.length === 0) return null;
  return (
    <ul className="space-y-3 text-sm" aria-label="Delivery steps">
      {steps.map((step) => {
        const done = events.find((event) => event.step === step);
        return (
          <li key={step} data-testid={`customer-fulfilment-${step}`}>
            <p className="font-medium">
              {FULFILMENT_LABELS[step]}: {done ? formatDateTime(done.createdAt) : "not yet"}
            </p>
            {done?.step === "notarized" && (
              <a className="text-primary underline" href={`/api/orders/${order.id}/notarized-scan`}>
                Download the notarized copy ({done.fileName})
              </a>
            )}
            {done?.step === "shipped" && (
              <p>
                {done.carrier}, tracking number{" "}
                {done.trackingUrl ? (
                  <a className="text-primary underline" href={done.trackingUrl} target="_blank" rel="noreferrer">
                    {done.trackingNumber}
                  </a>
                ) : (
                  done.trackingNumber
                )}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
