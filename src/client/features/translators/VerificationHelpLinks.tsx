import { Link } from "wouter";
import { Button } from "@/components/ui/button";

/** The verification error pages offer Return to Application and Request New Verification Email. */
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
