import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatCents } from "@shared/money";
import { Link } from "wouter";
import { CircleAlert, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { orderDetailKey } from "@/features/orders/order-queries";
import { useTranslateMessage } from "@/lib/translate-message";
import { PaymentSuccess } from "./PaymentSuccess";
import { StalePaymentNotice } from "./StalePaymentNotice";
import { StripeCardForm } from "./StripeCardForm";
import { TestCardForm } from "./TestCardForm";
import { usePaymentConfig } from "./use-payment-config";
import { usePaymentIntent } from "./use-payment-intent";

type CheckoutPaymentCardProps = {
  orderId: number;
  /** Where the success state leads (checkout: /dashboard/orders; the /order page: the order's page). */
  redirectTo?: string;
  /** The card's heading level and text: checkout's "Payment" (h2) unless the embedding page names it. */
  title?: string;
};

/**
 * Creates the payment intent as checkout opens, then shows the provider's card form, then the success state. Used by
 * /checkout/:orderId and, inline, by the /order page once its draft became an order.
 */
export function CheckoutPaymentCard({ orderId, redirectTo, title }: CheckoutPaymentCardProps) {
  const { t } = useTranslation("checkout");
  const tm = useTranslateMessage();
  const intentState = usePaymentIntent(orderId);
  const config = usePaymentConfig();
  const queryClient = useQueryClient();
  const [paid, setPaid] = useState(false);
  const [staleMessage, setStaleMessage] = useState<string | null>(null);

  // The order changed since checkout opened: show why, reload its lines, and ask for an intent of the new total.
  function onStale(message: string) {
    setStaleMessage(message);
    void queryClient.invalidateQueries({ queryKey: orderDetailKey(orderId) });
    intentState.refresh();
  }

  let body;
  if (intentState.status === "error") {
    body = (
      <div className="space-y-4" data-testid="payment-error">
        <p className="flex items-start gap-2 text-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {t(intentState.message)}
            {intentState.reason && `: ${tm(intentState.reason)}`}
          </span>
        </p>
        <Button asChild variant="outline">
          <Link href="/dashboard/orders">{t("payment.backToOrders")}</Link>
        </Button>
      </div>
    );
  } else if (intentState.status === "loading" || config.isLoading) {
    body = <Spinner label={t("payment.preparing")} />;
  } else if (!config.data) {
    body = <p className="text-sm text-destructive">{t("payment.initFailed")}</p>;
  } else if (paid) {
    body = <PaymentSuccess amountCents={intentState.intent.amountCents} orderId={orderId} redirectTo={redirectTo} />;
  } else if (config.data.provider === "stripe") {
    body = (
      <StripeCardForm
        key={intentState.intent.clientSecret}
        publishableKey={config.data.publishableKey}
        clientSecret={intentState.intent.clientSecret}
        amountCents={intentState.intent.amountCents}
        onSucceeded={() => setPaid(true)}
        onStale={onStale}
      />
    );
  } else {
    body = (
      <TestCardForm
        key={intentState.intent.clientSecret}
        clientSecret={intentState.intent.clientSecret}
        amountCents={intentState.intent.amountCents}
        onSucceeded={() => setPaid(true)}
        onStale={onStale}
      />
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title ?? t("payment.title")}</h2>
        </CardTitle>
        <CardDescription className="flex items-center gap-1.5">
          <ShieldCheck aria-hidden="true" className="size-4 text-success" />
          {t("payment.secure")}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {intentState.status === "ready" && !paid && (
          <p className="flex items-baseline justify-between gap-4 rounded-md bg-muted px-3 py-2 text-sm">
            <span className="text-muted-foreground">{t("payment.amount")}</span>
            <span className="text-lg font-bold tabular-nums" data-testid="charge-amount">
              {formatCents(intentState.intent.amountCents)}
            </span>
          </p>
        )}
        <StalePaymentNotice message={paid ? null : staleMessage} />
        {body}
      </CardContent>
    </Card>
  );
}
