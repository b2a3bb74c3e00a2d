import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { CircleAlert, PackageSearch } from "lucide-react";
import type { OrderLinkView } from "@shared/schemas/order-link";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { ApiError, apiMessage } from "@/lib/api";
import { useTranslateMessage } from "@/lib/translate-message";

/**
 * /track/:token (public, from the signed link in every order e-mail; issue 41 item 5): the order's status and dates,
 * read-only, with the first name only. No files, prices or other names: those need signing in.
 */
export function TrackOrderPage() {
  const { token = "" } = useParams<{ token: string }>();
  const { t } = useTranslation("orders");
  const tm = useTranslateMessage();
  const query = useQuery<OrderLinkView, Error>({
    queryKey: [`/api/order-links/${encodeURIComponent(token)}`],
    staleTime: 0,
    retry: false,
  });
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-navy">{t("track.title")}</h1>
      <div className="mt-8">
        {query.isLoading ? (
          <Spinner label={t("track.loading")} />
        ) : query.error ? (
          <Card>
            <CardContent className="flex items-start gap-3 pt-6" role="alert">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-crimson" />
              <p data-testid="track-error">
                {query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 410)
                  ? tm(apiMessage(query.error, t("track.failed")))
                  : t("track.failed")}
              </p>
            </CardContent>
          </Card>
        ) : query.data ? (
          <OrderStatusCard order={query.data} />
        ) : null}
      </div>
    </div>
  );
}

function OrderStatusCard({ order }: { order: OrderLinkView }) {
  const { t } = useTranslation("orders");
  const f = useOrderFormat();
  const facts: [string, string][] = [
    [t("track.status"), t(`status.${order.status}`)],
    [t("track.service"), `${f.service(order.serviceType)} (${f.deliveryRange(order.serviceType)})`],
    [t("track.rush"), order.isRush ? t("facts.rushYes") : t("facts.no")],
    [t("track.ordered"), f.longDate(order.createdAt)],
    [t("track.due"), order.estimatedDeliveryDate ? f.longDate(order.estimatedDeliveryDate) : t("track.notSet")],
  ];
  return (
    <Card>
      <CardContent className="space-y-6 pt-6">
        <div className="flex items-start gap-3">
          <PackageSearch aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <div>
            <h2 className="text-xl font-semibold">{t("orderNumber", { id: order.orderId })}</h2>
            <p className="text-sm text-muted-foreground">
              {order.firstName ? t("track.greeting", { name: order.firstName }) : t("track.greetingThere")}
            </p>
          </div>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2" data-testid="track-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-muted-foreground">
          {t("track.expires", { date: f.longDate(order.expiresAt) })}{" "}
          <Link href="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("track.signIn")}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
