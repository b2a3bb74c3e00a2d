import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Sparkles } from "lucide-react";
import { SERVICE_TYPES, TRANSLATION_DIRECTIONS } from "@shared/enums";
import { DELIVERY_RANGE_LABELS } from "@shared/delivery";
import { formatUsd } from "@shared/format";
import { findPricingEntry, MAX_QUOTE_WORD_COUNT } from "@shared/pricing";
import type { CreateOrderData } from "@shared/schemas/orders";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { DIRECTION_LABELS, SERVICE_NAMES } from "@/features/orders/order-labels";
import { usePricingEntries } from "@/features/orders/use-pricing-entries";
import { ChoiceCards } from "./ChoiceCards";
import { MobileEstimateLine } from "./MobileEstimateLine";
import { OrderEstimate } from "./OrderEstimate";
import { orderFormDefaults, orderFormResolver, type OrderFormValues } from "./order-form";
import { readSavedQuote } from "./saved-quote";
import { ShippingAddressFields } from "./ShippingAddressFields";
import { ToggleOption } from "./ToggleOption";
import { useCreateOrder } from "./use-create-order";

/** The order form (issue 4): pre-filled from the calculator's quote, priced live, created with POST /api/orders. */
export function NewOrderForm() {
  const [savedQuote] = useState(readSavedQuote);
  const entries = usePricingEntries();
  const createOrder = useCreateOrder();
  const form = useForm<OrderFormValues, unknown, CreateOrderData>({ resolver: orderFormResolver, defaultValues: orderFormDefaults(savedQuote) });
  const { errors } = form.formState;
  const [serviceType, wordCount, isRush, isPhysicalDelivery] = useWatch({
    control: form.control,
    name: ["serviceType", "wordCount", "isRush", "isPhysicalDelivery"],
  });
  const rates = findPricingEntry(entries, serviceType);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <Card>
        <CardContent className="p-5 sm:p-6">
          {savedQuote && (
            <p className="mb-6 flex items-start gap-2 rounded-md bg-secondary p-3 text-sm text-secondary-foreground" data-testid="quote-prefill-note">
              <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              We filled in the quote you made on our home page. Check it and create your order.
            </p>
          )}
          <form noValidate onSubmit={form.handleSubmit((order) => createOrder.mutate(order))} className="space-y-6">
            <ChoiceCards
              name="serviceType"
              legend="Service type"
              registration={form.register("serviceType")}
              error={errors.serviceType?.message}
              choices={SERVICE_TYPES.map((type) => ({
                value: type,
                title: SERVICE_NAMES[type],
                detail: `${formatUsd(findPricingEntry(entries, type).pricePerWord)}/word · ${DELIVERY_RANGE_LABELS[type]}`,
              }))}
            />
            <ChoiceCards
              name="translationDirection"
              legend="Translation direction"
              columns={2}
              registration={form.register("translationDirection")}
              error={errors.translationDirection?.message}
              choices={TRANSLATION_DIRECTIONS.map((direction) => ({ value: direction, title: DIRECTION_LABELS[direction] })).reverse()}
            />
            <FormField
              id="order-wordCount"
              label="Word count (estimate)"
              error={errors.wordCount?.message}
              description="Your best guess is enough: the documents you upload next set the final count."
            >
              <Input type="number" inputMode="numeric" min={1} max={MAX_QUOTE_WORD_COUNT} step={1} className="sm:max-w-xs" {...form.register("wordCount", { valueAsNumber: true })} />
            </FormField>
            <div className="space-y-3">
              <ToggleOption
                control={form.control}
                name="isRush"
                id="order-rush"
                label="Rush delivery"
                hint={`${Math.round((rates.rushMultiplier - 1) * 100)}% surcharge, delivered within 24 hours`}
              />
              <ToggleOption
                control={form.control}
                name="isPhysicalDelivery"
                id="order-physical"
                label="Physical delivery"
                hint={`${formatUsd(rates.physicalDeliveryCost)} shipping fee: a printed, signed copy by mail`}
              />
            </div>
            {isPhysicalDelivery && <ShippingAddressFields register={form.register} errors={errors} />}
            <MobileEstimateLine values={{ serviceType, wordCount, isRush, isPhysicalDelivery }} entries={entries} />
            <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={createOrder.isPending || createOrder.isSuccess}>
              {createOrder.isPending ? "Creating order..." : "Create Order"}
            </Button>
          </form>
        </CardContent>
      </Card>
      <OrderEstimate values={{ serviceType, wordCount, isRush, isPhysicalDelivery }} entries={entries} />
    </div>
  );
}
