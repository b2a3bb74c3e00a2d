import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { StatusPanel } from "./StatusPanel";

/** After an e-mail went out (application, resend): enter the code, or leave. */
export function EnterCodeActions() {
  return (
    <>
      <Button asChild>
        <Link href="/translator-verification">Enter Verification Code</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/">Return to Homepage</Link>
      </Button>
    </>
  );
}

/** The e-mail is verified (by link or by code); the page moves on to `next` after 3 s. */
export function EmailVerifiedPanel({ message, next }: { message: string; next: string }) {
  return (
    <StatusPanel
      tone="success"
      title="Email Verified"
      actions={
        <Button asChild>
          <Link href={next}>Continue to Identity Verification</Link>
        </Button>
      }
    >
      <p>{message}</p>
      <p>You will be taken to identity verification in 3 seconds.</p>
    </StatusPanel>
  );
}
