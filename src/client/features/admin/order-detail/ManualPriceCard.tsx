import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { centsToDecimal, formatCents, parseDollarsToCents } from "@shared/money";
import type { AdminOrderDetail } from "@shared/schemas/admin";
import { manualPriceSchema, type ManualPriceInput } from "@shared/schemas/pricing";
import { isPaidState, orderAllows } from "@shared/order-capabilities";
import { Button } from "@/components/ui/button";
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
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { adminOrderKey, invalidateByPrefix, ADMIN_ORDERS_KEY } from "@/features/admin/admin-queries";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";

const AMOUNT_MESSAGE = "Please enter an amount in dollars, e.g. 450 or 450.00";

/**
 * Price a pending, unpaid order's translation by hand (a 40-page court file), with a reason the
 * customer sees on the line. Confirmed in a dialog; the server cancels any open checkout and keeps who and why.
 */
export function ManualPriceCard({ order }: { order: AdminOrderDetail }) {
  const [amountText, setAmountText] = useState(order.manualPrice ? centsToDecimal(order.manualPrice.amountCents) : "");
  const [reason, setReason] = useState(order.manualPrice?.reason ?? "");
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState<ManualPriceInput | null>(null);

  const save = useMutation<AdminOrderDetail, Error, ManualPriceInput>({
    mutationFn: async (input) => (await apiRequest("PUT", `/api/admin/orders/${order.id}/price`, input)).json(),
    onSuccess: (updated) => {
      queryClient.setQueryData([adminOrderKey(order.id)], updated);
      void invalidateByPrefix(ADMIN_ORDERS_KEY);
      setConfirming(null);
      toast({ title: "Price set", description: `Order #${order.id} now totals ${formatCents(updated.totalCents)}.` });
    },
    onError: (error) =>
      toast({ title: "Error", description: errorMessage(error, "Failed to set the price."), variant: "destructive" }),
  });

  function review(event: React.FormEvent) {
    event.preventDefault();
    const amountCents = parseDollarsToCents(amountText);
    const parsed = manualPriceSchema.safeParse({ amountCents: amountCents ?? Number.NaN, reason });
    if (amountCents === null || !parsed.success) {
      const issues = parsed.success ? [] : parsed.error.issues;
      setErrors({
        amount:
          amountCents === null ? AMOUNT_MESSAGE : issues.find((issue) => issue.path[0] === "amountCents")?.message,
        reason: issues.find((issue) => issue.path[0] === "reason")?.message,
      });
      return;
    }
    setErrors({});
    setConfirming(parsed.data);
  }

  if (!orderAllows({ status: order.status, paid: isPaidState(order.paymentState) }, "set_manual_price")) return null;
  return (
    <DetailCard title="Set manual price">
      <form noValidate onSubmit={review} className="space-y-4">
        <p className="text-sm text-muted-foreground">
          Replaces the translation and rush lines; notarization, copies and shipping stay. The customer sees the reason
          and pays the new total.
        </p>
        <FormField id="manual-price-amount" label="Translation price (USD)" error={errors.amount}>
          <Input
            inputMode="decimal"
            placeholder="450.00"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
          />
        </FormField>
        <FormField
          id="manual-price-reason"
          label="Reason"
          error={errors.reason}
          description="Shown to the customer on the price line and kept in the history."
        >
          <Textarea
            rows={3}
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="40-page court file, priced by page"
          />
        </FormField>
        <Button type="submit" className="w-full">
          Review price
        </Button>
      </form>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Set the price of order #{order.id}?</DialogTitle>
            <DialogDescription>
              The translation will be priced at {confirming ? formatCents(confirming.amountCents) : ""} ("
              {confirming?.reason}"). Any checkout the customer has open is cancelled, so they pay the new total.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(null)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button onClick={() => confirming && save.mutate(confirming)} disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Set price"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </DetailCard>
  );
}
