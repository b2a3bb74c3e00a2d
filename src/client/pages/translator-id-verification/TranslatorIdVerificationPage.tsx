import { useTranslation } from "react-i18next";
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
import { useApplyMessage } from "@/features/translators/use-apply-message";

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
  const { t } = useTranslation("apply");
  const rawId = new URLSearchParams(useSearch()).get("id");
  const translatorId = rawId && /^\d{1,9}$/.test(rawId) && Number(rawId) > 0 ? Number(rawId) : null;
  if (translatorId === null) {
    return (
      <StatusPanel
        tone="error"
        title={t("identity.invalidTitle")}
        actions={
          <Button asChild>
            <Link href="/translator-verification">{t("actions.backToVerification")}</Link>
          </Button>
        }
      >
        <p>{t("identity.invalidText")}</p>
      </StatusPanel>
    );
  }
  return <IdentityVerification translatorId={translatorId} />;
}

function IdentityVerification({ translatorId }: { translatorId: number }) {
  const { t } = useTranslation("apply");
  const message = useApplyMessage();
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
      return setStage({ name: "error", message: errorMessage(error, t("identity.tryLater")) });
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
        onError: (error) => setStage({ name: "error", message: errorMessage(error, t("identity.notCompleted")) }),
      },
    );
  }

  switch (stage.name) {
    case "loading":
      return (
        <StatusPanel tone="loading" title={t("identity.preparing")}>
          <p>{t("identity.connecting")}</p>
        </StatusPanel>
      );
    case "verifying":
      return (
        <StatusPanel tone="info" icon={IdCard} title={t("identity.title")} wide>
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
          title={t("identity.verified")}
          actions={
            <Button asChild>
              <Link href={REDIRECTS.verified!}>{t("actions.continue")}</Link>
            </Button>
          }
        >
          <p>{t("identity.verifiedText")}</p>
          <p>{t("identity.redirect")}</p>
        </StatusPanel>
      );
    case "submitted":
      return (
        <StatusPanel
          tone="success"
          title={t("identity.submitted")}
          actions={
            <Button asChild>
              <Link href={REDIRECTS.submitted!}>{t("actions.continue")}</Link>
            </Button>
          }
        >
          <p>{t("identity.submittedText")}</p>
        </StatusPanel>
      );
    case "failed":
      return (
        <StatusPanel
          tone="error"
          title={t("identity.failed")}
          actions={
            <>
              <Button asChild>
                <Link href="/contact">{t("actions.contactSupport")}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/">{t("actions.home")}</Link>
              </Button>
            </>
          }
        >
          <p>{t("identity.failedText")}</p>
          <p>{t("identity.failedHelp")}</p>
        </StatusPanel>
      );
    case "error":
      return (
        <StatusPanel tone="error" title={t("identity.startFailed")} actions={<VerificationHelpLinks />}>
          <p>{message(stage.message)}</p>
        </StatusPanel>
      );
    default:
      return (
        <StatusPanel
          tone="info"
          icon={IdCard}
          title={t("identity.title")}
          actions={<Button onClick={begin}>{t("actions.startIdentity")}</Button>}
        >
          <p>{t("identity.intro")}</p>
          <p>{t("identity.duration")}</p>
        </StatusPanel>
      );
  }
}
