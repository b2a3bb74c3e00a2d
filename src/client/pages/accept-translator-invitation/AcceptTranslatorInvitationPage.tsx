import { Link, Redirect, useSearch } from "wouter";
import { useMutation } from "@tanstack/react-query";
import { Languages } from "lucide-react";
import { INVITATION_MESSAGES, type PublicUser } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { USER_QUERY_KEY, useAuth } from "@/hooks/use-auth";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { StatusPanel } from "@/features/translators/StatusPanel";

/** /accept-translator-invitation?token= — the signed-in owner of a verified account accepts the translator role. */
export function AcceptTranslatorInvitationPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const { user } = useAuth();
  const accept = useMutation<PublicUser, Error>({
    mutationFn: async () => (await apiRequest("POST", "/api/translator-invitations/accept", { token })).json(),
    // The redirect waits for the rendered session to carry the translator role: navigating at once let the
    // translator area's guard see the customer account and send it away.
    onSuccess: (translator) => queryClient.setQueryData(USER_QUERY_KEY, translator),
  });
  if (accept.isSuccess && user?.role === "translator") return <Redirect to="/translator" />;
  if (!user) {
    return (
      <StatusPanel
        tone="info"
        icon={Languages}
        title="Sign In to Accept"
        actions={
          <Button asChild>
            <Link href="/auth">Sign In</Link>
          </Button>
        }
      >
        <p>
          Your translator application was approved. Sign in with the account this invitation was sent to, then open the
          link in the e-mail again.
        </p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      tone={accept.isError ? "error" : "info"}
      icon={Languages}
      title="Use This Account as Your Translator Account"
    >
      <p>
        You are signed in as <strong className="text-foreground">{user.username}</strong>. Accepting turns this account
        into your translator account.
      </p>
      {accept.isError && <p>{errorMessage(accept.error, INVITATION_MESSAGES.invalid)}</p>}
      <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
        {accept.isPending ? "Accepting..." : "Accept"}
      </Button>
    </StatusPanel>
  );
}
