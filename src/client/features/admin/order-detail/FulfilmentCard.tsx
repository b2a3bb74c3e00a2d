import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { FULFILMENT_LABELS, type FulfilmentStep } from "@shared/fulfilment";
import type { AdminOrderDetail } from "@shared/schemas/admin";
import { orderAllows } from "@shared/order-capabilities";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { ADMIN_ORDERS_KEY, adminOrderKey, invalidateByPrefix } from "@/features/admin/admin-queries";
import { shortDate } from "@/features/admin/format";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";

function useRecordStep(orderId: number, step: FulfilmentStep) {
  return useMutation<AdminOrderDetail, Error, FormData | object>({
    mutationFn: async (body) =>
      (await apiRequest("POST", `/api/admin/orders/${orderId}/fulfilment/${step}`, body)).json(),
    onSuccess: (order) => {
      queryClient.setQueryData([adminOrderKey(order.id)], order);
      void invalidateByPrefix(ADMIN_ORDERS_KEY);
      toast({
        title: `Marked ${FULFILMENT_LABELS[step].toLowerCase()}`,
        description: `Order #${order.id}: the customer has been e-mailed.`,
      });
    },
    onError: (error) =>
      toast({ title: "Error", description: errorMessage(error, "Could not record the step."), variant: "destructive" }),
  });
}

/**
 * The Notarized (scan upload), Shipped (carrier and tracking number) and Delivered steps the order has,
 * beside its status (docs/delivery.md). Orders without notarization or physical delivery show no card.
 */
export function FulfilmentCard({ order }: { order: AdminOrderDetail }) {
  const { steps, events } = order.fulfilment;
  const notarize = useRecordStep(order.id, "notarized");
  const ship = useRecordStep(order.id, "shipped");
  const deliver = useRecordStep(order.id, "delivered");
  const [carrier, setCarrier] = useState("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const [scan, setScan] = useState<File | null>(null);
  if (steps.length === 0) return null;
  const recorded = (step: FulfilmentStep) => events.find((event) => event.step === step);
  const active = orderAllows(order, "record_fulfilment");

  return (
    <DetailCard title="Fulfilment">
      <ol className="space-y-4 text-sm" aria-label="Fulfilment steps">
        {steps.map((step) => {
          const done = recorded(step);
          return (
            <li key={step} data-testid={`fulfilment-${step}`} className="space-y-2">
              <p className="font-semibold">
                {FULFILMENT_LABELS[step]}: {done ? `done ${shortDate(done.createdAt)}` : "not yet"}
              </p>
              {done && step === "notarized" && (
                <a className="text-primary underline" href={`/api/admin/orders/${order.id}/notarized-scan`}>
                  Download notarized scan ({done.fileName})
                </a>
              )}
              {done && step === "shipped" && (
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
              {!done && active && step === "notarized" && (
                <form
                  className="flex flex-wrap items-center gap-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (!scan) return;
                    const form = new FormData();
                    form.append("file", scan);
                    notarize.mutate(form);
                  }}
                >
                  <Input
                    type="file"
                    accept=".pdf,.jpg,.jpeg,.png"
                    aria-label="Notarized scan"
                    onChange={(event) => setScan(event.target.files?.[0] ?? null)}
                  />
                  <Button type="submit" size="sm" disabled={!scan || notarize.isPending}>
                    Upload Notarized Scan
                  </Button>
                </form>
              )}
              {!done && active && step === "shipped" && (
                <form
                  className="grid gap-2 sm:grid-cols-3"
                  onSubmit={(event) => {
                    event.preventDefault();
                    ship.mutate({ carrier, trackingNumber });
                  }}
                >
                  <Input
                    aria-label="Carrier"
                    placeholder="Carrier (USPS, UPS, FedEx, DHL)"
                    value={carrier}
                    onChange={(event) => setCarrier(event.target.value)}
                  />
                  <Input
                    aria-label="Tracking number"
                    placeholder="Tracking number"
                    value={trackingNumber}
                    onChange={(event) => setTrackingNumber(event.target.value)}
                  />
                  <Button
                    type="submit"
                    size="sm"
                    disabled={!carrier.trim() || !trackingNumber.trim() || ship.isPending}
                  >
                    Mark Shipped
                  </Button>
                </form>
              )}
              {!done && active && step === "delivered" && recorded("shipped") && (
                <Button size="sm" disabled={deliver.isPending} onClick={() => deliver.mutate({})}>
                  Mark Delivered
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </DetailCard>
  );
}
