import { Link } from "wouter";
import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { InfoPage } from "@/components/common/InfoPage";

export function TranslatorVerificationPage() {
  return (
    <InfoPage
      icon={MailCheck}
      title="Verify Your Email"
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
      <p>After you apply, we email you a 6-character verification code and a verification link.</p>
      <p>Entering the code on this page opens together with the online application form.</p>
    </InfoPage>
  );
}
