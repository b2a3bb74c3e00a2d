import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { updateOrderStatusSchema } from "@shared/schemas/admin";
import type { OrderStatus } from "@shared/enums";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { OrderStatusSelect } from "@/features/admin/OrderStatusSelect";
import { useUpdateOrderStatus } from "@/features/admin/use-order-status";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";

type FormInput = z.input<typeof updateOrderStatusSchema>;
type FormOutput = z.output<typeof updateOrderStatusSchema>;

/** The status control with an optional note that goes into the order's history. */
export function StatusChangeForm({ orderId, status }: { orderId: number; status: OrderStatus }) {
  const update = useUpdateOrderStatus();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateOrderStatusSchema),
    defaultValues: { status, note: "" },
  });
  const { errors } = form.formState;
  useEffect(() => form.reset({ status, note: "" }), [status, form]);

  const chosen = form.watch("status");
  const submit = form.handleSubmit((values) => update.mutate({ orderId, status: values.status, note: values.note || undefined }));

  return (
    <DetailCard title="Change status">
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="space-y-2">
          <label htmlFor="order-status" className="text-sm font-medium">
            New status
          </label>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => <OrderStatusSelect id="order-status" value={field.value} onChange={field.onChange} className="w-full" />}
          />
        </div>
        <FormField id="order-status-note" label="Note (optional)" error={errors.note?.message} description="Saved in the status history.">
          <Textarea rows={3} maxLength={500} {...form.register("note")} />
        </FormField>
        <Button type="submit" className="w-full" disabled={update.isPending || chosen === status}>
          {update.isPending ? "Updating..." : "Update Status"}
        </Button>
      </form>
    </DetailCard>
  );
}
