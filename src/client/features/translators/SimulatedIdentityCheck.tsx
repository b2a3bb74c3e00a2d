import { Camera, IdCard, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";

type SimulatedIdentityCheckProps = { onOutcome: (outcome: "verified" | "failed") => void; isPending: boolean };

/**
 * The built-in provider's stand-in for Stripe Identity's modal (no STRIPE_SECRET_KEY on this server).
 * Nothing is uploaded: the applicant chooses the outcome, which the server applies exactly like Stripe's webhook.
 */
export function SimulatedIdentityCheck({ onOutcome, isPending }: SimulatedIdentityCheckProps) {
  return (
    <div className="w-full space-y-4 rounded-lg border-2 border-dashed border-primary/30 bg-secondary/40 p-4 text-left sm:p-5">
      <p className="flex items-center gap-2 font-semibold text-foreground">
        <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
        Simulated identity check (test mode)
      </p>
      <p>
        Stripe Identity is not configured on this server, so this built-in check stands in for it. With Stripe, you
        would:
      </p>
      <ul className="space-y-2">
        <li className="flex gap-2">
          <IdCard aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          photograph the front and back of a government photo ID (passport, driver's license or state ID card), and
        </li>
        <li className="flex gap-2">
          <Camera aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          take a selfie that is matched against the photo on the ID.
        </li>
      </ul>
      <p>No document is uploaded here. Choose the outcome of the check:</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => onOutcome("verified")} disabled={isPending}>
          Complete Verification
        </Button>
        <Button variant="outline" onClick={() => onOutcome("failed")} disabled={isPending}>
          Fail Verification
        </Button>
      </div>
    </div>
  );
}
