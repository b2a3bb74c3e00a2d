import { Link, useSearch } from "wouter";
import { CircleCheck, Clock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { StatusPanel } from "@/features/translators/StatusPanel";

const STAGES: Record<string, { title: string; text: string }> = {
  id_verified: {
    title: "Identity Verified",
    text: "Thank you for verifying your identity. Your application is now with our team for review.",
  },
  id_submitted: {
    title: "Verification Submitted",
    text: "Thank you. Your identity documents are being checked; we will email you the result.",
  },
};
const DEFAULT_STAGE = {
  title: "Application Received",
  text: "Thank you for applying. If you have not done so yet, verify your email and then your identity to complete your application.",
};

/** /translator-application-confirmation, optional ?stage=id_verified: the outcome and what happens next. */
export function TranslatorApplicationConfirmationPage() {
  const stageKey = new URLSearchParams(useSearch()).get("stage") ?? "";
  const stage = STAGES[stageKey] ?? DEFAULT_STAGE;
  return (
    <StatusPanel
      tone="success"
      icon={CircleCheck}
      title={stage.title}
      actions={
        <>
          <Button asChild>
            <Link href="/">Return to Homepage</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/contact">Contact Support</Link>
          </Button>
        </>
      }
    >
      <p>{stage.text}</p>
      <div className="mx-auto flex max-w-md gap-3 rounded-lg bg-muted p-4 text-left">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <div>
          <p className="font-medium text-foreground">What happens next</p>
          <p>
            Application review typically takes 3-5 business days. We will email you with the outcome; once approved, you
            will receive a link to set up your translator account.
          </p>
        </div>
      </div>
    </StatusPanel>
  );
}
