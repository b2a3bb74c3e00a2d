import { isFirstVisit } from "@/features/auth/first-visit";
import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { PageHeader } from "@/components/common/PageHeader";
import { useOrders } from "@/features/orders/use-orders";
import { useAuth } from "@/hooks/use-auth";
import { displayName } from "@/lib/admin-flag";
import { GettingStarted } from "./GettingStarted";
import { OrderCounters } from "./OrderCounters";
import { QuickActions } from "./QuickActions";
import { RecentOrders } from "./RecentOrders";
import { UnreadMessagesNotice } from "@/features/messages/UnreadMessagesNotice";

/** /dashboard: welcome, counters, shortcuts, the 5 newest orders or, with none yet, how ordering works (docs/customer-ui.md). */
export function DashboardPage() {
  const { t } = useTranslation("dashboard");
  const { user } = useAuth();
  const { orders, statusCounts, isLoading, isError, hasDocuments } = useOrders({ limit: 5 });
  // Upload Documents goes to the newest pending order, which may be older than the five shown.
  const { orders: newestPending } = useOrders({ status: "pending", limit: 1 });

  return (
    <div className="space-y-8">
      <PageHeader
        title={t("home.title")}
        description={
          user ? t(isFirstVisit(user.id) ? "home.welcome" : "home.welcomeBack", { name: displayName(user) }) : undefined
        }
        actions={
          <Button asChild>
            <Link href="/dashboard/orders/new">
              <Plus aria-hidden="true" />
              {t("home.newOrder")}
            </Link>
          </Button>
        }
      />
      {isLoading ? <Spinner label={t("home.loadingOrders")} /> : <OrderCounters statusCounts={statusCounts} />}
      {isError && (
        <p role="alert" className="text-sm text-destructive">
          {t("home.loadError")}
        </p>
      )}
      <UnreadMessagesNotice />
      <QuickActions pending={newestPending[0]} />
      {!isLoading && !isError && orders.length === 0 && <GettingStarted />}
      {orders.length > 0 && <RecentOrders orders={orders} hasDocuments={hasDocuments} />}
    </div>
  );
}
