import { useTranslation } from "react-i18next";
import { formatCents } from "@shared/money";
import type { PaymentReceiptDto } from "@shared/schemas/payments";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { usePriceLines } from "@/features/orders/use-price-lines";
import { cardLabel } from "./card-label";

/** The receipt itself: who was paid, by whom, for what, how much and with which card. */
export function ReceiptDocument({ receipt }: { receipt: PaymentReceiptDto }) {
  const { t } = useTranslation("checkout");
  const f = useOrderFormat();
  const translateLines = usePriceLines();
  return (
    <article
      className="space-y-5 text-sm text-foreground"
      aria-label={t("receipt.label", { number: receipt.receiptNumber })}
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div>
          <p className="text-lg font-bold text-navy">{receipt.company.name}</p>
          <p className="whitespace-pre-line text-muted-foreground">{receipt.company.address}</p>
          <p className="text-muted-foreground">{receipt.company.email}</p>
        </div>
        <div className="text-right">
          <p className="text-lg font-semibold">{t("receipt.heading")}</p>
          <p className="font-mono">{receipt.receiptNumber}</p>
        </div>
      </header>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">{t("receipt.paidOn")}</dt>
        <dd>{f.dateTime(receipt.paidAt)}</dd>
        <dt className="text-muted-foreground">{t("receipt.billedTo")}</dt>
        <dd>
          {receipt.customer.name} ({receipt.customer.email})
        </dd>
        <dt className="text-muted-foreground">{t("receipt.order")}</dt>
        <dd>#{receipt.orderId}</dd>
        <dt className="text-muted-foreground">{t("receipt.method")}</dt>
        <dd>{cardLabel(receipt)}</dd>
      </dl>
      <table className="w-full">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 font-medium">
              {t("receipt.description_col")}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t("receipt.amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {translateLines(receipt.lines).map((line, index) => (
            <tr key={`${index}-${line.label}`} className="border-b" data-testid="receipt-line">
              <td className="py-2 pr-4">{line.label}</td>
              <td className="py-2 text-right tabular-nums">{formatCents(line.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 text-left">
              {t("receipt.totalPaid", { currency: receipt.currency })}
            </th>
            <td className="pt-3 text-right text-base font-bold tabular-nums" data-testid="receipt-total">
              {formatCents(receipt.totalCents)}
            </td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
