import { Link, useSearch } from "wouter";
import { CircleCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { InfoPage } from "@/components/common/InfoPage";

export function TranslatorApplicationConfirmationPage() {
  const idVerified = new URLSearchParams(useSearch()).get("stage") === "id_verified";
  return (
    <InfoPage
      icon={CircleCheck}
      title={idVerified ? "Identity Verified" : "Application Received"}
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
      <p>
        {idVerified
          ? "Thank you for verifying your identity. Your application is now with our team for review."
          : "Thank you for applying. Next, verify your email and then your identity."}
      </p>
      <p>Application review typically takes 3-5 business days. We will email you with the outcome.</p>
    </InfoPage>
  );
}
