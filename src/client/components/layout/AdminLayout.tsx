import type { ReactNode } from "react";
import {
  Activity,
  BookOpen,
  CreditCard,
  Inbox,
  Languages,
  LayoutDashboard,
  Mail,
  Package,
  Settings,
  Star,
  UserCheck,
  Users,
  Wallet,
} from "lucide-react";
import { SidebarLayout, type SidebarItem } from "@/components/layout/SidebarLayout";
import { setAdminFlag } from "@/lib/admin-flag";

const adminItems: SidebarItem[] = [
  { href: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard, exact: true },
  { href: "/admin/orders", label: "Orders", icon: Package },
  { href: "/admin/users", label: "Customers", icon: Users },
  { href: "/admin/translators", label: "Translators", icon: UserCheck },
  { href: "/admin/payments", label: "Payments", icon: CreditCard },
  { href: "/admin/payouts", label: "Payouts", icon: Wallet },
  { href: "/admin/inbox", label: "Inbox", icon: Inbox },
  { href: "/admin/ratings", label: "Ratings", icon: Star },
  { href: "/admin/memory", label: "Memory", icon: Languages },
  { href: "/admin/termbase", label: "Termbase", icon: BookOpen },
  { href: "/admin/settings", label: "Settings", icon: Settings },
  { href: "/admin/outbox", label: "Outbox", icon: Mail },
  { href: "/admin/jobs", label: "Jobs", icon: Activity },
];

/** The admin area (the admin sidebar; docs/admin-ui.md). Back to Website keeps the admin menu in the public header. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <SidebarLayout area="Admin" items={adminItems} onBackToWebsite={setAdminFlag}>
      {children}
    </SidebarLayout>
  );
}
