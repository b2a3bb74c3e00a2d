import { useEffect, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import type { PayDefaults } from "@shared/schemas/translator-pay";
import { PAY_MESSAGES } from "@shared/translator-pay/messages";
import { parseReplyHours } from "@shared/translator-pay/offers";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { PAY_DEFAULTS_KEY, usePayDefaults } from "./pay-queries";
import { RatesFields } from "./RatesFields";
import { draftFromRates, ratesFromDraft, type RatesDraft } from "./rates-draft";

/**
 * Settings → Translator pay: the rates of every translator without their own, and how long a translator has to
 * answer an offer. Saved together (PUT /api/admin/translator-pay/defaults); offers already sent keep their fees.
 */
export function PayDefaultsSettings() {
  const { data, isLoading, isError } = usePayDefaults();
  const [draft, setDraft] = useState<RatesDraft | null>(null);
  const [hours, setHours] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reset = (defaults: PayDefaults) => {
    setDraft(draftFromRates(defaults.rates));
    setHours(String(defaults.replyHours));
    setErrors({});
  };
  useEffect(() => {
    if (data) reset(data);
  }, [data]);

  const save = useMutation<PayDefaults, Error, PayDefaults>({
    mutationFn: async (body) => (await apiRequest("PUT", PAY_DEFAULTS_KEY, body)).json(),
    onSuccess: (saved) => {
      queryClient.setQueryData([PAY_DEFAULTS_KEY], saved);
      toast({ title: "Translator pay saved", description: "New offers use these rates and this deadline now." });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to save translator pay."),
        variant: "destructive",
      }),
  });

  if (isLoading) return <Spinner label="Loading translator pay..." />;
  if (isError || !draft)
    return (
      <p role="alert" className="text-destructive">
        An error occurred while loading translator pay. Please try again.
      </p>
    );

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const { rates, errors: found } = ratesFromDraft(draft);
    const replyHours = parseReplyHours(hours);
    if (replyHours === null) found.hours = PAY_MESSAGES.replyHours;
    setErrors(found);
    if (Object.keys(found).length === 0 && replyHours !== null) save.mutate({ rates, replyHours });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Translator pay">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-base font-semibold">Default translator rates</h2>
          </CardTitle>
          <CardDescription>
            What a translator earns unless their own rates are set on the Translators page. A job's fee is computed from
            these when it is offered.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <RatesFields idPrefix="default-rate" draft={draft} errors={errors} onChange={setDraft} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-base font-semibold">Job offers</h2>
          </CardTitle>
          <CardDescription>
            An offer nobody answers within this time lapses, and the agency is e-mailed to offer the order to someone
            else.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <FormField
            id="offer-reply-hours"
            label="Reply deadline (hours)"
            description="For example 4, or 0.5 for 30 minutes."
            error={errors.hours}
            className="sm:max-w-[12rem]"
          >
            <Input inputMode="decimal" value={hours} onChange={(event) => setHours(event.target.value)} />
          </FormField>
        </CardContent>
      </Card>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" disabled={save.isPending} onClick={() => data && reset(data)}>
          Discard
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Translator Pay"}
        </Button>
      </div>
    </form>
  );
}
