import { Link, useSearch } from "wouter";
import { IdCard } from "lucide-react";
import { Button } from "@/components/ui/button";
import { InfoPage } from "@/components/common/InfoPage";

export function TranslatorIdVerificationPage() {
  const id = new URLSearchParams(useSearch()).get("id");
  const valid = id !== null && /^\d+$/.test(id);
  return (
    <InfoPage
      icon={IdCard}
      title="Identity Verification"
      actions={
        <Button asChild variant="outline">
          <Link href="/translator-verification">Return to verification</Link>
        </Button>
      }
    >
      {valid ? (
        <>
          <p>Identity verification uses a government photo ID and may ask for a selfie. It takes 1-2 minutes.</p>
          <p>This step opens together with the online application form.</p>
        </>
      ) : (
        <p role="alert" className="text-destructive">
          Invalid translator ID. Please return to the verification page and try again.
        </p>
      )}
    </InfoPage>
  );
}
