import { useEffect, useRef } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { findPlan, isRushOrder, rushPercent, type PriceCatalog } from "@shared/catalog";
import { SERVICE_TYPES, TRANSLATION_DIRECTIONS, type ServiceType, type TranslationDirection } from "@shared/enums";
import { formatCents } from "@shared/money";
import { shippingAddressSchema, type ShippingAddressDto } from "@shared/schemas/orders";
import { NativeSelect } from "@/components/ui/native-select";
import { EMPTY_ADDRESS, orderFormDefaults, type OrderFormValues } from "@/features/orders/new-order/order-form";
import { ShippingAddressFields } from "@/features/orders/new-order/ShippingAddressFields";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { ToggleRow } from "@/features/quote/ToggleSwitch";
import type { DraftEditor } from "./use-draft-editor";

const labelClass = "text-sm font-medium leading-none";

type DraftOptionsProps = { editor: DraftEditor; catalog: PriceCatalog; locked: boolean };

/** Section 2 of /order: plan, direction, rush, physical delivery and the US address it is mailed to. */
export function DraftOptions({ editor, catalog, locked }: DraftOptionsProps) {
  const { t } = useTranslation("draftOrder");
  const { t: to } = useTranslation("ordering");
  const f = useOrderFormat();
  const { state } = editor;
  const plan = findPlan(catalog, state.serviceType);
  const rushIncluded = isRushOrder(state.serviceType, false);

  return (
    <section aria-labelledby="draft-options-title" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="draft-options-title" className="mb-4 text-lg font-semibold">
        {t("options.title")}
      </h2>
      <fieldset disabled={locked} className="min-w-0 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <label className={labelClass} htmlFor="draft-service-type">
              {to("newOrder.serviceType")}
            </label>
            <NativeSelect
              id="draft-service-type"
              value={state.serviceType}
              onChange={(event) =>
                editor.change((draft) => ({ ...draft, serviceType: event.target.value as ServiceType }))
              }
            >
              {SERVICE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t("options.planOption", {
                    plan: f.service(type),
                    price: formatCents(findPlan(catalog, type).pricePerWordCents),
                    range: f.deliveryRange(type),
                  })}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-2">
            <label className={labelClass} htmlFor="draft-direction">
              {to("newOrder.direction")}
            </label>
            <NativeSelect
              id="draft-direction"
              value={state.translationDirection}
              onChange={(event) =>
                editor.change((draft) => ({
                  ...draft,
                  translationDirection: event.target.value as TranslationDirection,
                }))
              }
            >
              {[...TRANSLATION_DIRECTIONS].reverse().map((direction) => (
                <option key={direction} value={direction}>
                  {f.direction(direction)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <ToggleRow
          className="rounded-lg border p-3"
          id="draft-rush"
          label={to("newOrder.rush")}
          hint={
            rushIncluded
              ? to("newOrder.rushIncluded", {
                  plan: f.service(state.serviceType),
                  percent: rushPercent(plan.rushMultiplier),
                })
              : to("newOrder.rushHint", { percent: rushPercent(plan.rushMultiplier) })
          }
          checked={isRushOrder(state.serviceType, state.isRush)}
          disabled={rushIncluded}
          onChange={(isRush) => editor.change((draft) => ({ ...draft, isRush }))}
        />
        <ToggleRow
          className="rounded-lg border p-3"
          id="draft-physical"
          label={to("newOrder.physical")}
          hint={to("newOrder.physicalHint", { fee: formatCents(plan.physicalDeliveryCents) })}
          checked={state.isPhysicalDelivery}
          onChange={(isPhysicalDelivery) => editor.change((draft) => ({ ...draft, isPhysicalDelivery }))}
        />
        {state.isPhysicalDelivery && (
          <DraftShippingFields
            address={state.shippingAddress}
            onAddress={(shippingAddress) => editor.change((draft) => ({ ...draft, shippingAddress }))}
          />
        )}
      </fieldset>
    </section>
  );
}

// Only the address is checked here (the other fields of the order form are not on this page).
const addressResolver = zodResolver(
  z.object({ shippingAddress: shippingAddressSchema }),
) as unknown as Resolver<OrderFormValues>;

/**
 * The order form's address fields (features/orders/new-order), checked with the server's schema as they are left;
 * the draft keeps the address once it is complete and valid (PUT refuses half an address).
 */
function DraftShippingFields({
  address,
  onAddress,
}: {
  address: ShippingAddressDto | null;
  onAddress: (address: ShippingAddressDto | null) => void;
}) {
  const form = useForm<OrderFormValues>({
    mode: "onTouched",
    resolver: addressResolver,
    defaultValues: {
      ...orderFormDefaults(null),
      shippingAddress: { ...EMPTY_ADDRESS, ...address, line2: address?.line2 ?? "" },
    },
  });
  const sent = useRef(JSON.stringify(address));
  const report = useRef(onAddress);
  report.current = onAddress;
  useEffect(() => {
    const subscription = form.watch((values) => {
      const parsed = shippingAddressSchema.safeParse(values.shippingAddress);
      const next = parsed.success ? (parsed.data as ShippingAddressDto) : null;
      const key = JSON.stringify(next);
      if (key === sent.current) return;
      sent.current = key;
      report.current(next);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  return <ShippingAddressFields register={form.register} errors={form.formState.errors} />;
}
