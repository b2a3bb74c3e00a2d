import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { useTranslateMessage } from "@/lib/translate-message";
import { errorText } from "@shared/error-codes";

export const PAYMENT_FAILED_FALLBACK = errorText("PAYMENT_FAILED");

/**
 * The spec's wording: 'Payment Failed' with the provider's message (e.g. 'Your card was declined.') or the fallback, in the
 * customer's language (docs/customer-ui.md, "Messages in Turkish"); returns the message shown, for the form to keep.
 */
export function usePaymentFailureReport(): (error: unknown) => string {
  const { t } = useTranslation("checkout");
  const tm = useTranslateMessage();
  return useCallback(
    (error: unknown) => {
      const message = tm(typeof error === "string" ? error : errorMessage(error, PAYMENT_FAILED_FALLBACK));
      toast({ title: t("payment.failedTitle"), description: message, variant: "destructive" });
      return message;
    },
    [t, tm],
  );
}
