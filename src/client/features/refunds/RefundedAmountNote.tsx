import { formatUsd } from "@shared/format";

/** "Refunded $40.00 of $150.00" under a payment that has been (partly) refunded; nothing otherwise. */
export function RefundedAmountNote({ payment }: { payment: { amount: number; refundedAmount?: number } }) {
  if (!payment.refundedAmount) return null;
  const whole = payment.refundedAmount >= payment.amount;
  return (
    <p className="text-xs font-medium text-violet-700">
      {whole ? `Refunded in full (${formatUsd(payment.refundedAmount)})` : `Refunded ${formatUsd(payment.refundedAmount)} of ${formatUsd(payment.amount)}`}
    </p>
  );
}
