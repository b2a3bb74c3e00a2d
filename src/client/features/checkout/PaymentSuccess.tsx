import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { useTranslation } from "react-i18next";
import { CircleCheck } from "lucide-react";
import { formatCents } from "@shared/money";
import { invalidateCustomerData } from "@/features/orders/order-queries";

/** As the spec asks: after a successful payment, wait 1.5 s, then go to /dashboard/orders with fresh data. */
export const REDIRECT_AFTER_PAYMENT_MS = 1500;

export function PaymentSuccess({ amountCents, orderId }: { amountCents: number; orderId: number }) {
  const { t } = useTranslation("checkout");
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  useEffect(() => {
    void invalidateCustomerData(queryClient);
    const timer = window.setTimeout(() => navigate("/dashboard/orders"), REDIRECT_AFTER_PAYMENT_MS);
    return () => window.clearTimeout(timer);
  }, [queryClient, navigate]);

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
