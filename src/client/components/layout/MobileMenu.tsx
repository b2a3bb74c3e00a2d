import { useTranslation } from "react-i18next";
import { useNavLabel } from "@/components/layout/use-nav-label";
import { LanguageSwitcher } from "@/i18n/LanguageSwitcher";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AppLink } from "@/components/routing/AppLink";
import {
  siteNavLinks,
  adminAccountLinks,
  customerAccountLinks,
  guestAccountLinks,
  translatorAccountLinks,
} from "@/components/layout/nav-links";
import { useAuth } from "@/hooks/use-auth";
import { useSignOut } from "@/features/auth/use-sign-out";
import { displayName, isAdminUser } from "@/lib/admin-flag";

type MobileMenuProps = { open: boolean; onClose: () => void; onNavigate: (href: string) => void };

const itemClass = "block rounded-md px-3 py-2 text-base font-medium text-slate-700 hover:bg-muted hover:text-primary";

/** The header's collapsible menu below md: every site link plus the account links. Escape closes it. */
export function MobileMenu({ open, onClose, onNavigate }: MobileMenuProps) {
  const { user } = useAuth();
  const { signOut, isSigningOut } = useSignOut();
  const panelRef = useRef<HTMLDivElement>(null);

  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onCloseRef.current();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const { t } = useTranslation("common");
  const navLabel = useNavLabel();
  const admin = isAdminUser(user);
  const accountLinks = !user
    ? guestAccountLinks
    : admin
      ? adminAccountLinks
      : user.role === "translator"
        ? translatorAccountLinks
        : customerAccountLinks;
  const accountTitle = !user
    ? t("account.account")
    : admin
      ? "Admin Account"
      : t("account.myAccountOf", { name: displayName(user) });

  return (
    <div id="mobile-menu" ref={panelRef} hidden={!open} className="border-t bg-background md:hidden">
      <nav aria-label={t("landmarks.mobile")} className="mx-auto max-w-7xl space-y-4 px-4 py-4">
        <ul className="space-y-1">
          {siteNavLinks.map((link) => (
            <li key={link.href}>
              <AppLink href={link.href} className={itemClass} onClick={() => onNavigate(link.href)}>
                {navLabel(link)}
              </AppLink>
            </li>
          ))}
        </ul>
        <div className="border-t px-3 pt-4">
          <LanguageSwitcher />
        </div>
        <div className="border-t pt-4">
          <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {accountTitle}
          </p>
          <ul className="space-y-1">
            {accountLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={itemClass} onClick={() => onNavigate(link.href)}>
                  {navLabel(link)}
                </Link>
              </li>
            ))}
            {user && (
              <li>
                <button
                  type="button"
                  className={`${itemClass} flex w-full items-center gap-2 text-left`}
                  disabled={isSigningOut}
                  onClick={() => {
                    onNavigate("");
                    signOut();
                  }}
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  {t("account.logout")}
                </button>
              </li>
            )}
          </ul>
        </div>
        {!user && (
          <Button asChild className="w-full">
            <Link href="/apply" onClick={() => onNavigate("/apply")}>
              {t("account.applyAsTranslator")}
            </Link>
          </Button>
        )}
      </nav>
    </div>
  );
}
