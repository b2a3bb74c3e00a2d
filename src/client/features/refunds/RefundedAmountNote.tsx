import { useTranslation } from "react-i18next";
import { formatCents } from "@shared/money";

/** "Refunded $40.00 of $150.00" under a payment that has been (partly) refunded; nothing otherwise. */
export function RefundedAmountNote({ payment }: { payment: { amountCents: number; refundedAmountCents: number } }) {
  const { t } = useTranslation("orders");
  if (!payment.refundedAmountCents) return null;
  const whole = payment.refundedAmountCents >= payment.amountCents;
  return (
    <p className="text-xs font-medium text-violet-700">
      {whole
        ? t("refunds.refundedFull", { amount: formatCents(payment.refundedAmountCents) })
        : t("refunds.refundedPart", {
            amount: formatCents(payment.refundedAmountCents),
            total: formatCents(payment.amountCents),
          })}
    </p>
  );
}
