import { Link } from "wouter";
import { Package, Settings, UserCheck, Users, type LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { PageHeader } from "@/components/common/PageHeader";
import { useOrders } from "@/features/orders/use-orders";
import { OrderCounters } from "@/pages/dashboard/OrderCounters";

const shortcuts: { href: string; title: string; icon: LucideIcon }[] = [
  { href: "/admin/orders", title: "Orders", icon: Package },
  { href: "/admin/users", title: "Customers", icon: Users },
  { href: "/admin/translators", title: "Applications", icon: UserCheck },
  { href: "/admin/settings", title: "Settings", icon: Settings },
];

export function AdminDashboardPage() {
  const { orders, isLoading, isError } = useOrders("/api/admin/orders");
  return (
    <div className="space-y-8">
      <PageHeader title="Admin Dashboard" description="An overview of orders, customers and translator applications." />
      {isLoading ? <Spinner label="Loading orders..." /> : <OrderCounters orders={orders} />}
      {isError && <p className="text-sm text-destructive">Error loading orders</p>}
      <nav aria-label="Admin shortcuts">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {shortcuts.map(({ href, title, icon: Icon }) => (
            <li key={href}>
              <Link href={href} className="group block rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                <Card className="transition-colors group-hover:border-primary">
                  <CardContent className="flex items-center gap-3 p-5">
                    <Icon aria-hidden="true" className="size-5 text-crimson" />
                    <span className="font-semibold group-hover:text-primary">{title}</span>
                  </CardContent>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
