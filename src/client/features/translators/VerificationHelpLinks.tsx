import { Link } from "wouter";
import { Button } from "@/components/ui/button";

/** Spec 2.8: error pages offer Return to Application and Request New Verification Email. */
export function VerificationHelpLinks() {
  return (
    <>
      <Button asChild variant="outline">
        <Link href="/apply">Return to Application</Link>
      </Button>
      <Button asChild>
        <Link href="/resend-verification">Request New Verification Email</Link>
      </Button>
    </>
  );
}
