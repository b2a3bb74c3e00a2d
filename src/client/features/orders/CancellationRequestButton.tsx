import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { OrderDetailDto } from "@shared/schemas/orders";
import { type CancellationRequestInput, cancellationRequestSchema } from "@shared/schemas/refunds";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useRequestCancellation } from "@/features/refunds/use-request-cancellation";

/** Request cancellation of a paid order (processing), with a reason; only while no request is open. */
export function CancellationRequestButton({ order }: { order: OrderDetailDto }) {
  const [open, setOpen] = useState(false);
  const form = useForm<CancellationRequestInput>({ resolver: zodResolver(cancellationRequestSchema), defaultValues: { reason: "" } });
  const request = useRequestCancellation(order.id, () => {
    setOpen(false);
    form.reset();
  });
  if (order.status !== "processing" || order.cancellationRequest?.status === "open") return null;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive hover:text-destructive">
          Request cancellation
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={form.handleSubmit((values) => request.mutate(values))} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Request cancellation of order #{order.id}?</DialogTitle>
            <DialogDescription>
              Your order is paid and our translators may already be working on it. Tell us why you want to cancel; we will review your request and
              e-mail you our decision, including any refund.
            </DialogDescription>
          </DialogHeader>
          <FormField id="cancellation-reason" label="Reason" error={form.formState.errors.reason?.message}>
            <Textarea rows={4} maxLength={500} {...form.register("reason")} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Keep Order
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={request.isPending}>
              {request.isPending ? "Sending..." : "Send Request"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
