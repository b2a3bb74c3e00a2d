import { useEffect, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import type { TranslatorApplicationDto } from "@shared/schemas/translators";
import type { SetTranslatorPayInput, TranslatorPayDto } from "@shared/schemas/translator-pay";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { translatorPayKey, useTranslatorPay } from "./pay-queries";
import { RatesFields } from "./RatesFields";
import { draftFromRates, ratesFromDraft, type RatesDraft } from "./rates-draft";

/** "Rates" beside an approved translator: their own rates (or the defaults) and the Stripe account their payouts go to. */
export function TranslatorRatesButton({ application }: { application: TranslatorApplicationDto }) {
  const [open, setOpen] = useState(false);
  if (application.status !== "Approved") return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Rates of ${application.fullName}`}>
        Rates
      </Button>
      {open && (
        <TranslatorRatesDialog
          translatorId={application.translatorId}
          name={application.fullName}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function TranslatorRatesDialog({
  translatorId,
  name,
  onClose,
}: {
  translatorId: number;
  name: string;
  onClose: () => void;
}) {
  const pay = useTranslatorPay(translatorId, true);
  const [draft, setDraft] = useState<RatesDraft | null>(null);
  const [account, setAccount] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!pay.data) return;
    setDraft(draftFromRates(pay.data.rates));
    setAccount(pay.data.payoutAccountId ?? "");
  }, [pay.data]);

  const save = useMutation<TranslatorPayDto, Error, SetTranslatorPayInput>({
    mutationFn: async (body) => (await apiRequest("PUT", translatorPayKey(translatorId), body)).json(),
    onSuccess: (saved) => {
      queryClient.setQueryData([translatorPayKey(translatorId)], saved);
      toast({
        title: "Rates saved",
        description: `New offers to ${name} use ${saved.usesDefaults ? "the default rates" : "these rates"}.`,
      });
      onClose();
    },
    onError: (error) =>
      toast({ title: "Error", description: errorMessage(error, "Failed to save the rates."), variant: "destructive" }),
  });

  function submit(useDefaults: boolean) {
    if (!draft) return;
    const { rates, errors: found } = ratesFromDraft(draft);
    setErrors(useDefaults ? {} : found);
    if (useDefaults || Object.keys(found).length === 0)
      save.mutate({ rates: useDefaults ? null : rates, payoutAccountId: account.trim() || null });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Rates of {name}</DialogTitle>
          <DialogDescription>
            {pay.data?.usesDefaults
              ? "Using the default rates (Settings → Translator pay). Saving here gives them their own."
              : "Their own rates."}{" "}
            The translator sees them on their profile.
          </DialogDescription>
        </DialogHeader>
        {!draft ? (
          <Spinner label="Loading rates..." />
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit(false);
            }}
            className="space-y-5"
          >
            <RatesFields idPrefix={`rate-${translatorId}`} draft={draft} errors={errors} onChange={setDraft} />
            <FormField
              id={`payout-account-${translatorId}`}
              label="Stripe account for payouts"
              description="The acct_… id of their Stripe Connect account; empty when paid outside Stripe."
            >
              <Input value={account} placeholder="acct_…" onChange={(event) => setAccount(event.target.value)} />
            </FormField>
            <DialogFooter className="gap-2">
              {!pay.data?.usesDefaults && (
                <Button type="button" variant="outline" disabled={save.isPending} onClick={() => submit(true)}>
                  Use Default Rates
                </Button>
              )}
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? "Saving..." : "Save Rates"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
