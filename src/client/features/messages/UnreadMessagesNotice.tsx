import { MessageSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useUnreadSummary } from "./thread-queries";

const SHOWN = 5;

/** The dashboard's "New messages": how many are unread and the orders they are on, newest first. Nothing when none. */
export function UnreadMessagesNotice() {
  const { t } = useTranslation("messages");
  const { data } = useUnreadSummary();
  if (!data || data.total === 0) return null;
  return (
    <Card className="border-primary/40" data-testid="unread-messages">
      <CardHeader className="pb-3">
        <CardTitle>
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <MessageSquare aria-hidden="true" className="size-5 text-primary" />
            {t("dashboard.title")}
          </h2>
        </CardTitle>
        <p className="text-sm text-muted-foreground">{t("dashboard.text", { count: data.total })}</p>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-wrap gap-2">
          {data.threads.slice(0, SHOWN).map((thread) => (
            <li key={thread.orderId}>
              <Link
                href={`/dashboard/orders/${thread.orderId}#messages`}
                className="inline-flex items-center gap-2 rounded-md border bg-background px-3 py-1.5 text-sm hover:border-primary hover:text-primary"
                aria-label={t("dashboard.open", { id: thread.orderId })}
              >
                <span className="font-medium">{t("dashboard.order", { id: thread.orderId })}</span>
                <span className="text-muted-foreground">{t("unread.badge", { count: thread.unread })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
