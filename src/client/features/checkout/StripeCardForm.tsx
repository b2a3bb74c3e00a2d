import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { STALE_PAYMENT_MESSAGE } from "@shared/schemas/payments";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { loadStripe, STRIPE_LOAD_FAILED, type StripeCardElement, type StripeClient } from "@/lib/load-stripe";
import { PaymentFailureAlert } from "./PaymentFailureAlert";
import { PayNowButton } from "./PayNowButton";
import { useTranslateMessage } from "@/lib/translate-message";
import { PAYMENT_FAILED_FALLBACK, usePaymentFailureReport } from "./payment-failure";

type StripeCardFormProps = {
  publishableKey?: string;
  clientSecret: string;
  amountCents: number;
  onSucceeded: () => void;
  /** The intent was cancelled because the order changed: nothing was charged; the page refreshes the amount. */
  onStale: (message: string) => void;
};

const CARD_STYLE = {
  base: { fontSize: "16px", color: "#0f172a", "::placeholder": { color: "#64748b" } },
  invalid: { color: "#b91c1c" },
};

/** Stripe Elements' card field, confirmed in the browser with confirmCardPayment (the spec's card payment). */
export function StripeCardForm({
  publishableKey,
  clientSecret,
  amountCents,
  onSucceeded,
  onStale,
}: StripeCardFormProps) {
  const { t } = useTranslation("checkout");
  const tm = useTranslateMessage();
  const reportPaymentFailure = usePaymentFailureReport();
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ client: StripeClient; card: StripeCardElement } | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "unavailable">("loading");
  const [isPaying, setIsPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The load-failure toast speaks the language of the moment it fails; a language switch must not remount the card field.
  const loadFailedToast = useRef(() => {});
  loadFailedToast.current = () =>
    toast({ title: t("payment.errorTitle"), description: tm(STRIPE_LOAD_FAILED), variant: "destructive" });

  useEffect(() => {
    let cancelled = false;
    loadStripe(publishableKey)
      .then((client) => {
        if (cancelled || !mountPoint.current) return;
        const card = client.elements().create("card", { style: CARD_STYLE });
        card.mount(mountPoint.current);
        card.on("change", (event) => setFailure(event.error?.message ?? null));
        stripe.current = { client, card };
        setState("ready");
      })
      .catch(() => {
        if (cancelled) return;
        setState("unavailable");
        loadFailedToast.current();
      });
    return () => {
      cancelled = true;
      stripe.current?.card.destroy();
      stripe.current = null;
    };
  }, [publishableKey]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe.current || isPaying) return;
    setIsPaying(true);
    setFailure(null);
    try {
      // No redirect unless the bank requires one (3-D Secure opens in a modal); the return URL is for that case.
      const { error, paymentIntent } = await stripe.current.client.confirmCardPayment(clientSecret, {
        payment_method: { card: stripe.current.card },
        return_url: `${window.location.origin}/dashboard/orders`,
      });
      // A cancelled intent (the order changed since checkout opened) is not a failed payment.
      if (error?.code === "payment_intent_unexpected_state") {
        onStale(tm(STALE_PAYMENT_MESSAGE));
        return;
      }
      if (error) throw error.message ?? PAYMENT_FAILED_FALLBACK;
      if (paymentIntent?.status === "succeeded" || paymentIntent?.status === "processing") onSucceeded();
      else throw PAYMENT_FAILED_FALLBACK;
    } catch (error) {
      setFailure(reportPaymentFailure(error));
    } finally {
      setIsPaying(false);
    }
  }

  if (state === "unavailable") return <PaymentFailureAlert message={tm(STRIPE_LOAD_FAILED)} />;
  return (
    <form noValidate onSubmit={pay} className="space-y-4" aria-label={t("payment.cardDetails")}>
      <div>
        <p className="mb-2 text-sm font-medium">{t("payment.card")}</p>
        <div ref={mountPoint} className="rounded-md border border-input bg-background px-3 py-3 shadow-sm" />
        {state === "loading" && <Spinner label={t("payment.loadingCard")} />}
      </div>
      <PaymentFailureAlert message={failure} />
      <PayNowButton amountCents={amountCents} isPaying={isPaying} disabled={state !== "ready"} />
    </form>
  );
}
