import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CreatePaymentIntentResponse } from "@shared/schemas/payments";
import { toast } from "@/hooks/use-toast";
import { ApiError, apiRequest, serverMessageOf } from "@/lib/api";

type IntentState =
  | { status: "loading" }
  | { status: "ready"; intent: CreatePaymentIntentResponse }
  /** message: the checkout catalog's key of the spec's wording; reason: the server's own message. */
  | { status: "error"; message: "payment.intentFailed" | "payment.initFailed"; reason?: string };

/**
 * POST /api/create-payment-intent when checkout opens (docs/ordering.md, "Payments"). One call per order even under StrictMode's
 * double effects; the server also reuses an open intent for the same order and amount. refresh() asks again:
 * after the server refused a stale amount (409), the new intent carries the order's current total.
 */
export function usePaymentIntent(orderId: number): IntentState & { refresh: () => void } {
  const { t } = useTranslation("checkout");
  const [state, setState] = useState<IntentState>({ status: "loading" });
  const requested = useRef<number | null>(null);

  const request = useCallback(() => {
    setState({ status: "loading" });
    apiRequest("POST", "/api/create-payment-intent", { orderId })
      .then((res) => res.json() as Promise<CreatePaymentIntentResponse>)
      .then((intent) => {
        if (!intent?.clientSecret) throw new ApiError(500, "500: no client secret");
        setState({ status: "ready", intent });
      })
      .catch((error: unknown) => {
        // The spec's two wordings: the server refused or answered oddly, or the request never completed.
        const message = error instanceof ApiError ? "payment.intentFailed" : "payment.initFailed";
        toast({ title: t("payment.errorTitle"), description: t(message), variant: "destructive" });
        setState({ status: "error", message, reason: serverMessageOf(error) });
      });
  }, [orderId, t]);

  useEffect(() => {
    if (requested.current === orderId) return;
    requested.current = orderId;
    request();
  }, [orderId, request]);

  return { ...state, refresh: request };
}
