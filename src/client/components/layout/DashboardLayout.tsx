import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CreditCard, FileText, LayoutDashboard, Package, Settings } from "lucide-react";
import { SidebarLayout, type SidebarItem } from "@/components/layout/SidebarLayout";
import { EmailVerificationBanner } from "@/features/account/EmailVerificationBanner";

/** The customer area (the customer sidebar; docs/customer-ui.md), in the customer's language. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation("dashboard");
  const customerItems: SidebarItem[] = [
    { href: "/dashboard", label: t("nav.dashboard"), icon: LayoutDashboard, exact: true },
    { href: "/dashboard/orders", label: t("nav.orders"), icon: Package },
    { href: "/dashboard/uploads", label: t("nav.documents"), icon: FileText },
    { href: "/dashboard/payments", label: t("nav.payments"), icon: CreditCard },
    { href: "/dashboard/settings", label: t("nav.settings"), icon: Settings },
  ];
  return (
    <SidebarLayout
      area="Customer"
      items={customerItems}
      languageSwitch
      labels={{
        navigation: t("nav.area"),
        backToWebsite: t("nav.backToWebsite"),
        logout: t("nav.logout"),
        openMenu: t("nav.openMenu"),
        closeMenu: t("nav.closeMenu"),
        loading: t("nav.loading"),
      }}
    >
      <EmailVerificationBanner />
      {children}
    </SidebarLayout>
  );
}
