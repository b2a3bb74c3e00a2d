import type { ReactNode } from "react";
import { CreditCard, FileText, LayoutDashboard, Package, Settings } from "lucide-react";
import { SidebarLayout, type SidebarItem } from "@/components/layout/SidebarLayout";
import { EmailVerificationBanner } from "@/features/account/EmailVerificationBanner";

const customerItems: SidebarItem[] = [
  { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard, exact: true },
  { href: "/dashboard/orders", label: "Orders", icon: Package },
  { href: "/dashboard/uploads", label: "My Documents", icon: FileText },
  { href: "/dashboard/payments", label: "Payment History", icon: CreditCard },
  { href: "/dashboard/settings", label: "Account Settings", icon: Settings },
];

/** The customer area (spec 2.2 customer sidebar). */
export function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <SidebarLayout area="Customer" items={customerItems}>
      <EmailVerificationBanner />
      {children}
    </SidebarLayout>
  );
}
