import { useTranslation } from "react-i18next";
import type { OrderDetailDto } from "@shared/schemas/order-detail";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { DeletedOn } from "@/features/files/DeletedOn";
import { useOrderFiles } from "@/features/files/use-order-files";

/** The customer's Notarized / Shipped / Delivered steps, the notarized scan and the tracking link. */
export function OrderFulfilment({ order }: { order: OrderDetailDto }) {
  const { t } = useTranslation("orders");
  const f = useOrderFormat();
  const deletedAt = useOrderFiles(order.id).data?.deletedAt;
  const { steps, events } = order.fulfilment;
  if (steps.length === 0) return null;
  return (
    <ul className="space-y-3 text-sm" aria-label={t("fulfilment.label")}>
      {steps.map((step) => {
        const done = events.find((event) => event.step === step);
        return (
          <li key={step} data-testid={`customer-fulfilment-${step}`}>
            <p className="font-medium">
              {t(`fulfilment.${step}`)}: {done ? f.dateTime(done.createdAt) : t("fulfilment.notYet")}
            </p>
            {done?.step === "notarized" && deletedAt && <DeletedOn date={deletedAt} />}
            {done?.step === "notarized" && !deletedAt && (
              <a className="text-primary underline" href={`/api/orders/${order.id}/notarized-scan`}>
                {t("fulfilment.downloadNotarized", { name: done.fileName })}
              </a>
            )}
            {done?.step === "shipped" && (
              <p>
                {t("fulfilment.tracking", { carrier: done.carrier })}{" "}
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
