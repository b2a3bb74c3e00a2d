import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { clearFirstVisit } from "@/features/auth/first-visit";
import { clearUserData } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { clearAdminFlag } from "@/lib/admin-flag";
import { apiRequest, errorMessage } from "@/lib/api";

/**
 * "Log out" for the header, the mobile menu and the sidebars. A plain request with its own pending flag: the
 * shell then needs no mutation machinery, and the message translator loads only if signing out fails.
 */
export function useSignOut(): { signOut: () => void; isSigningOut: boolean } {
  const { t, i18n } = useTranslation("auth");
  const [, navigate] = useLocation();
  const [isSigningOut, setSigningOut] = useState(false);

  const signOut = () => {
    if (isSigningOut) return;
    setSigningOut(true);
    apiRequest("POST", "/api/logout")
      .then(() => {
        clearAdminFlag();
        clearFirstVisit();
        clearUserData();
        toast({ title: t("toast.loggedOut") });
        navigate("/");
      })
      .catch(async (err: unknown) => {
        const [{ translateMessage }] = await Promise.all([import("@/lib/translate-message"), i18n.loadNamespaces("validation")]);
        const message = translateMessage(errorMessage(err, t("toast.tryAgain")), i18n.getFixedT(null, "validation"));
        toast({ title: t("toast.logoutFailed"), description: message, variant: "destructive" });
      })
      .finally(() => setSigningOut(false));
  };
  return { signOut, isSigningOut };
}
