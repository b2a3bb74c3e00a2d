import { dollarsToCents, formatCents } from "@shared/money";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/** The form's values: the amount as the admin typed it, in dollars (what the API takes); shown through cents. */
type PendingRefund = { amount: number; reason: string; cancelOrder: boolean };

/** "Refund $X to the customer's card?": money leaves at once, so the admin confirms first. */
export function ConfirmRefundDialog(props: {
  refund: PendingRefund | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { refund } = props;
  return (
    <Dialog open={refund !== null} onOpenChange={(open) => !open && props.onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Refund {refund ? formatCents(dollarsToCents(refund.amount)) : ""}?</DialogTitle>
          <DialogDescription>
            The money goes back to the customer's card at once and cannot be taken again.
            {refund?.cancelOrder && " The order will also be cancelled."}
          </DialogDescription>
        </DialogHeader>
        {refund && <p className="break-words text-sm">Reason: {refund.reason}</p>}
        <DialogFooter>
          <Button variant="outline" onClick={props.onCancel}>
            Keep
          </Button>
          <Button variant="destructive" onClick={props.onConfirm} disabled={props.busy}>
            {props.busy ? "Refunding..." : `Yes, refund ${refund ? formatCents(dollarsToCents(refund.amount)) : ""}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
