import { Link, useParams } from "wouter";
import { MailWarning } from "lucide-react";
import { Button } from "@/components/ui/button";
import { InfoPage } from "@/components/common/InfoPage";

export function VerifyTranslatorEmailPage() {
  const { token } = useParams<{ token: string }>();
  return (
    <InfoPage
      icon={MailWarning}
      title="Email Verification"
      actions={
        <>
          <Button asChild>
            <Link href="/apply">Return to Application</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/resend-verification">Request New Verification Email</Link>
          </Button>
        </>
      }
    >
      <p>
        {token
          ? "Translator email verification is not available yet, so this link cannot be checked right now."
          : "Invalid verification link. Please check your email and try again."}
      </p>
    </InfoPage>
  );
}
