import { useTranslation } from "react-i18next";
import { Lock } from "lucide-react";
import { formatCents } from "@shared/money";
import { Button } from "@/components/ui/button";

/** Pay Now, showing the amount it charges (cents); disabled while a payment is under way. */
export function PayNowButton({
  amountCents,
  isPaying,
  disabled = false,
}: {
  amountCents: number;
  isPaying: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation("checkout");
  return (
    <Button type="submit" size="lg" className="w-full" disabled={isPaying || disabled} data-testid="pay-now">
      <Lock aria-hidden="true" />
      {isPaying ? t("payment.paying") : t("payment.payNow", { amount: formatCents(amountCents) })}
    </Button>
  );
}
