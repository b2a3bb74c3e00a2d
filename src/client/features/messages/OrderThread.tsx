import { useEffect, useId, useRef } from "react";
import { MessagesSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ThreadParty } from "@shared/order-thread";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { MessageComposer } from "./MessageComposer";
import { MessageItem } from "./MessageItem";
import { threadFormat } from "./thread-format";
import { useMarkThreadRead, useThread } from "./thread-queries";

const INTRO = {
  customer: "thread.introCustomer",
  agency: "thread.introAgency",
  translator: "thread.introTranslator",
} as const;

/**
 * The conversation on an order (docs/order-messages.md), on the customer's order page, the admin order detail and
 * the translator's job page: the newest messages with "Show earlier messages" above them, the writing box, and the
 * read-only line once the order has been closed for 30 days. What has been on screen is marked read with a POST.
 */
export function OrderThread({ orderId, viewer }: { orderId: number; viewer: ThreadParty }) {
  const language = viewer === "customer" ? undefined : "en";
  const { t, i18n } = useTranslation("messages", { lng: language });
  const f = threadFormat(language ?? i18n.language);
  const titleId = useId();
  const thread = useThread(orderId);
  const pages = thread.data?.pages ?? [];
  const state = pages[0]?.thread;
  // Oldest first on screen; the pages come newest first.
  const messages = pages.flatMap((page) => page.items).reverse();
  const newest = pages[0]?.items[0];

  // "New" marks what was unread when the thread first showed, and stays while the page is open.
  const unreadBefore = useRef<number | null>(null);
  if (state && unreadBefore.current === null) unreadBefore.current = state.lastReadMessageId;

  const markRead = useMarkThreadRead(orderId);
  const end = useRef<HTMLDivElement>(null);
  const sent = useRef(0);
  useEffect(() => {
    const target = end.current;
    if (!target || !newest || !state || newest.id <= state.lastReadMessageId || newest.id <= sent.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (
        !entries.some((entry) => entry.isIntersecting) ||
        document.visibilityState !== "visible" ||
        newest.id <= sent.current
      )
        return;
      sent.current = newest.id;
      markRead.mutate(newest.id);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [newest, state, markRead]);

  // A link to "#messages" (the e-mails, the unread badges) lands on the thread once it is drawn.
  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || !thread.data || window.location.hash !== "#messages") return;
    scrolled.current = true;
    document.getElementById("messages")?.scrollIntoView({ block: "start" });
  }, [thread.data]);

  return (
    <Card id="messages" role="region" aria-labelledby={titleId} className="scroll-mt-20">
      <CardHeader className="pb-3">
        <CardTitle>
          <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
            <MessagesSquare aria-hidden="true" className="size-5 text-primary" />
            {t("thread.title")}
            {state && state.unread > 0 && <span className="sr-only">({state.unread})</span>}
          </h2>
        </CardTitle>
        <p className="text-sm text-muted-foreground">{t(INTRO[viewer])}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        {thread.isLoading ? (
          <Spinner label={t("thread.loading")} />
        ) : thread.isError && !thread.data ? (
          <p role="alert" className="text-sm text-destructive">
            {t("thread.loadError")}
          </p>
        ) : (
          <>
            {thread.hasNextPage && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => void thread.fetchNextPage()}
                disabled={thread.isFetchingNextPage}
              >
                {thread.isFetchingNextPage ? t("thread.loadingEarlier") : t("thread.earlier")}
              </Button>
            )}
            {messages.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                {t(viewer === "customer" ? "thread.emptyCustomer" : "thread.empty")}
              </p>
            ) : (
              <ol className="space-y-3" aria-label={t("thread.listLabel", { id: orderId })}>
                {messages.map((message) => (
                  <MessageItem
                    key={message.id}
                    message={message}
                    language={language}
                    filesDeletedAt={state?.filesDeletedAt ?? null}
                    isNew={!message.own && message.id > (unreadBefore.current ?? Infinity)}
                  />
                ))}
              </ol>
            )}
            <div ref={end} />
            {state && !state.writable ? (
              <p
                role="note"
                data-testid="thread-read-only"
                className="rounded-md border border-dashed p-3 text-sm text-muted-foreground"
              >
                {t("thread.readOnly", { date: state.writableUntil ? f.dateTime(state.writableUntil) : "" })}
              </p>
            ) : (
              <>
                {state?.writableUntil && (
                  <p className="text-sm text-muted-foreground">
                    {t("thread.openUntil", { date: f.dateTime(state.writableUntil) })}
                  </p>
                )}
                <MessageComposer orderId={orderId} language={language} filesDeleted={Boolean(state?.filesDeletedAt)} />
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
