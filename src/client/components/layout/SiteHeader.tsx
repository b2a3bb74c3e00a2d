import { Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { Menu, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AppLink } from "@/components/routing/AppLink";
// The account dropdown (Radix menu + positioning) and the phone menu load right after first paint to keep the shell small.
import { AccountMenu, MobileMenu } from "@/components/routing/lazy-pages";
import { Logo } from "@/components/layout/Logo";
import { siteNavLinks } from "@/components/layout/nav-links";
import { useAuth } from "@/hooks/use-auth";
import { LanguageSwitcher } from "@/i18n/LanguageSwitcher";
import { useTranslation } from "react-i18next";
import { useNavLabel } from "@/components/layout/use-nav-label";

// Narrow padding: the Turkish labels are longer, and at 1280 px the header must still fit the language switch.
const linkClass =
  "whitespace-nowrap rounded-md px-1.5 py-1.5 text-sm font-medium text-slate-700 transition-colors hover:bg-muted hover:text-primary xl:px-2";

/** Public header: logo, centred links, account menu; a collapsible menu below md. */
export function SiteHeader() {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const { user, isLoading } = useAuth();
  const { t } = useTranslation("common");
  const navLabel = useNavLabel();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location]);

  function scrollTopIfHome(href: string) {
    if (href === "/" && location === "/") window.scrollTo({ top: 0, behavior: "smooth" });
  }

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 xl:gap-4">
        <Logo />
        <nav aria-label={t("landmarks.main")} className="hidden flex-1 justify-center md:flex">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {siteNavLinks.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href} className={linkClass} onClick={() => scrollTopIfHome(link.href)}>
                  {navLabel(link)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <Suspense fallback={<div className="h-9 w-28 animate-pulse rounded-md bg-muted" aria-hidden="true" />}>
            <AccountMenu />
          </Suspense>
          {!user && !isLoading && <ApplyButton className="hidden xl:inline-flex" />}
        </div>
        {/* On phones the switch sits in the menu, where there is room for it. */}
        <LanguageSwitcher className="hidden items-center gap-1 text-sm md:inline-flex" />
        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t("account.closeMenu") : t("account.openMenu")}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" className="!size-6" /> : <Menu aria-hidden="true" className="!size-6" />}
        </Button>
      </div>
      <Suspense fallback={null}>
        <MobileMenu
          open={open}
          onClose={() => {
            setOpen(false);
            toggleRef.current?.focus();
          }}
          onNavigate={(href: string) => {
            setOpen(false);
            scrollTopIfHome(href);
          }}
        />
      </Suspense>
    </header>
  );
}

export function ApplyButton({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  return (
    <Button asChild size="sm" className={className}>
      <Link href="/apply">{t("account.applyAsTranslator")}</Link>
    </Button>
  );
}
