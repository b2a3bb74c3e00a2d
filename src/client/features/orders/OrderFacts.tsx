import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { OrderDto } from "@shared/schemas/orders";
import { useOrderFormat } from "@/features/orders/use-order-format";
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
  const { t } = useTranslation("orders");
  const f = useOrderFormat();
  const rows: [string, ReactNode][] = [
    [t("facts.service"), `${f.service(order.serviceType)} (${f.deliveryRange(order.serviceType)})`],
    [t("facts.direction"), f.direction(order.translationDirection)],
    [t("facts.words"), wordsNote ?? f.words(order.wordCount)],
    [t("facts.rush"), order.isRush ? t("facts.rushYes") : t("facts.no")],
    [t("facts.physical"), order.isPhysicalDelivery ? <ShippingAddress order={order} /> : t("facts.no")],
  ];
  if (order.estimatedDeliveryDate) rows.push([t("facts.estimatedDelivery"), f.longDate(order.estimatedDeliveryDate)]);
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
  const { t } = useTranslation("orders");
  const address = order.shippingAddress;
  if (!address) return <>{t("facts.yes")}</>;
  return (
    <address className="not-italic">
      {t("facts.yesTo", { name: address.fullName })}
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
