import { useState } from "react";
import { Link, useSearch } from "wouter";
import { IdCard } from "lucide-react";
import type { StartIdentityResponse } from "@shared/schemas/translators";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";
import { SimulatedIdentityCheck } from "@/features/translators/SimulatedIdentityCheck";
import { StatusPanel } from "@/features/translators/StatusPanel";
import { VerificationHelpLinks } from "@/features/translators/VerificationHelpLinks";
import { runStripeIdentity } from "@/features/translators/stripe-identity";
import { STRIPE_LOAD_FAILED } from "@/lib/load-stripe";
import { useCompleteTestIdentity, useStartIdentity } from "@/features/translators/use-identity-verification";
import { useRedirectAfter } from "@/features/translators/use-redirect-after";

type Stage =
  | { name: "ready" }
  | { name: "loading" }
  | { name: "verifying"; session: StartIdentityResponse }
  | { name: "submitted" }
  | { name: "verified" }
  | { name: "failed" }
  | { name: "error"; message: string };

const CONFIRMATION = "/translator-application-confirmation";
const REDIRECTS: Partial<Record<Stage["name"], string>> = {
  verified: `${CONFIRMATION}?stage=id_verified`,
  submitted: `${CONFIRMATION}?stage=id_submitted`,
};

/** /translator-id-verification?id= — identity check with Stripe Identity or the built-in provider (docs/translators.md). */
export function TranslatorIdVerificationPage() {
  const rawId = new URLSearchParams(useSearch()).get("id");
  const translatorId = rawId && /^\d{1,9}$/.test(rawId) && Number(rawId) > 0 ? Number(rawId) : null;
  if (translatorId === null) {
    return (
      <StatusPanel
        tone="error"
        title="Invalid Link"
        actions={
          <Button asChild>
            <Link href="/translator-verification">Return to Verification</Link>
          </Button>
        }
      >
        <p>Invalid translator ID. Please return to the verification page and try again.</p>
      </StatusPanel>
    );
  }
  return <IdentityVerification translatorId={translatorId} />;
}

function IdentityVerification({ translatorId }: { translatorId: number }) {
  const [stage, setStage] = useState<Stage>({ name: "ready" });
  const start = useStartIdentity(translatorId);
  const complete = useCompleteTestIdentity();
  useRedirectAfter(REDIRECTS[stage.name] ?? null);

  async function begin() {
    setStage({ name: "loading" });
    let session: StartIdentityResponse;
    try {
      session = await start.mutateAsync();
    } catch (error) {
      return setStage({ name: "error", message: errorMessage(error, "Please try again in a moment.") });
    }
    if (session.provider === "test") return setStage({ name: "verifying", session });
    try {
      await runStripeIdentity(session.clientSecret, session.publishableKey);
      setStage({ name: "submitted" });
    } catch (error) {
      setStage({ name: "error", message: error instanceof Error ? error.message : STRIPE_LOAD_FAILED });
    }
  }

  function finish(clientSecret: string, outcome: "verified" | "failed") {
    complete.mutate(
      { clientSecret, outcome },
      {
        onSuccess: ({ status }) => setStage(status === "ID Verified" ? { name: "verified" } : { name: "failed" }),
        onError: (error) =>
          setStage({ name: "error", message: errorMessage(error, "The check could not be completed.") }),
      },
    );
  }

  switch (stage.name) {
    case "loading":
      return (
        <StatusPanel tone="loading" title="Preparing Identity Verification">
          <p>Connecting to our identity verification partner...</p>
        </StatusPanel>
      );
    case "verifying":
      return (
        <StatusPanel tone="info" icon={IdCard} title="Verify Your Identity" wide>
          <SimulatedIdentityCheck
            isPending={complete.isPending}
            onOutcome={(outcome) => finish(stage.session.clientSecret, outcome)}
          />
        </StatusPanel>
      );
    case "verified":
      return (
        <StatusPanel
          tone="success"
          title="Identity Verified"
          actions={
            <Button asChild>
              <Link href={REDIRECTS.verified!}>Continue</Link>
            </Button>
          }
        >
          <p>Thank you. Your identity has been verified and your application is now with our team for review.</p>
          <p>You will be redirected in 3 seconds.</p>
        </StatusPanel>
      );
    case "submitted":
      return (
        <StatusPanel
          tone="success"
          title="Verification Submitted"
          actions={
            <Button asChild>
              <Link href={REDIRECTS.submitted!}>Continue</Link>
            </Button>
          }
        >
          <p>Thank you. Your documents are being checked; we will email you the result.</p>
        </StatusPanel>
      );
    case "failed":
      return (
        <StatusPanel
          tone="error"
          title="Identity Verification Failed"
          actions={
            <>
              <Button asChild>
                <Link href="/contact">Contact Support</Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/">Return to Homepage</Link>
              </Button>
            </>
          }
        >
          <p>We could not verify your identity, so we cannot continue with your application.</p>
          <p>If you believe this is a mistake, please contact our support team.</p>
        </StatusPanel>
      );
    case "error":
      return (
        <StatusPanel tone="error" title="Failed to start identity verification" actions={<VerificationHelpLinks />}>
          <p>{stage.message}</p>
        </StatusPanel>
      );
    default:
      return (
        <StatusPanel
          tone="info"
          icon={IdCard}
          title="Verify Your Identity"
          actions={<Button onClick={begin}>Start Identity Verification</Button>}
        >
          <p>
            Your email is verified. The last step is a quick identity check with our verification partner: you will need
            a government-issued photo ID (passport, driver's license or state ID card) and may be asked to take a
            selfie.
          </p>
          <p>It takes 1-2 minutes. Please have your ID at hand and use a device with a camera.</p>
        </StatusPanel>
      );
  }
}
