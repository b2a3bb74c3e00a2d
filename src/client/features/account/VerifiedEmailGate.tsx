import type { ReactNode } from "react";
import { MailWarning } from "lucide-react";
import { EMAIL_VERIFICATION_MESSAGES } from "@shared/schemas/auth";
import { useAuth } from "@/hooks/use-auth";
import { useTranslateMessage } from "@/lib/translate-message";

/**
 * Ordering and paying need a verified e-mail (the server refuses them otherwise; docs/security.md). Until then the
 * order form and checkout give way to this notice; the verify step itself is the banner above every customer page.
 */
export function VerifiedEmailGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const tm = useTranslateMessage();
  if (user?.role === "user" && user.emailVerified === false) {
    return (
      <div
        role="alert"
        className="flex items-start gap-3 rounded-md border border-amber-300 bg-white p-4 text-sm text-amber-950"
      >
        <MailWarning className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <p>{tm(EMAIL_VERIFICATION_MESSAGES.requiredToOrder)}</p>
      </div>
    );
  }
  return <>{children}</>;
}
