import { useTranslation } from "react-i18next";
import { Camera, IdCard, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";

type SimulatedIdentityCheckProps = { onOutcome: (outcome: "verified" | "failed") => void; isPending: boolean };

/**
 * The built-in provider's stand-in for Stripe Identity's modal (no STRIPE_SECRET_KEY on this server).
 * Nothing is uploaded: the applicant chooses the outcome, which the server applies exactly like Stripe's webhook.
 */
export function SimulatedIdentityCheck({ onOutcome, isPending }: SimulatedIdentityCheckProps) {
  const { t } = useTranslation("apply");
  return (
    <div className="w-full space-y-4 rounded-lg border-2 border-dashed border-primary/30 bg-secondary/40 p-4 text-left sm:p-5">
      <p className="flex items-center gap-2 font-semibold text-foreground">
        <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
        {t("simulated.title")}
      </p>
      <p>{t("simulated.intro")}</p>
      <ul className="space-y-2">
        <li className="flex gap-2">
          <IdCard aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {t("simulated.photoId")}
        </li>
        <li className="flex gap-2">
          <Camera aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {t("simulated.selfie")}
        </li>
      </ul>
      <p>{t("simulated.choose")}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => onOutcome("verified")} disabled={isPending}>
          {t("simulated.complete")}
        </Button>
        <Button variant="outline" onClick={() => onOutcome("failed")} disabled={isPending}>
          {t("simulated.fail")}
        </Button>
      </div>
    </div>
  );
}
