import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { useTranslation } from "react-i18next";
import { CircleCheck } from "lucide-react";
import { formatCents } from "@shared/money";
import { invalidateCustomerData } from "@/features/orders/order-queries";

/** As the spec asks: after a successful payment, wait 1.5 s, then go to /dashboard/orders (or `redirectTo`) with fresh data. */
export const REDIRECT_AFTER_PAYMENT_MS = 1500;

type PaymentSuccessProps = {
  amountCents: number;
  orderId: number;
  /** Where to go after the pause: /dashboard/orders from checkout, the order's page from /order. */
  redirectTo?: string;
};

export function PaymentSuccess({ amountCents, orderId, redirectTo = "/dashboard/orders" }: PaymentSuccessProps) {
  const { t } = useTranslation("checkout");
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  useEffect(() => {
    void invalidateCustomerData(queryClient);
    const timer = window.setTimeout(() => navigate(redirectTo), REDIRECT_AFTER_PAYMENT_MS);
    return () => window.clearTimeout(timer);
  }, [queryClient, navigate, redirectTo]);

  return (
    <div role="status" data-testid="payment-success" className="flex flex-col items-center py-6 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-success" />
      <p className="mt-3 text-lg font-semibold">{t("success.title")}</p>
      <p className="mt-1 text-sm text-muted-foreground">
        {t("success.text", { amount: formatCents(amountCents), id: orderId })}
      </p>
    </div>
  );
}
