import { useTranslation } from "react-i18next";
import { formatUsd } from "@shared/format";

/** "Refunded $40.00 of $150.00" under a payment that has been (partly) refunded; nothing otherwise. */
export function RefundedAmountNote({ payment }: { payment: { amount: number; refundedAmount?: number } }) {
  const { t } = useTranslation("orders");
  if (!payment.refundedAmount) return null;
  const whole = payment.refundedAmount >= payment.amount;
  return (
    <p className="text-xs font-medium text-violet-700">
      {whole
        ? t("refunds.refundedFull", { amount: formatUsd(payment.refundedAmount) })
        : t("refunds.refundedPart", { amount: formatUsd(payment.refundedAmount), total: formatUsd(payment.amount) })}
    </p>
  );
}
