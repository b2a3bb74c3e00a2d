import { Suspense, useEffect, useState, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { ArrowLeft, LogOut, Menu, X, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FullPageSpinner } from "@/components/ui/spinner";
import { LanguageSwitcher } from "@/i18n/LanguageSwitcher";
import { Logo } from "@/components/layout/Logo";
import { useSignOut } from "@/features/auth/use-sign-out";
import { cn } from "@/lib/utils";

export type SidebarItem = { href: string; label: string; icon: LucideIcon; exact?: boolean };

type SidebarLayoutProps = {
  /** Names the navigation for screen readers, e.g. "Customer" or "Admin". */
  /** The customer area offers the language switch (docs/customer-ui.md, "The customer screens in Turkish"); admin and translator areas stay English. */
  languageSwitch?: boolean;
  area: string;
  items: SidebarItem[];
  /** Runs before "Back to Website" navigates (the admin area sets its session flag). */
  onBackToWebsite?: () => void;
  /** The frame's own words in the area's language (the customer area is translated, admin stays English). */
  labels?: Partial<typeof ENGLISH_LABELS>;
  children: ReactNode;
};

const ENGLISH_LABELS = {
  navigation: "",
  backToWebsite: "Back to Website",
  logout: "Logout",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  loading: "Loading...",
};

function isActive(location: string, item: SidebarItem) {
  return item.exact ? location === item.href : location === item.href || location.startsWith(`${item.href}/`);
}

/** A sidebar on md and up; below md it folds into a top bar with a collapsible menu. */
export function SidebarLayout({
  area,
  items,
  onBackToWebsite,
  labels,
  languageSwitch = false,
  children,
}: SidebarLayoutProps) {
  const words = { ...ENGLISH_LABELS, navigation: `${area} navigation`, ...labels };
  const [location] = useLocation();
  const { signOut, isSigningOut } = useSignOut();
  const [open, setOpen] = useState(false);

  useEffect(() => setOpen(false), [location]);

  const nav = (
    <nav aria-label={words.navigation} className="flex flex-1 flex-col gap-1 p-3">
      {items.map((item) => {
        const active = isActive(location, item);
        return (
          <Link
            key={item.href}
            href={item.href}
            aria-current={active ? "page" : undefined}
            className={cn(
              "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
              active ? "bg-white/15 text-white" : "text-slate-300 hover:bg-white/10 hover:text-white",
            )}
          >
            <item.icon aria-hidden="true" className="size-4" />
            {item.label}
          </Link>
        );
      })}
      <div className="mt-auto space-y-1 border-t border-white/15 pt-3">
        {languageSwitch && <LanguageSwitcher className="flex px-3 py-1" />}
        <Link
          href="/"
          onClick={onBackToWebsite}
          className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {words.backToWebsite}
        </Link>
        <button
          type="button"
          onClick={signOut}
          disabled={isSigningOut}
          className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white disabled:opacity-50"
        >
          <LogOut aria-hidden="true" className="size-4" />
          {words.logout}
        </button>
      </div>
    </nav>
  );

  return (
    <div className="min-h-screen bg-muted/50 md:flex">
      <aside className="hidden w-64 shrink-0 flex-col bg-navy text-navy-foreground md:sticky md:top-0 md:flex md:h-screen">
        <div className="flex h-16 items-center border-b border-white/15 px-4">
          <Logo inverted className="[&>span]:text-base" />
        </div>
        {nav}
      </aside>
      <div className="sticky top-0 z-40 bg-navy text-navy-foreground md:hidden">
        <div className="flex h-14 items-center justify-between px-4">
          <Logo inverted className="[&>span]:text-base" />
          <Button
            variant="ghost"
            size="icon"
            className="text-white hover:bg-white/10 hover:text-white"
            aria-expanded={open}
            aria-controls="dashboard-menu"
            aria-label={open ? words.closeMenu : words.openMenu}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" className="!size-6" /> : <Menu aria-hidden="true" className="!size-6" />}
          </Button>
        </div>
        <div id="dashboard-menu" hidden={!open} className="border-t border-white/15">
          {nav}
        </div>
      </div>
      <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-10">
          <Suspense fallback={<FullPageSpinner label={words.loading} />}>{children}</Suspense>
        </div>
      </main>
    </div>
  );
}
