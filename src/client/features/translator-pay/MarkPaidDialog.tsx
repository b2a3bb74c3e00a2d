import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { formatCents } from "@shared/money";
import type { StatementDetailDto, StatementDto } from "@shared/schemas/translator-pay";
import { PAY_MESSAGES } from "@shared/translator-pay/messages";
import { monthLabel } from "@shared/translator-pay/statements";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

/** "Mark paid": the transfer goes through the payout adapter (or is recorded as paid outside it) with the admin's reference. */
export function MarkPaidDialog({ statement, onClose }: { statement: StatementDto | null; onClose: () => void }) {
  const [reference, setReference] = useState("");
  const [outside, setOutside] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const pay = useMutation<StatementDetailDto, Error, { id: number; reference: string; outsideProvider: boolean }>({
    mutationFn: async ({ id, ...body }) =>
      (await apiRequest("POST", `/api/admin/payouts/statements/${id}/pay`, body)).json(),
    onSuccess: (paid) => {
      void queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith("/api/admin/payouts/statements"),
      });
      toast({
        title: "Statement paid",
        description: `${paid.translatorName} was paid ${formatCents(paid.totalCents)} for ${monthLabel(paid.month)}.`,
      });
      setReference("");
      setOutside(false);
      onClose();
    },
    onError: (failure) =>
      toast({
        title: "Payment failed",
        description: errorMessage(failure, "Failed to pay the statement."),
        variant: "destructive",
      }),
  });
  return (
    <Dialog open={statement !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {statement && (
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!reference.trim()) return setError(PAY_MESSAGES.reference);
              setError(undefined);
              pay.mutate({ id: statement.id, reference: reference.trim(), outsideProvider: outside });
            }}
          >
            <DialogHeader>
              <DialogTitle>
                Pay {statement.translatorName} {formatCents(statement.totalCents)}?
              </DialogTitle>
              <DialogDescription>
                Statement #{statement.id}, {monthLabel(statement.month)}, {statement.jobCount}{" "}
                {statement.jobCount === 1 ? "job" : "jobs"}.{" "}
                {outside
                  ? "Recorded as paid; no money is sent from here."
                  : "The money is transferred to their payout account now."}
              </DialogDescription>
            </DialogHeader>
            <FormField
              id="payout-reference"
              label="Payment reference"
              error={error}
              description="Kept on the statement and e-mailed to the translator."
            >
              <Input value={reference} maxLength={200} onChange={(event) => setReference(event.target.value)} />
            </FormField>
            <div className="flex items-center gap-2">
              <Checkbox id="payout-outside" checked={outside} onCheckedChange={(value) => setOutside(value === true)} />
              <Label htmlFor="payout-outside">Paid outside Stripe (bank wire, check)</Label>
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={pay.isPending}>
                {pay.isPending ? "Paying..." : outside ? "Mark Paid" : `Pay ${formatCents(statement.totalCents)}`}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
