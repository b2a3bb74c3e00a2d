import { useState } from "react";
import { centsToDecimal, formatCents, parseDollarsToCents } from "@shared/money";
import type { OrderFeeDto } from "@shared/schemas/translator-pay";
import { EARNING_STATUS_LABELS } from "@shared/translator-pay/statements";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";
import { dateTime } from "@/features/admin/format";
import { FeeLines } from "./FeeLines";
import { useChangeFee, useOrderPay } from "./pay-queries";

const STATUS: Record<OrderFeeDto["status"], { label: string; tone: BadgeTone }> = {
  agreed: { label: "Agreed", tone: "amber" },
  not_earned: { label: "Not earned", tone: "gray" },
  earned: { label: EARNING_STATUS_LABELS.earned, tone: "blue" },
  in_statement: { label: EARNING_STATUS_LABELS.in_statement, tone: "violet" },
  paid: { label: EARNING_STATUS_LABELS.paid, tone: "green" },
};

/** The order's money (docs/translators.md, "Margin"): revenue, the translator's fee and what the agency keeps; the fee can change with a reason. */
export function OrderMarginCard({ orderId }: { orderId: number }) {
  const { data: pay } = useOrderPay(orderId);
  if (!pay) return null;
  return (
    <DetailCard title="Revenue and margin">
      <dl className="space-y-1 text-sm" data-testid="order-margin">
        <Row label="Revenue (paid less refunds)" value={formatCents(pay.revenueCents)} />
        <Row label="Translator fee" value={`− ${formatCents(pay.costCents)}`} />
        <div className="flex justify-between gap-4 border-t pt-1 font-semibold">
          <dt>Margin</dt>
          <dd className={pay.marginCents < 0 ? "text-destructive" : undefined}>
            {formatCents(pay.marginCents)}
            {pay.marginPercent !== null && (
              <span className="ml-1 font-normal text-muted-foreground">({pay.marginPercent}%)</span>
            )}
          </dd>
        </div>
      </dl>
      {pay.refundedAfterCompletion && (
        <p className="mt-3 rounded-md bg-amber-50 p-2 text-xs text-amber-900">
          Money was refunded after the translator earned the fee. The fee stands unless you change it below.
        </p>
      )}
      {pay.fees.length === 0 && (
        <p className="mt-3 text-xs text-muted-foreground">
          No translator fee yet: it is agreed when an offer is accepted or the order is assigned.
        </p>
      )}
      <ul className="mt-3 space-y-3">
        {pay.fees.map((fee) => (
          <FeeItem key={fee.jobId} orderId={orderId} fee={fee} />
        ))}
      </ul>
    </DetailCard>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

function FeeItem({ orderId, fee }: { orderId: number; fee: OrderFeeDto }) {
  const change = useChangeFee(orderId);
  const [editing, setEditing] = useState(false);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const status = STATUS[fee.status];

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const cents = parseDollarsToCents(amount);
    if (cents === null) return setError("Enter an amount in dollars, e.g. 65 or 65.50");
    setError(undefined);
    change.mutate(
      { jobId: fee.jobId, feeCents: cents, reason },
      {
        onSuccess: () => {
          setEditing(false);
          setReason("");
        },
      },
    );
  }

  return (
    <li className="space-y-2 border-t pt-3 text-sm" data-testid={`fee-${fee.jobId}`}>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">
          Job #{fee.jobId}: {fee.translatorName}
        </span>
        <Badge tone={status.tone}>{status.label}</Badge>
      </p>
      <FeeLines
        lines={fee.feeLines}
        totalCents={fee.changes.length ? fee.changes[0]!.fromCents : fee.feeCents}
        totalLabel={fee.changes.length ? "Agreed" : "Fee"}
      />
      {fee.changes.map((item, index) => (
        <p key={index} className="text-xs text-muted-foreground">
          {formatCents(item.fromCents)} →{" "}
          <span className="font-medium text-foreground">{formatCents(item.toCents)}</span> by{" "}
          {item.changedByUsername ?? "an admin"}, {dateTime(item.createdAt)}: {item.reason}
        </p>
      ))}
      {fee.changeRefusal ? (
        <p className="text-xs text-muted-foreground">{fee.changeRefusal}.</p>
      ) : editing ? (
        <form onSubmit={submit} noValidate className="space-y-2">
          <FormField id={`fee-amount-${fee.jobId}`} label="New fee ($)" error={error}>
            <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
          </FormField>
          <FormField id={`fee-reason-${fee.jobId}`} label="Reason">
            <Textarea rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={change.isPending}>
              {change.isPending ? "Saving..." : "Save Fee"}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setAmount(centsToDecimal(fee.feeCents));
            setEditing(true);
          }}
        >
          Change Fee
        </Button>
      )}
    </li>
  );
}
