import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { clearFirstVisit } from "@/features/auth/first-visit";
import { clearUserData } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { clearAdminFlag } from "@/lib/admin-flag";
import { apiRequest, apiMessage } from "@/lib/api";
import type { Translate } from "@/lib/translate-message";

/**
 * "Log out" for the header, the mobile menu and the sidebars. A plain request with its own pending flag, and
 * its messages (the "auth" texts, and the message translator if it fails) loaded when it is used: the shell
 * that shows the button then carries none of them (the initial-JS budget of docs/decisions/015-prerendering.md).
 */
export function useSignOut(): { signOut: () => void; isSigningOut: boolean } {
  const { i18n } = useTranslation();
  const [, navigate] = useLocation();
  const [isSigningOut, setSigningOut] = useState(false);

  const signOut = () => {
    if (isSigningOut) return;
    setSigningOut(true);
    const texts = i18n.loadNamespaces("auth").then(() => i18n.getFixedT(null, "auth"));
    apiRequest("POST", "/api/logout")
      .then(async () => {
        clearAdminFlag();
        clearFirstVisit();
        clearUserData();
        toast({ title: (await texts)("toast.loggedOut") });
        navigate("/");
      })
      .catch(async (err: unknown) => {
        const [t, { messageFor }] = await Promise.all([
          texts,
          import("@/lib/translate-message"),
          i18n.loadNamespaces(["errors", "notices"]),
        ]);
        const message = messageFor(
          i18n.language,
          apiMessage(err, t("toast.tryAgain")),
          i18n.t.bind(i18n) as unknown as Translate,
        );
        toast({ title: t("toast.logoutFailed"), description: message, variant: "destructive" });
      })
      .finally(() => setSigningOut(false));
  };
  return { signOut, isSigningOut };
}
