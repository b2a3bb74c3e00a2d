import { useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Sparkles } from "lucide-react";
import { findPlan, isRushOrder, rushPercent } from "@shared/catalog";
import { needsCertificate } from "@shared/assignment";
import { defaultIncludeSourceCopy } from "@shared/deliverable";
import { Switch } from "@/components/ui/switch";
import { SERVICE_TYPES, TRANSLATION_DIRECTIONS } from "@shared/enums";
import { formatCents } from "@shared/money";
import type { CreateOrderData } from "@shared/schemas/orders";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { useTranslateMessage } from "@/lib/translate-message";
import { DocumentItemsEditor } from "@/features/pricing/DocumentItemsEditor";
import { draftItemsFrom, type DraftItem } from "@/features/pricing/draft-items";
import { priceDraft } from "@/features/pricing/price-draft";
import { useCatalog } from "@/features/pricing/use-catalog";
import { ChoiceCards } from "./ChoiceCards";
import { MobileEstimateLine } from "./MobileEstimateLine";
import { OrderEstimate } from "./OrderEstimate";
import { orderFormDefaults, orderFormResolver, savedQuoteItems, type OrderFormValues } from "./order-form";
import { readSavedQuote } from "./saved-quote";
import { ShippingAddressFields } from "./ShippingAddressFields";
import { ToggleOption } from "./ToggleOption";
import { useCreateOrder } from "./use-create-order";
import { useNameDraft } from "@/features/messages/name-draft";
import { NameSpellingsOrderField } from "@/features/messages/NameSpellingsOrderField";

/** The order form (docs/customer-ui.md): pre-filled from the calculator's quote, priced line by line, created with its documents. */
export function NewOrderForm() {
  const { t } = useTranslation("ordering");
  const f = useOrderFormat();
  const tm = useTranslateMessage();
  const [savedQuote] = useState(readSavedQuote);
  const [items, setItems] = useState<DraftItem[]>(() => draftItemsFrom(savedQuoteItems(savedQuote)));
  const catalog = useCatalog();
  const createOrder = useCreateOrder();
  const names = useNameDraft();
  // Unset until the customer flips it: the plan's default (on for the certified plans) follows the plan chosen.
  const [sourceCopyChoice, setSourceCopyChoice] = useState<boolean | null>(null);
  // The resolver reads the documents of the moment through this ref (they live outside react-hook-form).
  const orderItems = useRef<ReturnType<typeof priceDraft>["drafted"] | null>(null);
  const form = useForm<OrderFormValues, unknown, CreateOrderData>({
    resolver: orderFormResolver(() => (orderItems.current?.ok ? orderItems.current.items : null)),
    defaultValues: orderFormDefaults(savedQuote),
  });
  const { errors, isSubmitted } = form.formState;
  const [serviceType, translationDirection, isRush, isPhysicalDelivery] = useWatch({
    control: form.control,
    name: ["serviceType", "translationDirection", "isRush", "isPhysicalDelivery"],
  });
  const { drafted, priced } = priceDraft(
    { serviceType, translationDirection, isRush, isPhysicalDelivery },
    items,
    catalog,
  );
  orderItems.current = drafted;
  const plan = findPlan(catalog, serviceType);
  const includeSourceCopy = sourceCopyChoice ?? defaultIncludeSourceCopy(serviceType);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <Card>
        <CardContent className="p-5 sm:p-6">
          {savedQuote && (
            <p
              className="mb-6 flex items-start gap-2 rounded-md bg-secondary p-3 text-sm text-secondary-foreground"
              data-testid="quote-prefill-note"
            >
              <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t("newOrder.quotePrefill")}
            </p>
          )}
          <form
            noValidate
            onSubmit={form.handleSubmit((order) => {
              const nameSpellings = names.check();
              if (nameSpellings) createOrder.mutate({ ...order, nameSpellings, includeSourceCopy });
            })}
            className="space-y-6"
          >
            <ChoiceCards
              name="serviceType"
              legend={t("newOrder.serviceType")}
              registration={form.register("serviceType")}
              error={tm(errors.serviceType?.message)}
              choices={SERVICE_TYPES.map((type) => ({
                value: type,
                title: f.service(type),
                detail: t("newOrder.perWord", {
                  price: formatCents(findPlan(catalog, type).pricePerWordCents),
                  range: f.deliveryRange(type),
                }),
              }))}
            />
            <ChoiceCards
              name="translationDirection"
              legend={t("newOrder.direction")}
              columns={2}
              registration={form.register("translationDirection")}
              error={tm(errors.translationDirection?.message)}
              choices={TRANSLATION_DIRECTIONS.map((direction) => ({
                value: direction,
                title: f.direction(direction),
              })).reverse()}
            />
            <section aria-labelledby="order-documents-title" className="space-y-2">
              <h2 id="order-documents-title" className="text-sm font-medium">
                {t("newOrder.documents")}
              </h2>
              <p className="text-sm text-muted-foreground">{t("newOrder.documentsHint")}</p>
              <DocumentItemsEditor
                idPrefix="order"
                items={items}
                onChange={setItems}
                catalog={catalog}
                serviceType={serviceType}
                isPhysicalDelivery={isPhysicalDelivery}
              />
            </section>
            <div className="space-y-3">
              <ToggleOption
                control={form.control}
                name="isRush"
                id="order-rush"
                label={t("newOrder.rush")}
                included={isRushOrder(serviceType, false)}
                hint={
                  isRushOrder(serviceType, false)
                    ? t("newOrder.rushIncluded", {
                        plan: f.service(serviceType),
                        percent: rushPercent(plan.rushMultiplier),
                      })
                    : t("newOrder.rushHint", { percent: rushPercent(plan.rushMultiplier) })
                }
              />
              <ToggleOption
                control={form.control}
                name="isPhysicalDelivery"
                id="order-physical"
                label={t("newOrder.physical")}
                hint={t("newOrder.physicalHint", { fee: formatCents(plan.physicalDeliveryCents) })}
              />
              {needsCertificate(serviceType) && (
                <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
                  <div>
                    <label htmlFor="order-source-copy" className="text-sm font-medium">
                      {t("newOrder.sourceCopy")}
                    </label>
                    <p id="order-source-copy-hint" className="text-sm text-muted-foreground">
                      {t("newOrder.sourceCopyHint")}
                    </p>
                  </div>
                  <Switch
                    id="order-source-copy"
                    checked={includeSourceCopy}
                    onCheckedChange={setSourceCopyChoice}
                    aria-describedby="order-source-copy-hint"
                  />
                </div>
              )}
            </div>
            {isPhysicalDelivery && <ShippingAddressFields register={form.register} errors={errors} />}
            <NameSpellingsOrderField draft={names} />
            {isSubmitted && errors.root?.message && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {tm(errors.root.message)}
              </p>
            )}
            <MobileEstimateLine priced={priced} />
            <Button
              type="submit"
              size="lg"
              className="w-full sm:w-auto"
              disabled={createOrder.isPending || createOrder.isSuccess}
            >
              {createOrder.isPending ? t("newOrder.submitting") : t("newOrder.submit")}
            </Button>
          </form>
        </CardContent>
      </Card>
      <OrderEstimate serviceType={serviceType} isRush={isRush} priced={priced} />
    </div>
  );
}
