import { useTranslation } from "react-i18next";
import { formatCents } from "@shared/money";
import type { AdminRefundDto, RefundDto } from "@shared/schemas/refunds";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { CreditNoteLink } from "@/features/billing/BillingDocumentLink";

/** Refunds oldest first: date, amount, reason, and (admin screens) who made it. */
export function RefundList({ refunds }: { refunds: (RefundDto | AdminRefundDto)[] }) {
  const { t } = useTranslation("orders");
  const f = useOrderFormat();
  if (refunds.length === 0) return null;
  return (
    <ul className="divide-y rounded-lg border" aria-label={t("refunds.label")}>
      {refunds.map((refund) => (
        <li
          key={refund.id}
          data-testid="refund-row"
          className="flex flex-wrap items-start justify-between gap-2 p-3 text-sm"
        >
          <div className="min-w-0">
            <p className="font-medium">{t("refunds.refunded", { amount: formatCents(refund.amountCents) })}</p>
            <p className="break-words text-muted-foreground">{refund.reason}</p>
            <p className="text-xs text-muted-foreground">
              {f.dateTime(refund.createdAt)}
              {"createdByUsername" in refund && ` · by ${refund.createdByUsername ?? "an admin"}`}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {refund.status !== "succeeded" && (
              <span className="text-xs font-medium capitalize text-amber-700">{refund.status}</span>
            )}
            {refund.status !== "failed" && (
              <CreditNoteLink
                refundId={refund.id}
                amountCents={refund.amountCents}
                language={"createdByUsername" in refund ? "account" : undefined}
              />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
