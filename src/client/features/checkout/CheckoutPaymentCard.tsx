import { useState } from "react";
import { Link } from "wouter";
import { CircleAlert, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { PaymentSuccess } from "./PaymentSuccess";
import { StripeCardForm } from "./StripeCardForm";
import { TestCardForm } from "./TestCardForm";
import { usePaymentConfig } from "./use-payment-config";
import { usePaymentIntent } from "./use-payment-intent";

/** Creates the payment intent as checkout opens, then shows the provider's card form, then the success state. */
export function CheckoutPaymentCard({ orderId }: { orderId: number }) {
  const intentState = usePaymentIntent(orderId);
  const config = usePaymentConfig();
  const [paid, setPaid] = useState(false);

  let body;
  if (intentState.status === "error") {
    body = (
      <div className="space-y-4" data-testid="payment-error">
        <p className="flex items-start gap-2 text-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {intentState.message}
            {intentState.reason && `: ${intentState.reason}`}
          </span>
        </p>
        <Button asChild variant="outline">
          <Link href="/dashboard/orders">Return to Orders</Link>
        </Button>
      </div>
    );
  } else if (intentState.status === "loading" || config.isLoading) {
    body = <Spinner label="Preparing secure payment..." />;
  } else if (!config.data) {
    body = <p className="text-sm text-destructive">Failed to initialize payment process</p>;
  } else if (paid) {
    body = <PaymentSuccess amount={intentState.intent.amount} orderId={orderId} />;
  } else if (config.data.provider === "stripe") {
    body = (
      <StripeCardForm publishableKey={config.data.publishableKey} clientSecret={intentState.intent.clientSecret} amount={intentState.intent.amount} onSucceeded={() => setPaid(true)} />
    );
  } else {
    body = <TestCardForm clientSecret={intentState.intent.clientSecret} amount={intentState.intent.amount} onSucceeded={() => setPaid(true)} />;
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Payment</h2>
        </CardTitle>
        <CardDescription className="flex items-center gap-1.5">
          <ShieldCheck aria-hidden="true" className="size-4 text-success" />
          Card payment, encrypted end to end
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
