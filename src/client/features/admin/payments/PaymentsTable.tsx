import type { ReactNode } from "react";
import { Link } from "wouter";
import { formatCents } from "@shared/money";
import type { AdminPaymentRow, AdminRefundRow } from "@shared/schemas/admin-payments";
import { Card } from "@/components/ui/card";
import { StatusBadge } from "@/features/orders/StatusBadge";
import { CustomerLines } from "@/features/admin/CustomerLines";
import { dateTime } from "@/features/admin/format";
import { cardLabel } from "@/features/checkout/card-label";

const th = "px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground";
const td = "px-3 py-3 align-top";

function OrderLink({ orderId }: { orderId: number }) {
  return (
    <Link href={`/admin/orders/${orderId}`} className="font-semibold text-primary hover:underline">
      #{orderId}
    </Link>
  );
}

function Table({ caption, headings, children }: { caption: string; headings: string[]; children: ReactNode }) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/40">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={heading === "Amount" ? `${th} text-right` : th}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </Card>
  );
}

/** The Payments tab: when, which order, who paid, how, how much, the status and what was refunded of it. */
export function PaymentsTable({ payments }: { payments: AdminPaymentRow[] }) {
  return (
    <Table caption="Payments" headings={["Date", "Order", "Customer", "Method", "Amount", "Status"]}>
      {payments.map((payment) => (
        <tr key={payment.id} data-testid="admin-payment-row">
          <td className={`${td} whitespace-nowrap`}>{dateTime(payment.createdAt)}</td>
          <td className={td}>
            <OrderLink orderId={payment.orderId} />
          </td>
          <td className={td}>
            <CustomerLines customer={payment.customer} className="max-w-56" />
          </td>
          <td className={td}>
            <p>{cardLabel(payment)}</p>
            <p className="text-xs text-muted-foreground">
              {payment.provider === "stripe" ? "Stripe" : "Test provider"}
            </p>
          </td>
          <td className={`${td} text-right tabular-nums`}>
            <p className="font-medium">{formatCents(payment.amountCents)}</p>
            {payment.refundedAmountCents > 0 && (
              <p className="text-xs text-muted-foreground">{formatCents(payment.refundedAmountCents)} refunded</p>
            )}
          </td>
          <td className={td}>
            <StatusBadge status={payment.status} />
            {payment.failureMessage && (
              <p className="mt-1 max-w-56 text-xs text-destructive">{payment.failureMessage}</p>
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The Refunds tab: when, which order, who was refunded, how much, why, its status and which admin made it. */
export function RefundsTable({ refunds }: { refunds: AdminRefundRow[] }) {
  return (
    <Table caption="Refunds" headings={["Date", "Order", "Customer", "Reason", "Amount", "Status"]}>
      {refunds.map((refund) => (
        <tr key={refund.id} data-testid="admin-refund-row">
          <td className={`${td} whitespace-nowrap`}>{dateTime(refund.createdAt)}</td>
          <td className={td}>
            <OrderLink orderId={refund.orderId} />
          </td>
          <td className={td}>
            <CustomerLines customer={refund.customer} className="max-w-56" />
          </td>
          <td className={td}>
            <p className="max-w-72 break-words">{refund.reason}</p>
            <p className="text-xs text-muted-foreground">
              {refund.createdByUsername ? `by ${refund.createdByUsername}` : "automatic"}
            </p>
          </td>
          <td className={`${td} text-right font-medium tabular-nums`}>{formatCents(refund.amountCents)}</td>
          <td className={`${td} capitalize`}>{refund.status}</td>
        </tr>
      ))}
    </Table>
  );
}
