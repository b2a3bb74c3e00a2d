import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { clearFirstVisit } from "@/features/auth/first-visit";
import { clearUserData } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { clearAdminFlag } from "@/lib/admin-flag";
import { apiRequest, errorMessage } from "@/lib/api";

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
        const [t, { translateMessage }] = await Promise.all([texts, import("@/lib/translate-message"), i18n.loadNamespaces("validation")]);
        const message = translateMessage(errorMessage(err, t("toast.tryAgain")), i18n.getFixedT(null, "validation"));
        toast({ title: t("toast.logoutFailed"), description: message, variant: "destructive" });
      })
      .finally(() => setSigningOut(false));
  };
  return { signOut, isSigningOut };
}
