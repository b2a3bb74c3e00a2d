import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { NativeSelect } from "@/components/ui/native-select";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useTranslateMessage } from "@/lib/translate-message";
import type { OrderFormValues } from "./order-form";
import { US_STATES } from "./us-states";

type ShippingAddressFieldsProps = { register: UseFormRegister<OrderFormValues>; errors: FieldErrors<OrderFormValues> };

/** Where the printed, certified translation is mailed (US addresses only). */
export function ShippingAddressFields({ register, errors }: ShippingAddressFieldsProps) {
  const { t } = useTranslation("ordering");
  const tm = useTranslateMessage();
  const e = errors.shippingAddress;
  const missing = tm(e?.message ?? e?.root?.message);
  return (
    <fieldset className="space-y-4 rounded-lg border bg-muted/40 p-4">
      <legend className="px-1 text-sm font-semibold">{t("shipping.legend")}</legend>
      {missing && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {missing}
        </p>
      )}
      <FormField id="shipping-fullName" label={t("shipping.fullName")} error={tm(e?.fullName?.message)}>
        <Input autoComplete="shipping name" {...register("shippingAddress.fullName")} />
      </FormField>
      <FormField id="shipping-line1" label={t("shipping.line1")} error={tm(e?.line1?.message)}>
        <Input autoComplete="shipping address-line1" {...register("shippingAddress.line1")} />
      </FormField>
      <FormField id="shipping-line2" label={t("shipping.line2")} error={tm(e?.line2?.message)}>
        <Input autoComplete="shipping address-line2" {...register("shippingAddress.line2")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem_8rem]">
        <FormField id="shipping-city" label={t("shipping.city")} error={tm(e?.city?.message)}>
          <Input autoComplete="shipping address-level2" {...register("shippingAddress.city")} />
        </FormField>
        <FormField id="shipping-state" label={t("shipping.state")} error={tm(e?.state?.message)}>
          <NativeSelect autoComplete="shipping address-level1" {...register("shippingAddress.state")}>
            <option value="">{t("shipping.selectState")}</option>
            {US_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="shipping-postalCode" label={t("shipping.postalCode")} error={tm(e?.postalCode?.message)}>
          <Input
            inputMode="numeric"
            autoComplete="shipping postal-code"
            maxLength={10}
            {...register("shippingAddress.postalCode")}
          />
        </FormField>
      </div>
    </fieldset>
  );
}
