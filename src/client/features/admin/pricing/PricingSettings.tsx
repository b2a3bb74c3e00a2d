import { useEffect, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { PriceCatalog } from "@shared/catalog";
import type { ServiceType } from "@shared/enums";
import { updatePricingSchema } from "@shared/schemas/pricing";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { serviceName } from "@/lib/english-labels";
import { PRICING_KEY } from "@/features/pricing/use-catalog";
import { draftFromCatalog, draftToInput, type DraftErrors, type PricingDraft } from "./pricing-drafts";

const ADMIN_PRICING_KEY = "/api/admin/pricing";

/**
 * Settings → Pricing (docs/decisions/008-pricing-screens-native-controls.md): document types' names and prices, plan rates, add-on prices and the minimum
 * order charge. Saved together with PUT /api/admin/pricing; orders already priced keep their stored lines.
 */
export function PricingSettings() {
  const { data, isLoading, isError } = useQuery<PriceCatalog, Error>({ queryKey: [ADMIN_PRICING_KEY] });
  const [draft, setDraft] = useState<PricingDraft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  useEffect(() => {
    if (data) setDraft(draftFromCatalog(data));
  }, [data]);

  const save = useMutation<PriceCatalog, Error, unknown>({
    mutationFn: async (body) => (await apiRequest("PUT", "/api/admin/pricing", body)).json(),
    onSuccess: (catalog) => {
      queryClient.setQueryData([ADMIN_PRICING_KEY], catalog);
      void queryClient.invalidateQueries({ queryKey: [PRICING_KEY] });
      toast({
        title: "Prices saved",
        description: "New quotes and orders use them now; existing orders keep their prices.",
      });
    },
    onError: (error) =>
      toast({ title: "Error", description: errorMessage(error, "Failed to save the prices."), variant: "destructive" }),
  });

  if (isLoading) return <Spinner label="Loading prices..." />;
  if (isError || !draft)
    return (
      <p role="alert" className="text-destructive">
        An error occurred while loading prices. Please try again.
      </p>
    );

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const { input, errors: amountErrors } = draftToInput(draft);
    setErrors(amountErrors);
    if (Object.keys(amountErrors).length > 0) return;
    const parsed = updatePricingSchema.safeParse(input);
    if (!parsed.success) {
      toast({ title: "Please check the prices", description: parsed.error.issues[0]?.message, variant: "destructive" });
      return;
    }
    save.mutate(input);
  }

  const set = (change: (current: PricingDraft) => PricingDraft) =>
    setDraft((current) => (current ? change(current) : current));

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Prices">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-base font-semibold">Document types</h2>
          </CardTitle>
          <CardDescription>
            Flat prices are per document at any length; court documents and contracts are per word; other documents use
            the plan's rate.
          </CardDescription>
        </CardHeader>
        <CardContent className="divide-y">
          {draft.documentTypes.map((type, index) => (
            <div key={type.id} className="grid gap-3 py-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
              <FormField id={`type-${type.id}-name`} label={`Name (${type.id})`}>
                <Input
                  value={type.name}
                  maxLength={60}
                  onChange={(event) =>
                    set((d) => ({
                      ...d,
                      documentTypes: d.documentTypes.map((t, i) =>
                        i === index ? { ...t, name: event.target.value } : t,
                      ),
                    }))
                  }
                />
              </FormField>
              {type.price === null ? (
                <p className="self-end pb-2 text-sm text-muted-foreground">Plan's per-word rate</p>
              ) : (
                <FormField
                  id={`type-${type.id}-price`}
                  label={type.id === "court_document" || type.id === "contract" ? "Per word ($)" : "Per document ($)"}
                  error={errors[`type-${type.id}-price`]}
                >
                  <Input
                    inputMode="decimal"
                    value={type.price}
                    onChange={(event) =>
                      set((d) => ({
                        ...d,
                        documentTypes: d.documentTypes.map((t, i) =>
                          i === index ? { ...t, price: event.target.value } : t,
                        ),
                      }))
                    }
                  />
                </FormField>
              )}
            </div>
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-base font-semibold">Plans</h2>
          </CardTitle>
          <CardDescription>
            Per-word rate, rush multiplier (1.5 = +50% on translation) and physical delivery fee of each plan.
          </CardDescription>
        </CardHeader>
        <CardContent className="divide-y">
          {draft.plans.map((plan, index) => {
            const update = (field: keyof typeof plan, value: string) =>
              set((d) => ({ ...d, plans: d.plans.map((p, i) => (i === index ? { ...p, [field]: value } : p)) }));
            return (
              <fieldset key={plan.serviceType} className="grid gap-3 py-3 sm:grid-cols-3">
                <legend className="sr-only">{serviceName(plan.serviceType as ServiceType)}</legend>
                <FormField
                  id={`plan-${plan.serviceType}-rate`}
                  label={`${serviceName(plan.serviceType as ServiceType)}: per word ($)`}
                  error={errors[`plan-${plan.serviceType}-rate`]}
                >
                  <Input
                    inputMode="decimal"
                    value={plan.pricePerWord}
                    onChange={(event) => update("pricePerWord", event.target.value)}
                  />
                </FormField>
                <FormField id={`plan-${plan.serviceType}-rush`} label="Rush multiplier">
                  <Input
                    inputMode="decimal"
                    value={plan.rushMultiplier}
                    onChange={(event) => update("rushMultiplier", event.target.value)}
                  />
                </FormField>
                <FormField
                  id={`plan-${plan.serviceType}-delivery`}
                  label="Physical delivery ($)"
                  error={errors[`plan-${plan.serviceType}-delivery`]}
                >
                  <Input
                    inputMode="decimal"
                    value={plan.physicalDelivery}
                    onChange={(event) => update("physicalDelivery", event.target.value)}
                  />
                </FormField>
              </fieldset>
            );
          })}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-base font-semibold">Add-ons and minimum</h2>
          </CardTitle>
          <CardDescription>
            Notarization is included (at $0) on Premium. An order below the minimum gets a "Minimum order charge" line.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <FormField id="addon-notarization" label="Notarization per document ($)" error={errors["addon-notarization"]}>
            <Input
              inputMode="decimal"
              value={draft.addOns.notarization}
              onChange={(event) => set((d) => ({ ...d, addOns: { ...d.addOns, notarization: event.target.value } }))}
            />
          </FormField>
          <FormField id="addon-extra-copy" label="Extra copy, each ($)" error={errors["addon-extra-copy"]}>
            <Input
              inputMode="decimal"
              value={draft.addOns.extraCopy}
              onChange={(event) => set((d) => ({ ...d, addOns: { ...d.addOns, extraCopy: event.target.value } }))}
            />
          </FormField>
          <FormField id="addon-minimum" label="Minimum order charge ($)" error={errors["addon-minimum"]}>
            <Input
              inputMode="decimal"
              value={draft.addOns.minimumOrder}
              onChange={(event) => set((d) => ({ ...d, addOns: { ...d.addOns, minimumOrder: event.target.value } }))}
            />
          </FormField>
        </CardContent>
      </Card>

      <div className="flex justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={save.isPending}
          onClick={() => data && (setDraft(draftFromCatalog(data)), setErrors({}))}
        >
          Discard
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Prices"}
        </Button>
      </div>
    </form>
  );
}
