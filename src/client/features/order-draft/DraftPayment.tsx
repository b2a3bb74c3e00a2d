import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { ArrowRight, Lock } from "lucide-react";
import type { DraftOrderCreated } from "@shared/schemas/order-draft";
import { Button } from "@/components/ui/button";
import { CheckoutPaymentCard } from "@/features/checkout/CheckoutPaymentCard";
import { apiMessage } from "@/lib/api";
import { useTranslateMessage } from "@/lib/translate-message";
import { createOrderFromDraft } from "./draft-requests";
import type { DraftEditor } from "./use-draft-editor";

type DraftPaymentProps = {
  editor: DraftEditor;
  /** A signed-in customer with a verified address (ordering needs one). */
  canOrder: boolean;
  /** Nothing stands between the draft and the order (files counted, documents complete, address given). */
  ready: boolean;
  /** The order the draft became (this visit, or an earlier one the draft remembers). */
  orderId: number | null;
  onOrderCreated: (orderId: number) => void;
};

/**
 * Section 4 of /order: "Continue to payment" turns the draft into a pending order (POST /api/order-draft/order,
 * priced exactly as the draft), then the checkout's own card form pays it here; success leads to the order's page.
 */
export function DraftPayment({ editor, canOrder, ready, orderId, onOrderCreated }: DraftPaymentProps) {
  const { t } = useTranslation("draftOrder");
  const tm = useTranslateMessage();
  const create = useMutation<DraftOrderCreated, Error>({
    mutationFn: async () => {
      await editor.saveNow();
      return createOrderFromDraft();
    },
    onSuccess: ({ orderId: created }) => onOrderCreated(created),
  });

  if (orderId !== null) {
    return (
      <div className="space-y-3">
        <p className="text-sm" data-testid="draft-order-created">
          {t("payment.orderCreated", { id: orderId })}{" "}
          <Link href={`/dashboard/orders/${orderId}`} className="text-primary underline underline-offset-4">
            {t("payment.viewOrder", { id: orderId })}
          </Link>
        </p>
        <CheckoutPaymentCard orderId={orderId} redirectTo={`/dashboard/orders/${orderId}`} title={t("payment.title")} />
      </div>
    );
  }

  return (
    <section aria-labelledby="draft-payment-title" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="draft-payment-title" className="mb-3 text-lg font-semibold">
        {t("payment.title")}
      </h2>
      {canOrder ? (
        <div className="space-y-3">
          <Button
            type="button"
            size="lg"
            className="w-full sm:w-auto"
            disabled={!ready || editor.pending || create.isPending}
            onClick={() => create.mutate()}
            data-testid="draft-continue"
          >
            {create.isPending ? t("payment.creating") : t("payment.continue")}
            <ArrowRight aria-hidden="true" />
          </Button>
          {create.isError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {tm(apiMessage(create.error, t("payment.createFailed")))}
            </p>
          )}
        </div>
      ) : (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("payment.needsAccount")}
        </p>
      )}
    </section>
  );
}
