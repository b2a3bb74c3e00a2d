import { useTranslation } from "react-i18next";
import { useNavLabel } from "@/components/layout/use-nav-label";
import { ChevronDown, LogOut, UserRound } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useAuth } from "@/hooks/use-auth";
import { useSignOut } from "@/features/auth/use-sign-out";
import { displayName, isAdminUser } from "@/lib/admin-flag";
import {
  adminAccountLinks,
  customerAccountLinks,
  guestAccountLinks,
  translatorAccountLinks,
} from "@/components/layout/nav-links";

/** The header's account dropdown: Account (signed out), My Account (customer) or Admin Account. */
export function AccountMenu() {
  const { user, isLoading } = useAuth();
  const { signOut, isSigningOut } = useSignOut();
  const { t } = useTranslation("common");
  const navLabel = useNavLabel();

  if (isLoading) return <div className="h-9 w-28 animate-pulse rounded-md bg-muted" aria-hidden="true" />;

  const admin = isAdminUser(user);
  const title = !user ? t("account.account") : admin ? "Admin Account" : t("account.myAccount");
  const triggerText = !user ? t("account.account") : admin ? "Admin Account" : displayName(user);
  const links = !user
    ? guestAccountLinks
    : admin
      ? adminAccountLinks
      : user.role === "translator"
        ? translatorAccountLinks
        : customerAccountLinks;

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="gap-1.5">
          <UserRound aria-hidden="true" />
          <span className="max-w-[10rem] truncate">{triggerText}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel>{title}</DropdownMenuLabel>
        {user && (
          <p className="truncate px-2 pb-1.5 text-xs text-muted-foreground">
            {t("account.signedInAs", { username: user.username })}
          </p>
        )}
        <DropdownMenuSeparator />
        {links.map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            <Link href={link.href}>{navLabel(link)}</Link>
          </DropdownMenuItem>
        ))}
        {!user && (
          <DropdownMenuItem className="lg:hidden" asChild>
            <Link href="/apply">{t("account.applyAsTranslator")}</Link>
          </DropdownMenuItem>
        )}
        {user && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={signOut} disabled={isSigningOut}>
              <LogOut aria-hidden="true" />
              {t("account.logout")}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
