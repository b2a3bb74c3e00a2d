import { refundExceedsMessage } from "@shared/schemas/refunds";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { centsToDecimal, dollarsToCents, formatCents } from "@shared/money";
import { createRefundSchema } from "@shared/schemas/refunds";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ConfirmRefundDialog } from "./ConfirmRefundDialog";
import { useCreateRefund } from "./use-create-refund";

type FormInput = z.input<typeof createRefundSchema>;
type FormOutput = z.output<typeof createRefundSchema>;

const defaultsFor = (refundableCents: number): FormInput => ({
  amount: centsToDecimal(refundableCents),
  reason: "",
  cancelOrder: false,
});

/** Amount (the refundable amount by default), reason, 'Cancel the order too'; a confirmation before anything is sent. */
export function RefundForm({
  orderId,
  refundableCents,
  canCancel,
}: {
  orderId: number;
  refundableCents: number;
  canCancel: boolean;
}) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createRefundSchema),
    defaultValues: defaultsFor(refundableCents),
  });
  const [pending, setPending] = useState<FormOutput | null>(null);
  const refund = useCreateRefund(orderId, () => setPending(null));
  const { errors } = form.formState;
  // A refund changes the refundable amount: the form starts again from the new one.
  useEffect(() => form.reset(defaultsFor(refundableCents)), [refundableCents, form]);

  return (
    <>
      <form
        onSubmit={form.handleSubmit((values) => {
          // Checked before the confirmation, so the admin never confirms a refund the server refuses.
          if (dollarsToCents(values.amount) > refundableCents) {
            form.setError("amount", { message: refundExceedsMessage(refundableCents) });
            return;
          }
          setPending(values);
        })}
        noValidate
        className="space-y-4"
      >
        <FormField
          id="refund-amount"
          label="Amount (USD)"
          error={errors.amount?.message}
          description={`Up to ${formatCents(refundableCents)}.`}
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register("amount")} />
        </FormField>
        <FormField
          id="refund-reason"
          label="Reason"
          error={errors.reason?.message}
          description="Sent to the customer in the refund e-mail."
        >
          <Textarea rows={3} maxLength={500} {...form.register("reason")} />
        </FormField>
        {canCancel && (
          <div className="flex items-center gap-2">
            <Controller
              control={form.control}
              name="cancelOrder"
              render={({ field }) => (
                <Checkbox
                  id="refund-cancel-order"
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              )}
            />
            <Label htmlFor="refund-cancel-order">Cancel the order too</Label>
          </div>
        )}
        <Button type="submit" variant="destructive" className="w-full">
          Refund...
        </Button>
      </form>
      <ConfirmRefundDialog
        refund={pending}
        busy={refund.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && refund.mutate(pending)}
      />
    </>
  );
}
