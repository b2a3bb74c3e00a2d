import { useQuery } from "@tanstack/react-query";
import { MessageSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { cn } from "@/lib/utils";
import { UNREAD_PREFIX } from "./thread-queries";
import { loadUnreadCount } from "./unread-batch";

type UnreadBadgeProps = {
  orderId: number;
  /** Where the thread is read (the order's page, #messages); without it the badge is not a link. */
  href?: string;
  /** "en" on the English-only admin and translator screens. */
  language?: "en";
  className?: string;
};

/** "2 new messages" beside an order in a list; nothing when there are none. One request for the whole list. */
export function UnreadBadge({ orderId, href, language, className }: UnreadBadgeProps) {
  const { t } = useTranslation("messages", { lng: language });
  const { data: count = 0 } = useQuery({
    queryKey: [UNREAD_PREFIX, "order", orderId],
    queryFn: () => loadUnreadCount(orderId),
    refetchOnWindowFocus: true,
  });
  if (count === 0) return null;
  const content = (
    <>
      <MessageSquare aria-hidden="true" className="size-3.5" />
      {t("unread.badge", { count })}
    </>
  );
  const look = cn(
    "inline-flex items-center gap-1 whitespace-nowrap rounded-full border border-transparent bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground",
    className,
  );
  return href ? (
    <Link href={href} className={cn(look, "hover:bg-primary/90")} data-testid="unread-badge">
      {content}
    </Link>
  ) : (
    <span className={look} data-testid="unread-badge">
      {content}
    </span>
  );
}
