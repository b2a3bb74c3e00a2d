import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { OrderDetailDto } from "@shared/schemas/order-detail";
import { type CancellationRequestInput, cancellationRequestSchema } from "@shared/schemas/refunds";
import { orderAllows } from "@shared/order-capabilities";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useRequestCancellation } from "@/features/refunds/use-request-cancellation";
import { useTranslateMessage } from "@/lib/translate-message";

/** Request cancellation of a paid order (processing), with a reason; only while no request is open. */
export function CancellationRequestButton({ order }: { order: OrderDetailDto }) {
  const { t } = useTranslation("orders");
  const tm = useTranslateMessage();
  const [open, setOpen] = useState(false);
  const form = useForm<CancellationRequestInput>({
    resolver: zodResolver(cancellationRequestSchema),
    defaultValues: { reason: "" },
  });
  const request = useRequestCancellation(order.id, () => {
    setOpen(false);
    form.reset();
  });
  if (!orderAllows(order, "request_cancellation") || order.cancellationRequest?.status === "open") return null;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive hover:text-destructive">
          {t("cancellation.button")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={form.handleSubmit((values) => request.mutate(values))} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("cancellation.title", { id: order.id })}</DialogTitle>
            <DialogDescription>{t("cancellation.text")}</DialogDescription>
          </DialogHeader>
          <FormField
            id="cancellation-reason"
            label={t("cancellation.reason")}
            error={tm(form.formState.errors.reason?.message)}
          >
            <Textarea rows={4} maxLength={500} {...form.register("reason")} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("cancellation.keep")}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={request.isPending}>
              {request.isPending ? t("cancellation.sending") : t("cancellation.send")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
