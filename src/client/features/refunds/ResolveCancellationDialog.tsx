import { useState } from "react";
import { Check, X } from "lucide-react";
import { centsToDecimal, formatCents } from "@shared/money";
import { resolveCancellationSchema } from "@shared/schemas/refunds";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useResolveCancellation } from "./use-resolve-cancellation";

type Props = { requestId: number; orderId: number; decision: "approved" | "declined"; refundableCents: number };

/** Approve (cancels the order, optionally refunds it) or Decline, with a note the customer receives. */
export function ResolveCancellationDialog({ requestId, orderId, decision, refundableCents }: Props) {
  const approving = decision === "approved";
  const [open, setOpen] = useState(false);
  const [refund, setRefund] = useState(refundableCents > 0);
  const [amount, setAmount] = useState(centsToDecimal(refundableCents));
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const resolve = useResolveCancellation(requestId, orderId, () => setOpen(false));

  const openDialog = (next: boolean) => {
    // Each opening starts from the order as it is now (a refund may have been made meanwhile).
    if (next) {
      setRefund(refundableCents > 0);
      setAmount(centsToDecimal(refundableCents));
      setNote("");
      setError(undefined);
    }
    setOpen(next);
  };

  const submit = () => {
    const parsed = resolveCancellationSchema.safeParse({
      decision,
      note,
      ...(approving && refund ? { refundAmount: amount } : {}),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    resolve.mutate({ decision, note: parsed.data.note, refundAmount: parsed.data.refundAmount });
  };

  return (
    <Dialog open={open} onOpenChange={openDialog}>
      <DialogTrigger asChild>
        <Button size="sm" variant={approving ? "default" : "outline"}>
          {approving ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
          {approving ? "Approve" : "Decline"}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {approving ? `Approve and cancel order #${orderId}?` : "Decline the cancellation request?"}
          </DialogTitle>
          <DialogDescription>
            {approving
              ? "The order will be cancelled and the customer e-mailed."
              : "The order continues; the customer is e-mailed your note."}
          </DialogDescription>
        </DialogHeader>
        {approving && refundableCents > 0 && (
          <div className="space-y-3">
            <div className="flex items-center gap-2">
              <Checkbox
                id="approve-refund"
                checked={refund}
                onCheckedChange={(checked) => setRefund(checked === true)}
              />
              <Label htmlFor="approve-refund">Refund the customer (up to {formatCents(refundableCents)})</Label>
            </div>
            {refund && (
              <FormField id="approve-refund-amount" label="Refund amount (USD)">
                <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
              </FormField>
            )}
          </div>
        )}
        <FormField id={`resolve-note-${decision}`} label="Note to the customer (optional)">
          <Textarea rows={3} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
        </FormField>
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Back
          </Button>
          <Button variant={approving ? "destructive" : "default"} onClick={submit} disabled={resolve.isPending}>
            {resolve.isPending
              ? "Saving..."
              : approving
                ? refund && refundableCents > 0
                  ? "Cancel and refund"
                  : "Cancel order"
                : "Decline request"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
