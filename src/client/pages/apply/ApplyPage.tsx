import { Link } from "wouter";
import { Languages } from "lucide-react";
import { Button } from "@/components/ui/button";
import { InfoPage } from "@/components/common/InfoPage";

export function ApplyPage() {
  return (
    <InfoPage
      icon={Languages}
      title="Apply as a Translator"
      actions={
        <>
          <Button asChild>
            <Link href="/contact">Contact Us</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/">Return to Homepage</Link>
          </Button>
        </>
      }
    >
      <p>
        We work with professional Turkish-English translators who live in the United States. Applicants send a
        resume and a translation sample, verify their email and then verify their identity with a government photo ID.
      </p>
      <p>The online application form opens soon. Until then, please contact us if you would like to join our team.</p>
    </InfoPage>
  );
}
