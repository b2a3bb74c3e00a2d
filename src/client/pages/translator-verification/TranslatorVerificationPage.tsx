import { Link } from "wouter";
import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";
import { CodeEntryForm } from "@/features/translators/CodeEntryForm";
import { StatusPanel } from "@/features/translators/StatusPanel";
import { EmailVerifiedPanel } from "@/features/translators/VerificationOutcomes";
import { nextStepUrl, useVerifyEmailCode } from "@/features/translators/use-email-verification";
import { useRedirectAfter } from "@/features/translators/use-redirect-after";
import { errorText } from "@shared/error-codes";

/** /translator-verification — the e-mailed code instead of the link: input, verifying, success or error (docs/translators.md). */
export function TranslatorVerificationPage() {
  const verify = useVerifyEmailCode();
  const next = verify.isSuccess ? nextStepUrl(verify.data) : null;
  useRedirectAfter(next);

  if (verify.isSuccess) {
    return <EmailVerifiedPanel message={verify.data.message} next={next!} />;
  }
  if (verify.isError) {
    return (
      <StatusPanel
        tone="error"
        title="Verification Failed"
        actions={
          <>
            <Button onClick={() => verify.reset()}>Try Again</Button>
            <Button asChild variant="outline">
              <Link href="/resend-verification">Request New Verification Email</Link>
            </Button>
          </>
        }
      >
        <p>{errorMessage(verify.error, errorText("CODE_INVALID"))}</p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      tone="info"
      icon={MailCheck}
      title="Verify Your Email"
      actions={
        <Button asChild variant="link">
          <Link href="/resend-verification">Didn't get the email? Request a new one</Link>
        </Button>
      }
    >
      <p>Enter the 6-digit verification code we sent to your email. You can also simply open the link in that email.</p>
      <div className="pt-2">
        <CodeEntryForm onSubmit={(code) => verify.mutate(code)} isPending={verify.isPending} />
      </div>
    </StatusPanel>
  );
}
