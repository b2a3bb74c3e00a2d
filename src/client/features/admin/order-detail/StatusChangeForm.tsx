import { useEffect, useState } from "react";
import { ORDER_STATUSES, type OrderStatus } from "@shared/enums";
import type { AdminOrderDetail } from "@shared/schemas/admin";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { ConfirmDialog } from "@/components/common/ConfirmDialog";
import { OrderStatusSelect } from "@/features/admin/OrderStatusSelect";
import { adminMoves, useUpdateOrderStatus } from "@/features/admin/use-order-status";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";

/**
 * The status control (docs/decisions/006-order-transition-table.md): it offers the moves the transition table allows now, says why the others wait,
 * and asks before cancelling. "Force a status change" is the explicit override: any status, with a reason that
 * goes into the history (the server still refuses to force an unpaid or refunded order into work).
 */
export function StatusChangeForm({ order }: { order: AdminOrderDetail }) {
  const update = useUpdateOrderStatus();
  const moves = adminMoves(order);
  const allowed = moves.filter((move) => move.refusal === null).map((move) => move.to);
  const waiting = moves.filter((move) => move.refusal !== null);
  const [force, setForce] = useState(false);
  const [chosen, setChosen] = useState<OrderStatus>(order.status);
  const [note, setNote] = useState("");
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    setChosen(order.status);
    setNote("");
    setForce(false);
  }, [order.status]);

  const options = force ? ORDER_STATUSES.filter((status) => status !== order.status) : allowed;
  const reasonMissing = force && note.trim() === "";
  const submit = () => {
    setConfirming(false);
    update.mutate({
      orderId: order.id,
      status: chosen,
      note: !force && note.trim() ? note.trim() : undefined,
      force: force || undefined,
      reason: force ? note.trim() : undefined,
    });
  };
  const needsConfirmation = force || chosen === "cancelled";

  return (
    <DetailCard title="Change status">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (needsConfirmation) setConfirming(true);
          else submit();
        }}
      >
        <div className="space-y-2">
          <label htmlFor="order-status" className="text-sm font-medium">
            New status
          </label>
          <OrderStatusSelect
            id="order-status"
            value={chosen}
            options={options}
            onChange={setChosen}
            className="w-full"
          />
          {!force && allowed.length === 0 && (
            <p className="text-sm text-muted-foreground">No status change is possible now.</p>
          )}
          {!force &&
            waiting.map((move) => (
              <p key={move.to} className="text-sm text-muted-foreground">
                <span className="capitalize">{move.to}</span>: {move.refusal}
              </p>
            ))}
        </div>
        <div className="flex items-center gap-2 text-sm">
          <Checkbox
            id="order-status-force"
            checked={force}
            onCheckedChange={(value) => setForce(value === true)}
            aria-label="Force a status change"
          />
          <label htmlFor="order-status-force">Force a status change (override, recorded with your reason)</label>
        </div>
        <FormField
          id="order-status-note"
          label={force ? "Reason (required)" : "Note (optional)"}
          error={reasonMissing && chosen !== order.status ? "A forced status change needs a reason" : undefined}
          description="Saved in the status history."
        >
          <Textarea rows={3} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
        </FormField>
        <Button
          type="submit"
          className="w-full"
          disabled={update.isPending || chosen === order.status || reasonMissing}
        >
          {update.isPending ? "Updating..." : force ? "Force Status Change" : "Update Status"}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={force ? `Force order #${order.id} to ${chosen}?` : `Cancel order #${order.id}?`}
        description={
          force
            ? "This overrides the order's normal flow. Your reason is saved in the history."
            : "The customer is told, and the translator's open job is closed. Refunds are made separately in the refund panel."
        }
        confirmLabel={force ? "Force Status Change" : "Cancel Order"}
        destructive
        busy={update.isPending}
        onConfirm={submit}
      />
    </DetailCard>
  );
}
