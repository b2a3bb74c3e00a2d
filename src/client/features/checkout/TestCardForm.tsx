import { useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import {
  testCardPaymentSchema,
  type TestCardPaymentInput,
  type TestPaymentConfirmResponse,
} from "@shared/schemas/payments";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiRequest } from "@/lib/api";
import { useTranslateMessage } from "@/lib/translate-message";
import { formatCardNumber, formatCvc, formatExpiry, formatZip } from "./card-input-format";
import { PaymentFailureAlert } from "./PaymentFailureAlert";
import { PayNowButton } from "./PayNowButton";
import { usePaymentFailureReport } from "./payment-failure";
import { isStalePayment, stalePaymentMessage } from "./stale-payment";
import { TestCardsNote } from "./TestCardsNote";

type TestCardFormProps = {
  clientSecret: string;
  amountCents: number;
  onSucceeded: () => void;
  /** The server refused a stale amount (409): nothing was charged; the page refreshes the amount. */
  onStale: (message: string) => void;
};

type CardOutput = { clientSecret: string; cardNumber: string; expiry: string; cvc: string; postalCode?: string };

/** Reformats what is typed before react-hook-form reads it. */
function formatted(registration: UseFormRegisterReturn, format: (value: string) => string): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event: { target: HTMLInputElement; type?: unknown }) => {
      event.target.value = format(event.target.value);
      return registration.onChange(event);
    },
  };
}

/** The built-in test provider's card form: checked with the server's schema, confirmed with POST /api/test-payments/confirm. */
export function TestCardForm({ clientSecret, amountCents, onSucceeded, onStale }: TestCardFormProps) {
  const { t } = useTranslation("checkout");
  const tm = useTranslateMessage();
  const reportPaymentFailure = usePaymentFailureReport();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TestCardPaymentInput, unknown, CardOutput>({
    resolver: zodResolver(testCardPaymentSchema),
    defaultValues: { clientSecret, cardNumber: "", expiry: "", cvc: "", postalCode: undefined },
  });
  const { errors, isSubmitting } = form.formState;

  async function pay(card: CardOutput) {
    setFailure(null);
    try {
      const res = await apiRequest("POST", "/api/test-payments/confirm", card);
      const result = (await res.json()) as TestPaymentConfirmResponse;
      if (result.status !== "succeeded") throw new Error("Payment did not succeed");
      onSucceeded();
    } catch (error) {
      if (isStalePayment(error)) onStale(tm(stalePaymentMessage(error)));
      else setFailure(reportPaymentFailure(error));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(pay)} className="space-y-4" aria-label={t("payment.cardDetails")}>
      <TestCardsNote />
      <FormField id="card-number" label={t("payment.cardNumber")} error={tm(errors.cardNumber?.message)}>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          {...formatted(form.register("cardNumber"), formatCardNumber)}
        />
      </FormField>
      {/* On a phone the expiry date gets a row of its own: "Son kullanma tarihi" would wrap over three lines in a third. */}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <FormField
          id="card-expiry"
          label={t("payment.expiry")}
          error={tm(errors.expiry?.message)}
          className="col-span-2 sm:col-span-1"
        >
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            {...formatted(form.register("expiry"), formatExpiry)}
          />
        </FormField>
        <FormField id="card-cvc" label={t("payment.cvc")} error={tm(errors.cvc?.message)}>
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            {...formatted(form.register("cvc"), formatCvc)}
          />
        </FormField>
        <FormField id="card-zip" label={t("payment.zip")} error={tm(errors.postalCode?.message)}>
          <Input
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="10118"
            {...formatted(
              form.register("postalCode", { setValueAs: (value: string) => value || undefined }),
              formatZip,
            )}
          />
        </FormField>
      </div>
      <PaymentFailureAlert message={failure} />
      <PayNowButton amountCents={amountCents} isPaying={isSubmitting} />
    </form>
  );
}
