import { Link } from "wouter";
import { MailPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { InfoPage } from "@/components/common/InfoPage";

export function ResendVerificationPage() {
  return (
    <InfoPage
      icon={MailPlus}
      title="Request a New Verification Email"
      actions={
        <>
          <Button asChild>
            <Link href="/contact">Contact Support</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/apply">Return to Application</Link>
          </Button>
        </>
      }
    >
      <p>Requesting a new verification email online opens together with the translator application form.</p>
      <p>If you need help in the meantime, please contact our support team.</p>
    </InfoPage>
  );
}
